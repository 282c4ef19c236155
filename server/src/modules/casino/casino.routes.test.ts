import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, registerPlayer } from '../auth/accounts.test-kit.js';
import { seedCasinoCategories } from '../cms/seed/content.js';
import { CATALOGUE, PROVIDERS } from './catalogue.js';
import { seedCasino } from './casino.seed.js';
import type { CasinoGame } from './casino.service.js';
import { renderGameArt } from './game-art.js';
import { contributeToJackpots, foldJackpotContributions, JACKPOT_SHARES } from './jackpots.js';

let ctx: TestApp;
before(async () => {
  ctx = await startTestApp();
});
after(async () => {
  await ctx?.close();
});

const en = { headers: { Locale: 'en' } };
const games = async (body: Record<string, unknown>) => ctx.post<{ success: boolean; message: string; data: CasinoGame[] }>('/api/casino/games', body, en);
/** Every game matching a search, page by page. */
async function allGames(body: Record<string, unknown> = {}): Promise<CasinoGame[]> {
  const found: CasinoGame[] = [];
  for (let skip = 0; ; skip += 100) {
    const res = await games({ ...body, skip, take: 100 });
    assert.equal(res.status, 200, res.text);
    found.push(...res.body.data);
    if (res.body.data.length < 100) return found;
  }
}

describe('the catalogue', () => {
  test('holds at least 120 games over the six providers, each with its fixed mainProviderId', async () => {
    const all = await allGames();
    assert.ok(all.length >= 120, `${all.length} games`);
    assert.equal(new Set(all.map((g) => g.gameCode)).size, all.length, 'game codes are unique');
    for (const provider of PROVIDERS) {
      const own = all.filter((g) => g.providerName === provider.name);
      assert.ok(own.length >= 15, `${provider.name}: ${own.length} games`);
      assert.ok(own.every((g) => g.mainProviderId === provider.mainProviderId));
    }
    const categoryIds = new Set(seedCasinoCategories.map((c) => c.id));
    for (const game of all) {
      assert.ok(game.gameCode && game.name && game.system && game.productId > 0, JSON.stringify(game));
      assert.ok(game.systemCategory.length > 0 && game.systemCategory.every((id) => categoryIds.has(id)), `${game.gameCode}: ${game.systemCategory}`);
    }
    for (const id of [3, 4, 9, 10]) assert.ok(all.some((g) => g.systemCategory.includes(id)), `category ${id} has games`);
  });

  test('Aviator is a crash game, found as the Aviator menu item searches', async () => {
    const res = await games({ live: false, search: 'Aviator', skip: 0, take: 4 });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data.map((g) => g.name), ['Aviator']);
    const [aviator] = res.body.data;
    assert.deepEqual(
      { gameCode: aviator!.gameCode, providerName: aviator!.providerName, mainProviderId: aviator!.mainProviderId, system: aviator!.system, crash: aviator!.systemCategory.includes(8) },
      { gameCode: 'h88-aviator', providerName: 'Hub88', mainProviderId: 2, system: 'spribe', crash: true },
    );
  });

  test('live tables: roulette and blackjack with a dealer, apart from the rest', async () => {
    const live = await allGames({ live: true });
    assert.ok(live.every((g) => g.live && g.systemCategory.includes(4)));
    assert.ok(live.filter((g) => /roulette/i.test(g.name)).length >= 3);
    assert.ok(live.filter((g) => /blackjack/i.test(g.name)).length >= 3);
    const notLive = await allGames({ live: false });
    assert.ok(notLive.every((g) => !g.live));
    assert.equal(live.length + notLive.length, (await allGames()).length);
  });

  test('every game has its artwork: a sized SVG under /static/, drawn from the catalogue', async () => {
    const dir = join(import.meta.dirname, '..', '..', '..', 'static', 'content', 'games');
    for (const game of CATALOGUE) {
      const file = join(dir, `${game.gameCode}.svg`);
      assert.ok(existsSync(file), `${file} is missing: run npx tsx server/scripts/game-art.ts`);
      const svg = readFileSync(file, 'utf8');
      assert.equal(svg, renderGameArt(game), `${file} is stale: run npx tsx server/scripts/game-art.ts`);
      assert.ok(svg.length < 4096, `${file}: ${svg.length} bytes`);
    }
    const [aviator] = (await games({ search: 'aviator', skip: 0, take: 1 })).body.data;
    assert.equal(aviator!.imageUrl, '/static/content/games/h88-aviator.svg');
    assert.deepEqual([aviator!.imageWidth, aviator!.imageHeight], [240, 180]);
    const art = await ctx.get(aviator!.imageUrl);
    assert.equal(art.status, 200);
    assert.match(art.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.match(art.text, /^<svg [^>]*width="240" height="180"/);
  });

  test('seeding again adds nothing and keeps a pool value', async () => {
    const before = (await allGames()).length;
    assert.equal(await seedCasino(ctx.app.db), 0);
    assert.equal((await allGames()).length, before);
  });
});

