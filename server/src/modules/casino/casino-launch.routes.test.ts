/**
 * The six launch calls over real HTTP: who may launch, the game URL (or SoftGamings' markup) the
 * studio receives, its one-time token really exchanged at the seamless wallet, and refusals that
 * leave no game session behind.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { GAME_PROVIDERS, type GameProviderKey } from '../../config.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer } from '../auth/accounts.test-kit.js';
import { call } from '../games-wallet/games-wallet.test-kit.js';
import { newPlayer, type Player } from '../payments/payments.test-kit.js';
import { CATALOGUE, type ProviderName } from './catalogue.js';

const SECRET = 'casino-launch-test-studio-secret-0123456789';
const PUBLIC_URL = 'https://arcadia.test';
const STUDIO = 'http://127.0.0.1:4010';
/** Two providers on origins of their own (one with a path), the other four on the studio. */
const BASE_URLS: Record<GameProviderKey, string> = {
  softgamings: 'https://sg.games.test:8443/embed-root',
  hub88: 'https://hub88.games.test',
  egt: STUDIO,
  amusnet: STUDIO,
  everymatrix: STUDIO,
  digitain: STUDIO,
};

let ctx: TestApp;
let player: Player;

before(async () => {
  ctx = await startTestApp({
    config: {
      publicUrl: PUBLIC_URL,
      gameProviderUrls: BASE_URLS,
      gameStudioSecrets: Object.fromEntries(GAME_PROVIDERS.map((key) => [key, SECRET])),
      sportsbookUrls: { fcg: 'https://sports.games.test/fcg', betco: 'https://sports.games.test/betco' },
    },
  });
  player = await newPlayer(ctx);
});
after(async () => {
  await ctx?.close();
});

const gameOf = (providerName: ProviderName, index = 0) => CATALOGUE.filter((g) => g.providerName === providerName)[index]!;
const dt = gameOf('Digitain');
const em = gameOf('EveryMatrix');
const am = gameOf('Amusnet');
const egt = gameOf('Egt Digital');
const h88 = gameOf('Hub88');
const sg = gameOf('SoftGamings');

interface Route {
  path: string;
  key: GameProviderKey;
  /** A body launching the provider's own `game`. */
  body: (game: (typeof CATALOGUE)[number]) => Record<string, unknown>;
  game: (typeof CATALOGUE)[number];
}

const ROUTES: Route[] = [
  { path: 'dtlaunchurl', key: 'digitain', game: dt, body: (g) => ({ code: g.gameCode }) },
  { path: 'emlaunchurl', key: 'everymatrix', game: em, body: (g) => ({ code: g.gameCode, productId: g.productId }) },
  { path: 'amusnetlaunchurl', key: 'amusnet', game: am, body: (g) => ({ code: g.gameCode, isMobile: false }) },
  { path: 'egtlaunchurl', key: 'egt', game: egt, body: (g) => ({ platform: 1, gameCode: g.gameCode, language: 'tr', lobbyUrl: `${PUBLIC_URL}/casino` }) },
  { path: 'hub88launchurl', key: 'hub88', game: h88, body: (g) => ({ platform: 1, gameCode: g.gameCode, language: 'tr', lobbyUrl: `${PUBLIC_URL}/casino` }) },
  { path: 'softgamingslaunchurl', key: 'softgamings', game: sg, body: (g) => ({ system: g.system, pageCode: g.gameCode, isMobile: 0 }) },
];

const launch = (route: Route | string, body: unknown, headers: Record<string, string> = player.as('en').headers) =>
  ctx.post<{ success: boolean; message: string; data: string | null }>(`/api/casino/${typeof route === 'string' ? route : route.path}`, body, { headers });

const sessionCount = async () => (await sql<{ n: number }>`select count(*)::int as n from game_sessions`.execute(ctx.app.db)).rows[0]!.n;

/** The game URL inside SoftGamings' markup (HTML-unescaped, as the DOM reads it), and its script. */
function parseMarkup(markup: string): { url: string; script: string; title: string } {
  const m = /^<div class="sg-game" data-sg-launch="([^"<>]*)" data-sg-title="([^"<>]*)"><\/div><script src="([^"<>]*)"><\/script>$/.exec(markup);
  assert.ok(m, `markup of another shape: ${markup}`);
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  assert.doesNotMatch(m[1]!, /&(?!amp;|quot;|#39;|lt;|gt;)/, 'every & in the attribute is escaped');
  return { url: unescape(m[1]!), title: unescape(m[2]!), script: unescape(m[3]!) };
}

const urlOf = (route: Route, data: string) => new URL(route.key === 'softgamings' ? parseMarkup(data).url : data);

/** Checks a game URL against the contract; answers its launch token. */
function assertGameUrl(route: Route, url: URL, expected: { game: string; lang: string; platform: string; lobby: string }): string {
  const base = new URL(BASE_URLS[route.key]);
  assert.equal(url.origin, base.origin);
  assert.equal(url.pathname, `${base.pathname.replace(/\/$/, '')}/${route.key}/launch`);
  assert.deepEqual([...url.searchParams.keys()], ['token', 'game', 'lang', 'platform', 'lobby']);
  const token = url.searchParams.get('token')!;
  assert.match(token, /^[\w-]{20,}$/);
  assert.deepEqual(
    { game: url.searchParams.get('game'), lang: url.searchParams.get('lang'), platform: url.searchParams.get('platform'), lobby: url.searchParams.get('lobby') },
    expected,
  );
  return token;
}

for (const route of ROUTES) {
  describe(`POST /api/casino/${route.path}`, () => {
    test('requires authentication', async () => {
      const before = await sessionCount();
      const anonymous = await launch(route, route.body(route.game), { Locale: 'en' });
      assert.equal(anonymous.status, 401, anonymous.text);
      assert.equal(anonymous.body.success, false);
      assert.ok(anonymous.body.message);
      const badToken = await launch(route, route.body(route.game), bearer('A'.repeat(43)).headers);
      assert.equal(badToken.status, 401, badToken.text);
      assert.equal(await sessionCount(), before);
    });

    test('answers the game URL on the provider base, whose token the studio exchanges once at the wallet', async () => {
      const res = await launch(route, route.body(route.game));
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.success, true);
      assert.equal(typeof res.body.data, 'string');
      // Digitain, EveryMatrix, Amusnet and SoftGamings name no language: the request's locale is used.
      const lang = route.key === 'egt' || route.key === 'hub88' ? 'tr' : 'en';
      const lobby = route.key === 'egt' || route.key === 'hub88' ? `${PUBLIC_URL}/casino` : PUBLIC_URL;
      const token = assertGameUrl(route, urlOf(route, res.body.data!), { game: route.game.gameCode, lang, platform: 'desktop', lobby });

      const exchange = (provider: GameProviderKey = route.key) => call(ctx, 'session', { requestId: randomUUID(), launchToken: token }, { provider, secret: SECRET });
      const elsewhere = await exchange(route.key === 'egt' ? 'hub88' : 'egt');
      assert.equal(elsewhere.body.status, 'RS_ERROR_INVALID_TOKEN', 'a launch token is of its provider only');
      const opened = await exchange();
      assert.equal(opened.status, 200, opened.text);
      assert.equal(opened.body.status, 'RS_OK', opened.text);
      assert.equal(opened.body.user, String(player.id));
      assert.equal(opened.body.gameCode, route.game.gameCode);
      assert.equal((await exchange()).body.status, 'RS_ERROR_INVALID_TOKEN', 'a launch token exchanges once');
    });

    test("refuses a game of another provider, or not in the catalogue, with 404 and a message in the player's language", async () => {
      const before = await sessionCount();
      const other = ROUTES.find((r) => r.key !== route.key && r.game.system !== route.game.system)!.game;
      // The other provider's game with this provider's own product and system, so only the provider differs.
      const foreign = { ...other, productId: route.game.productId, system: route.game.system };
      const en = await launch(route, route.body(foreign));
      assert.equal(en.status, 404, en.text);
      assert.deepEqual(en.body, { success: false, message: 'This game is not available from this provider.', data: null });
      const tr = await launch(route, route.body(foreign), player.as('tr').headers);
      assert.equal(tr.status, 404, tr.text);
      assert.equal(tr.body.message, 'Bu oyun bu sağlayıcıda bulunamadı.');
      const unknown = await launch(route, route.body({ ...route.game, gameCode: 'no-such-game' }));
      assert.equal(unknown.status, 404, unknown.text);
      assert.equal(unknown.body.message, 'Game not found.');
      assert.equal(await sessionCount(), before, 'a refused launch opens no session');
    });

    test('refuses missing, mistyped, huge and NUL-poisoned input with 400, changing nothing', async () => {
      const good = route.body(route.game);
      const codeField = Object.keys(good).find((k) => k === 'code' || k === 'gameCode' || k === 'pageCode')!;
      const bad: [string, unknown][] = [
        ['an empty body', {}],
        ['no game code', Object.fromEntries(Object.entries(good).filter(([k]) => k !== codeField))],
        ['a number for the code', { ...good, [codeField]: 42 }],
        ['null for the code', { ...good, [codeField]: null }],
        ['an empty code', { ...good, [codeField]: '' }],
        ['a 65-character code', { ...good, [codeField]: 'a'.repeat(65) }],
        ['a 100,000-character code', { ...good, [codeField]: 'a'.repeat(100_000) }],
        ['a NUL in the code', { ...good, [codeField]: `${route.game.gameCode}\u0000` }],
        ['an unknown field', { ...good, extra: 1 }],
        ['an array', [good]],
        ['a string', JSON.stringify(JSON.stringify(good))],
        ['truncated JSON', JSON.stringify(good).slice(0, -1)],
      ];
      if (route.key === 'everymatrix') {
        bad.push(['no productId', { code: em.gameCode }], ['productId as text', { ...good, productId: String(em.productId) }], ['productId 0', { ...good, productId: 0 }], ['productId 2^31', { ...good, productId: 2 ** 31 }], ['productId 1e300', { ...good, productId: 1e300 }]);
      }
      if (route.key === 'amusnet') bad.push(['isMobile as a number', { ...good, isMobile: 1 }], ['isMobile as text', { ...good, isMobile: 'true' }]);
      if (route.key === 'egt' || route.key === 'hub88') {
        bad.push(
          ['platform 3', { ...good, platform: 3 }],
          ['platform as text', { ...good, platform: '2' }],
          ['language de', { ...good, language: 'de' }],
          ['lobbyUrl as a number', { ...good, lobbyUrl: 1 }],
          ['a 3,000-character lobbyUrl', { ...good, lobbyUrl: `${PUBLIC_URL}/${'a'.repeat(3000)}` }],
          ['a NUL in lobbyUrl', { ...good, lobbyUrl: `${PUBLIC_URL}/\u0000` }],
          ['the spec\'s "code" instead of gameCode', { ...good, code: good.gameCode }],
        );
      }
      if (route.key === 'softgamings') {
        bad.push(['no system', { pageCode: sg.gameCode }], ['isMobile 2', { ...good, isMobile: 2 }], ['isMobile true', { ...good, isMobile: true }], ['a NUL in system', { ...good, system: 'prag\u0000matic' }], ['a 65-character system', { ...good, system: 'p'.repeat(65) }]);
      }
      const before = await sessionCount();
      for (const [what, body] of bad) {
        const res = await launch(route, body);
        assert.equal(res.status, 400, `${what}: ${res.text}`);
        assert.equal(res.body.success, false, what);
        assert.ok(res.body.message, what);
      }
      assert.equal(await sessionCount(), before, 'a refused launch opens no session');
    });
  });
}