describe('GET /api/casino/game/:code', () => {
  test("a game by its code, the play page's address: what a launch needs, no internal name in the address", async () => {
    const [aviator] = await allGames({ search: 'Aviator' });
    assert.ok(aviator);
    const res = await ctx.get(`/api/casino/game/${aviator.gameCode}`, en);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data, aviator);
  });

  test('an unknown or malformed code is a 404 envelope, never a 500', async () => {
    for (const code of ['no-such-game', 'UPPER', '..', '%27%3B--', 'a'.repeat(80)]) {
      const res = await ctx.get(`/api/casino/game/${code}`, en);
      assert.ok(res.status === 404 || res.status === 400, `${code}: ${res.status}`);
      assert.equal(res.body.success, false, code);
      assert.equal(typeof res.body.message, 'string', code);
    }
  });
});

describe('POST /api/casino/categorygames', () => {
  test('the games of the requested categories, each once, with their systemCategory', async () => {
    const res = await ctx.post('/api/casino/categorygames', { systemCategory: [9, 10, 9] }, en);
    assert.equal(res.status, 200, res.text);
    const list = res.body.data as CasinoGame[];
    const expected = CATALOGUE.filter((g) => g.categories.includes(9) || g.categories.includes(10)).map((g) => g.gameCode);
    assert.deepEqual(list.map((g) => g.gameCode), expected);
    assert.ok(list.every((g) => g.systemCategory.includes(9) || g.systemCategory.includes(10)));
    assert.ok(list.some((g) => g.systemCategory.includes(9)) && list.some((g) => g.systemCategory.includes(10)));
  });

  test('a provider filter; an unknown category has no games', async () => {
    const res = await ctx.post('/api/casino/categorygames', { systemCategory: [3], providerName: 'Egt Digital' }, en);
    assert.ok(res.body.data.length > 0);
    assert.ok(res.body.data.every((g: CasinoGame) => g.providerName === 'Egt Digital' && g.systemCategory.includes(3)));
    assert.deepEqual((await ctx.post('/api/casino/categorygames', { systemCategory: [999] }, en)).body, { success: true, message: '', data: [] });
  });

  test('bad input is a 400 with a reason', async () => {
    for (const body of [{}, { systemCategory: [] }, { systemCategory: ['3'] }, { systemCategory: [0] }, { systemCategory: 3 }, { systemCategory: [3], extra: 1 }, { systemCategory: [3], providerName: 'Nope' }]) {
      const res = await ctx.post('/api/casino/categorygames', body, en);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.success, false);
      assert.match(res.body.message, /^Invalid request/);
    }
  });
});

describe('POST /api/casino/games', () => {
  test('search by name ignores case and Turkish letters', async () => {
    const names = async (search: string) => (await games({ search, skip: 0, take: 100 })).body.data.map((g) => g.name);
    for (const search of ['AVİATOR', 'avıator', 'AVIATOR', 'viat']) assert.deepEqual(await names(search), ['Aviator'], search);
    for (const search of ['şans çarkı', 'SANS CARKI', 'ŞANS ÇARKI', 'Sans Çarkı']) assert.deepEqual(await names(search), ['Şans Çarkı'], search);
    assert.deepEqual(await names('istanbul'), ['İstanbul Geceleri']);
    assert.deepEqual(await names('ISTANBUL'), ['İstanbul Geceleri']);
    assert.deepEqual(await names('kizil'), ['Kızıl Ejderha']);
    assert.deepEqual(await names('gümüş ışık'), ['Gümüş Işık']);
    assert.deepEqual(await names('%'), [], 'a % is a literal character');
    assert.deepEqual(await names('_'), []);
    assert.ok((await names('roulette')).length >= 5);
  });

  test('paging: skip and take walk the catalogue without gaps or repeats', async () => {
    const all = await allGames();
    const pages: string[] = [];
    for (let skip = 0; skip < all.length; skip += 7) {
      const res = await games({ skip, take: 7 });
      assert.ok(res.body.data.length <= 7);
      pages.push(...res.body.data.map((g) => g.gameCode));
    }
    assert.deepEqual(pages, all.map((g) => g.gameCode));
    assert.deepEqual((await games({ skip: all.length, take: 10 })).body.data, []);
    assert.equal((await games({ skip: 0, take: 100 })).body.data.length, 100);
  });

  test('the provider filter', async () => {
    const hub88 = await allGames({ providerName: 'Hub88' });
    assert.equal(hub88.length, CATALOGUE.filter((g) => g.providerName === 'Hub88').length);
    assert.ok(hub88.every((g) => g.providerName === 'Hub88'));
    const liveHub88 = await allGames({ providerName: 'Hub88', live: true, search: 'roulette' });
    assert.deepEqual(liveHub88.map((g) => g.name), ['Lightning Roulette', 'Immersive Roulette']);
  });

  test('bad input is a 400 with a reason, in the request language', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ skip: 0, take: 101 }, /"take" must be at most 100/i],
      [{ skip: 0, take: 0 }, /"take" must be at least 1/i],
      [{ skip: -1, take: 4 }, /at least 0/],
      [{ skip: 0 }, /"take" is missing/i],
      [{ skip: 0, take: 4, live: 'yes' }, /true or false/],
      [{ skip: 0, take: 4, search: 42 }, /text/],
      [{ skip: 0, take: 4, search: 'x'.repeat(101) }, /at most 100 characters/],
      [{ skip: 0, take: 4, providerName: 'Acme' }, /allowed values/],
      [{ skip: 0, take: 4, page: 2 }, /unknown field "page"/],
    ];
    for (const [body, message] of cases) {
      const res = await games(body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.success, false);
      assert.match(res.body.message, message);
    }
    const tr = await ctx.post('/api/casino/games', { skip: 0, take: 101 }, { headers: { Locale: 'tr' } });
    assert.equal(tr.status, 400);
    assert.match(tr.body.message, /en fazla 100/);
  });
});