describe('launch details', () => {
  const byKey = (key: GameProviderKey) => ROUTES.find((r) => r.key === key)!;

  test("EGT and Hub88 take the body's language and platform 2 as mobile; the others the locale and their mobile flag", async () => {
    for (const key of ['egt', 'hub88'] as const) {
      const route = byKey(key);
      const res = await launch(route, { platform: 2, gameCode: route.game.gameCode, language: 'en' }, player.as('tr').headers);
      assert.equal(res.status, 200, res.text);
      assertGameUrl(route, urlOf(route, res.body.data!), { game: route.game.gameCode, lang: 'en', platform: 'mobile', lobby: PUBLIC_URL });
      // Without a language or a platform: the request's locale, desktop.
      const bare = await launch(route, { gameCode: route.game.gameCode }, player.as('tr').headers);
      assert.equal(bare.status, 200, bare.text);
      assertGameUrl(route, urlOf(route, bare.body.data!), { game: route.game.gameCode, lang: 'tr', platform: 'desktop', lobby: PUBLIC_URL });
    }
    const amusnet = await launch('amusnetlaunchurl', { code: am.gameCode, isMobile: true }, player.as('tr').headers);
    assertGameUrl(byKey('amusnet'), new URL(amusnet.body.data!), { game: am.gameCode, lang: 'tr', platform: 'mobile', lobby: PUBLIC_URL });
    const soft = await launch('softgamingslaunchurl', { system: sg.system, pageCode: sg.gameCode, isMobile: 1 }, player.as('tr').headers);
    assertGameUrl(byKey('softgamings'), urlOf(byKey('softgamings'), soft.body.data!), { game: sg.gameCode, lang: 'tr', platform: 'mobile', lobby: PUBLIC_URL });
    // No Locale header: the site's default language.
    const digitain = await launch('dtlaunchurl', { code: dt.gameCode }, bearer(player.auth.token).headers);
    assertGameUrl(byKey('digitain'), new URL(digitain.body.data!), { game: dt.gameCode, lang: 'tr', platform: 'desktop', lobby: PUBLIC_URL });
  });

  test("SoftGamings answers markup: the game's placeholder, then its embed script from the SoftGamings base", async () => {
    const res = await launch('softgamingslaunchurl', { system: sg.system, pageCode: sg.gameCode, isMobile: 0 });
    assert.equal(res.status, 200, res.text);
    const { url, script, title } = parseMarkup(res.body.data!);
    assert.equal(script, `${BASE_URLS.softgamings}/softgamings/embed.js`);
    assert.equal(title, sg.name, 'the frame the script draws is named after the game');
    assert.ok(url.startsWith(`${BASE_URLS.softgamings}/softgamings/launch?token=`), url);
  });

  test("EveryMatrix's productId and SoftGamings' system must be the game's", async () => {
    const otherProduct = CATALOGUE.find((g) => g.providerName === 'EveryMatrix' && g.productId !== em.productId)!.productId;
    const em404 = await launch('emlaunchurl', { code: em.gameCode, productId: otherProduct });
    assert.equal(em404.status, 404, em404.text);
    assert.equal(em404.body.message, 'This game is not available from this provider.');
    const otherSystem = CATALOGUE.find((g) => g.providerName === 'SoftGamings' && g.system !== sg.system)!.system;
    const sg404 = await launch('softgamingslaunchurl', { system: otherSystem, pageCode: sg.gameCode, isMobile: 0 });
    assert.equal(sg404.status, 404, sg404.text);
    const caseChanged = await launch('dtlaunchurl', { code: dt.gameCode.toUpperCase() });
    assert.equal(caseChanged.status, 404, 'codes match exactly');
  });

  test('lobbyUrl is kept only on the site\'s own origin; anything else becomes the site itself', async () => {
    const route = byKey('hub88');
    const lobbyOf = async (lobbyUrl: string) => {
      const res = await launch(route, { platform: 1, gameCode: h88.gameCode, language: 'en', lobbyUrl });
      assert.equal(res.status, 200, `${lobbyUrl}: ${res.text}`);
      return new URL(res.body.data!).searchParams.get('lobby');
    };
    assert.equal(await lobbyOf(`${PUBLIC_URL}/casino/live?tab=1#top`), `${PUBLIC_URL}/casino/live?tab=1#top`);
    assert.equal(await lobbyOf('/casino/slot'), `${PUBLIC_URL}/casino/slot`);
    for (const foreign of [
      'https://evil.example/casino',
      '//evil.example/casino',
      '/\\evil.example/casino',
      'https://arcadia.test.evil.example/',
      'https://arcadia.test@evil.example/',
      'https://user:pass@arcadia.test/',
      'http://arcadia.test/casino',
      'https://arcadia.test:8443/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://[::1',
      '',
    ]) {
      assert.equal(await lobbyOf(foreign), PUBLIC_URL, foreign);
    }
  });

  test('a lobby with characters of its own arrives URL-encoded and intact', async () => {
    const lobby = `${PUBLIC_URL}/casino?q=a&b=c d`;
    const res = await launch('egtlaunchurl', { gameCode: egt.gameCode, lobbyUrl: lobby });
    assert.equal(res.status, 200, res.text);
    assert.match(res.body.data!, /&lobby=https%3A%2F%2Farcadia\.test%2Fcasino%3Fq%3Da%26b%3Dc%2520d$/);
    assert.equal(new URL(res.body.data!).searchParams.get('lobby'), `${PUBLIC_URL}/casino?q=a&b=c%20d`);
  });
});

describe('content security policy', () => {
  test('frames exactly self, the configured game origins and the sportsbook origin, each once, and runs the SoftGamings script', async () => {
    const res = await ctx.get('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split(';').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1);
    assert.deepEqual(directive('frame-src'), ["'self'", 'https://sg.games.test:8443', 'https://hub88.games.test', STUDIO, 'https://sports.games.test']);
    const scripts = directive('script-src') ?? [];
    assert.equal(scripts[0], "'self'");
    assert.ok(scripts.includes('https://sg.games.test:8443'), csp);
    assert.ok(!scripts.includes('https://hub88.games.test') && !scripts.includes(STUDIO), 'only the SoftGamings origin may run scripts');
    assert.deepEqual(directive('frame-ancestors'), ["'self'"]);
  });
});