describe('favourites', () => {
  test('anonymous: 401 for toggling and listing', async () => {
    const toggle = await ctx.post('/api/casino/togglefavorite', { code: 'h88-aviator', providerId: 2 }, en);
    assert.equal(toggle.status, 401);
    assert.equal(toggle.body.success, false);
    assert.equal((await ctx.get('/api/casino/favorites')).status, 401);
    assert.equal((await ctx.get('/api/casino/favoritegames')).status, 401);
  });

  test('toggle adds then removes, with the spec toasts in tr and en; the list follows, per player', async () => {
    const ayse = await registerPlayer(ctx);
    const mehmet = await registerPlayer(ctx);
    const as = (token: string, locale = 'en') => bearer(token, { Locale: locale });

    const added = await ctx.post('/api/casino/togglefavorite', { code: 'h88-aviator', providerId: 2 }, as(ayse.auth.token));
    assert.equal(added.status, 200, added.text);
    assert.deepEqual(added.body, { success: true, message: 'Added to favorites', data: { favorite: true } });
    const second = await ctx.post('/api/casino/togglefavorite', { code: 'dt-sans-carki', providerId: 6 }, as(ayse.auth.token, 'tr'));
    assert.deepEqual(second.body, { success: true, message: 'Favorilere eklendi', data: { favorite: true } });

    assert.deepEqual((await ctx.get('/api/casino/favorites', as(ayse.auth.token))).body.data.sort(), ['dt-sans-carki', 'h88-aviator']);
    const favouriteGames = (await ctx.get('/api/casino/favoritegames', as(ayse.auth.token))).body.data as CasinoGame[];
    assert.deepEqual(favouriteGames.map((g) => g.name).sort(), ['Aviator', 'Şans Çarkı']);
    assert.deepEqual((await ctx.get('/api/casino/favorites', as(mehmet.auth.token))).body.data, [], "another player's list is their own");

    const removed = await ctx.post('/api/casino/togglefavorite', { code: 'h88-aviator', providerId: 2 }, as(ayse.auth.token));
    assert.deepEqual(removed.body, { success: true, message: 'Removed from favorites', data: { favorite: false } });
    const removedTr = await ctx.post('/api/casino/togglefavorite', { code: 'dt-sans-carki', providerId: 6 }, as(ayse.auth.token, 'tr'));
    assert.deepEqual(removedTr.body, { success: true, message: 'Favorilerden çıkarıldı', data: { favorite: false } });
    assert.deepEqual((await ctx.get('/api/casino/favorites', as(ayse.auth.token))).body.data, []);
  });

  test('an unknown game, or a code with the wrong provider, is a 404; bad input a 400', async () => {
    const player = await registerPlayer(ctx);
    const as = bearer(player.auth.token, { Locale: 'en' });
    const wrongProvider = await ctx.post('/api/casino/togglefavorite', { code: 'h88-aviator', providerId: 3 }, as);
    assert.equal(wrongProvider.status, 404);
    assert.deepEqual(wrongProvider.body, { success: false, message: 'Game not found.', data: null });
    assert.equal((await ctx.post('/api/casino/togglefavorite', { code: 'no-such-game', providerId: 1 }, as)).status, 404);
    for (const body of [{ code: 'h88-aviator' }, { code: '', providerId: 2 }, { code: 'h88-aviator', providerId: '2' }, { code: 'h88-aviator', providerId: 0 }, { code: 'x'.repeat(65), providerId: 2 }]) {
      const res = await ctx.post('/api/casino/togglefavorite', body, as);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.success, false);
    }
    assert.deepEqual((await ctx.get('/api/casino/favorites', as)).body.data, []);
  });
});

describe('jackpots', () => {
  test('GET eqyptquest: the Egypt Quest card with 4 levels, currentLevelI not 14000', async () => {
    const res = await ctx.get('/api/casino/eqyptquest', en);
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    const card = res.body.data;
    assert.equal(card.instanceName, 'Egypt Quest');
    assert.deepEqual(card.levelStats.map((l: { level: string }) => l.level), ['Spades', 'Hearts', 'Diamonds', 'Clubs']);
    assert.notEqual(card.currentLevelI, 14000);
    assert.equal(card.currentLevelI, card.levelStats[0].value);
  });

  test('GET jackpots: the cards in the content shape; stakes make them grow by the stated shares', async () => {
    const read = async () => (await ctx.get('/api/casino/jackpots', en)).body.data;
    const before = await read();
    assert.deepEqual(before.egtJackpotCards.map((c: { instanceName: string }) => c.instanceName), ['Egypt Quest']);
    assert.deepEqual(before.jackpotCards.map((c: { instanceName: string }) => c.instanceName), ['High Cash', 'Clover Chance', 'Bell Link']);

    const added = await ctx.app.db.transaction().execute((trx) => contributeToJackpots(trx, '1000.00'));
    const totalShare = Object.values(JACKPOT_SHARES).reduce((a, b) => a + b, 0);
    assert.equal(added, (1000 * totalShare).toFixed(6));

    const after = await read();
    const egypt = (data: typeof before) => data.egtJackpotCards[0];
    // Egypt Quest takes 0.5 % of a stake: 40 % of it to the top level.
    assert.equal(Math.round((egypt(after).levelStats[0].value - egypt(before).levelStats[0].value) * 100), 200);
    assert.equal(Math.round((egypt(after).levelStats[3].value - egypt(before).levelStats[3].value) * 100), 50);
    assert.equal(egypt(after).currentLevelI, egypt(after).levelStats[0].value);
    assert.deepEqual((await ctx.get('/api/casino/eqyptquest', en)).body.data, egypt(after));

    // A stake in a transaction that rolls back feeds nothing.
    await assert.rejects(
      ctx.app.db.transaction().execute(async (trx) => {
        await contributeToJackpots(trx, '500.00');
        throw new Error('bet refused');
      }),
      /bet refused/,
    );
    assert.deepEqual(await read(), after);
    // Small stakes add up rather than round away.
    await ctx.app.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 10; i += 1) await contributeToJackpots(trx, '0.50');
    });
    assert.equal(Math.round((egypt(await read()).levelStats[0].value - egypt(after).levelStats[0].value) * 100), 1);
  });

  test('stakes in parallel transactions all count', async () => {
    const top = async () => (await ctx.app.db.selectFrom('casino_jackpot_pools').select('value').where('instance_name', '=', 'High Cash').where('level_index', '=', 0).executeTakeFirstOrThrow()).value;
    await foldJackpotContributions(ctx.app.db);
    const before = await top();
    await Promise.all(Array.from({ length: 20 }, () => ctx.app.db.transaction().execute((trx) => contributeToJackpots(trx, '10.00'))));
    // Stakes are appended and folded into the pool rows by a job: after a fold the row is exact.
    await foldJackpotContributions(ctx.app.db);
    // High Cash takes 0.4 % of a stake, 40 % of it to the top level: 0.016 per 10.00, 0.32 for 20 stakes.
    assert.equal((Number(await top()) - Number(before)).toFixed(6), '0.320000');
  });

  test('contributeToJackpots refuses what is not a stake', async () => {
    for (const stake of ['0.00', '-1.00', '1', '1.5', 'abc', '1e3']) {
      await assert.rejects(ctx.app.db.transaction().execute((trx) => contributeToJackpots(trx, stake)), RangeError, stake);
    }
  });

  test('the jackpot endpoints take no query', async () => {
    assert.equal((await ctx.get('/api/casino/jackpots?x=1', en)).status, 400);
    assert.equal((await ctx.get('/api/casino/eqyptquest?x=1', en)).status, 400);
  });
});
