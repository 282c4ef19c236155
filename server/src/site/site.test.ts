import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, createTestDatabase, testConfig, type TestApp, type TestDatabase } from '../testing/test-app.js';
import type { SiteContent } from '@arcadia/shared/core';
import { firstHomeSlide } from './first-screen.js';
import { cacheControlFor, defaultRemotesManifest } from './site.js';

const INLINE_SCRIPT = "document.documentElement.dataset.theme='dark';";
const INDEX_HTML = `<!doctype html><html><head><base href="/"><script>${INLINE_SCRIPT}</script><script defer src="main.3f9a1c2b.js"></script></head><body><div id="root"></div></body></html>`;

const SHARED_VERSIONS = JSON.stringify({ shell: '1.0.0', shared: { '@arcadia/shared': { version: '1.0.0', strict: true } } });

/** A fake repository root with a built shell and one built remote (remote-casino); the other remotes are not built. */
function fakeBuilds(): string {
  const root = mkdtempSync(join(tmpdir(), 'arcadia-site-'));
  const shell = join(root, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(join(shell, 'index.html'), INDEX_HTML);
  writeFileSync(join(shell, 'shared-versions.json'), SHARED_VERSIONS);
  writeFileSync(join(shell, 'main.3f9a1c2b.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  const casino = join(root, 'remote-casino', 'dist');
  mkdirSync(join(casino, 'static', 'js'), { recursive: true });
  writeFileSync(join(casino, 'mf-manifest.json'), JSON.stringify({ id: 'remote_casino', name: 'remote_casino' }));
  writeFileSync(join(casino, 'remoteEntry.js'), 'var remote_casino;');
  writeFileSync(join(casino, 'static', 'js', '412.9be0c1d2e3.js'), 'export{};');
  for (const remote of ['remote-auth', 'remote-sports', 'remote-account', 'remote-payments', 'remote-content']) mkdirSync(join(root, remote));
  mkdirSync(join(root, 'server'));
  return root;
}

/** Every remote built, each with its arcadia-manifest.json (the routes as the real manifests declare them). */
function fullBuilds(): string {
  const root = fakeBuilds();
  const routes: Record<string, string[]> = {
    'remote-auth': [],
    'remote-casino': ['casino', 'casino/live', 'casino/slot', 'casino/bingo', 'casino/games', 'casino/tvbets', 'casino/play/*'],
    'remote-sports': ['spor', 'spor/fcg/*', 'spor/betco/*', 'livespor', 'livespor/fcg/*', 'livespor/betco/*'],
    'remote-account': ['dashboard/*'],
    'remote-payments': [],
    'remote-content': ['pages', 'pages/:id', 'promotions', 'responsible-gaming'],
  };
  for (const [remote, paths] of Object.entries(routes)) {
    const dist = join(root, remote, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ id: remote.replace('-', '_') }));
    writeFileSync(join(dist, 'arcadia-manifest.json'), JSON.stringify({ routes: paths.map((path) => ({ path, module: 'Routes' })), menu: [], crumbs: [], dialogs: null, homeSections: [] }));
  }
  return root;
}

/** A game's page address as older links wrote it (base64url of the game's JSON): the page opens it and moves to the code's address. */
const LEGACY_GAME_LINK = `/casino/play/${Buffer.from(JSON.stringify({ gameCode: 'sg-gates-of-olympia', name: 'Gates of Olympia', providerName: 'SoftGamings' })).toString('base64url')}`;

describe('site: an address no page serves answers 404 with the not-found page', () => {
  let ctx: TestApp;
  let root: string;
  before(async () => {
    root = fullBuilds();
    ctx = await startTestApp({ config: { staticRoot: root } });
  });
  after(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("the shell's home page and every page a remote's manifest declares are 200, with the shell", async () => {
    const pages = ['/casino', '/casino/live', '/casino/play/sg-gates-of-olympia', '/casino/play?search=Aviator', LEGACY_GAME_LINK, '/spor', '/spor/fcg/match/42', '/livespor/betco',
      '/dashboard/account?tab=1', '/pages', '/pages/3', '/promotions', '/responsible-gaming', '/Casino/Slot/'];
    for (const path of pages) {
      const res = await ctx.get(path);
      assert.equal(res.status, 200, path);
      assert.equal(res.text, INDEX_HTML, path);
    }
  });

  it('any other address is 404 with the shell, which shows its not-found page', async () => {
    for (const path of ['/nowhere', '/casino/nope', '/spor/other', '/pages/3/extra', '/promotions/1', '/dashboardx', '/nowhere?ref=12']) {
      const res = await ctx.get(path);
      assert.equal(res.status, 404, path);
      assert.equal(res.text, INDEX_HTML, path);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html/, path);
      assert.equal(res.headers.get('cache-control'), 'no-cache', path);
    }
    const head = await ctx.fetch('/nowhere', { method: 'HEAD' });
    assert.equal(head.status, 404);
  });

  it('a content page or a game that does not exist is 404 too, though its address has the form of a page', async () => {
    for (const path of ['/pages/999', '/pages/0', '/pages/abc', '/casino/play/no-such-game', '/Casino/Play/no-such-game/', '/casino/play/NO-SUCH', '/casino/play/xyz_abc', '/casino/play/bm90IGEgZ2FtZQ']) {
      const res = await ctx.get(path);
      assert.equal(res.status, 404, path);
      assert.equal(res.text, INDEX_HTML, path);
    }
  });

  it('a remote built after the start is read when one of its pages is asked for', async () => {
    writeFileSync(
      join(root, 'remote-casino', 'dist', 'arcadia-manifest.json'),
      JSON.stringify({ routes: [{ path: 'casino', module: 'R' }, { path: 'casino/new-lobby', module: 'R' }], menu: [], crumbs: [], dialogs: null, homeSections: [] }),
    );
    assert.equal((await ctx.get('/casino/new-lobby')).status, 200);
  });
});

describe('site: front-end builds, SPA fallback, remotes', () => {
  let ctx: TestApp;
  let root: string;
  before(async () => {
    root = fakeBuilds();
    ctx = await startTestApp({ config: { staticRoot: root } });
  });
  after(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell at / with no-cache and a CSP carrying the inline script hash', async () => {
    const res = await ctx.get('/');
    assert.equal(res.status, 200);
    // The home page is the shell with its first screen and site content put in (first-screen.test.ts).
    assert.ok(res.text.startsWith('<!doctype html><html><head><base href="/">'));
    assert.ok(res.text.includes(`<script>${INLINE_SCRIPT}</script><script defer src="main.3f9a1c2b.js"></script>`));
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    assert.match(csp, new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    assert.match(csp, /img-src 'self' data:/);
    assert.doesNotMatch(csp, /unsafe-eval/);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  });

  it("puts the home slider's first slide and the site content into the home page, in the default language", async () => {
    const res = await ctx.get('/');
    const json = /<script type="application\/json" id="arc-site-content">([^<]*)<\/script>/.exec(res.text)?.[1];
    assert.ok(json, 'the site content block');
    const content = JSON.parse(json) as SiteContent;
    assert.equal(content.language.locale, 'tr');
    const api = await ctx.get('/api/cms/grouped');
    assert.deepEqual(content, (api.body as { data: SiteContent }).data);
    const slide = firstHomeSlide(content.sliderList);
    assert.ok(slide);
    assert.match(res.text, new RegExp(`<img src="${slide.images[0]!.url}" alt="" width="1040" height="600" fetchpriority="high"`));
    // The notice's slot, unless the player's cookie says it was dismissed.
    assert.match(res.text, /class="arc-first__notice"/);
    const dismissed = await ctx.get('/', { headers: { Cookie: 'other=1; arc_notice_read=1' } });
    assert.doesNotMatch(dismissed.text, /class="arc-first__notice"/);
    assert.match(dismissed.text, /class="arc-first__slide"/);
    // No inline script was added: the CSP's hashes still cover every script that runs.
    const scripts = [...res.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    assert.deepEqual(scripts, ['', ' type="application/json" id="arc-site-content"']);
  });

  it('falls back to index.html for client routes (any address while remotes are not built), but not for API, hub, remotes, static or file paths', async () => {
    for (const path of ['/casino/live', '/pages/3', '/dashboard/account?tab=1']) {
      const res = await ctx.get(path);
      assert.equal(res.status, 200, path);
      assert.equal(res.text, INDEX_HTML, path);
    }
    const api = await ctx.get('/api/unknown');
    assert.equal(api.status, 404);
    assert.equal(api.body.success, false);
    for (const path of ['/remotes/remote-auth/mf-manifest.json', '/static/content/nope.svg', '/missing.js', '/hub/other']) {
      const res = await ctx.get(path);
      assert.equal(res.status, 404, path);
      assert.notEqual(res.text, INDEX_HTML, path);
    }
    const post = await ctx.fetch('/casino/live', { method: 'POST' });
    assert.equal(post.status, 404);
  });

  it("publishes the shell's shared versions at /shared-versions.json, revalidated on every load", async () => {
    const res = await ctx.get('/shared-versions.json');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /application\/json/);
    assert.deepEqual(res.body, JSON.parse(SHARED_VERSIONS));
    assert.equal(res.headers.get('cache-control'), 'no-cache');
  });

  it('caches content-hashed assets for a year and compresses them', async () => {
    const res = await ctx.fetch('/main.3f9a1c2b.js', { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(res.headers.get('content-encoding'), 'gzip');
  });

  it("serves a remote's build with CORS so a shell on another origin can read its manifest", async () => {
    const manifest = await ctx.get('/remotes/remote-casino/mf-manifest.json', { headers: { Origin: 'http://elsewhere.example' } });
    assert.equal(manifest.status, 200);
    assert.deepEqual(manifest.body, { id: 'remote_casino', name: 'remote_casino' });
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.equal(manifest.headers.get('cross-origin-resource-policy'), 'cross-origin');

    const entry = await ctx.get('/remotes/remote-casino/remoteEntry.js');
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    const chunk = await ctx.get('/remotes/remote-casino/static/js/412.9be0c1d2e3.js');
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers.get('access-control-allow-origin'), '*');
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  it('answers /remotes.json with the default map: every remote-* folder of the root, built or not', async () => {
    const res = await ctx.get('/remotes.json');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(res.body, {
      remote_auth: '/remotes/remote-auth/mf-manifest.json',
      remote_casino: '/remotes/remote-casino/mf-manifest.json',
      remote_sports: '/remotes/remote-sports/mf-manifest.json',
      remote_account: '/remotes/remote-account/mf-manifest.json',
      remote_payments: '/remotes/remote-payments/mf-manifest.json',
      remote_content: '/remotes/remote-content/mf-manifest.json',
    });
    assert.deepEqual(res.body, defaultRemotesManifest(root));
  });

  it('serves the content images under /static/ with a day of caching', async () => {
    const res = await ctx.get('/static/content/slider/welcome-tr-lg.svg');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /image\/svg\+xml/);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=86400');
    assert.match(res.text, /<svg/);
  });
});

describe('site: overrides and missing builds', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase(testConfig());
  });
  after(async () => database.dispose());

  it('takes /remotes.json from REMOTES_MANIFEST and lets the CSP load those origins', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arcadia-remotes-'));
    const file = join(dir, 'remotes.json');
    const map = { remote_auth: 'https://auth.cdn.example/mf-manifest.json', remote_casino: '/remotes/remote-casino/mf-manifest.json' };
    writeFileSync(file, JSON.stringify(map));
    const ctx = await startTestApp({ database, config: { remotesManifest: file, staticRoot: dir } });
    try {
      const res = await ctx.get('/remotes.json');
      assert.deepEqual(res.body, map);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.match(csp, /script-src 'self' https:\/\/auth\.cdn\.example/);
      assert.match(csp, /style-src 'self' 'unsafe-inline' https:\/\/auth\.cdn\.example/);
      assert.match(csp, /img-src 'self' data: blob: https:\/\/auth\.cdn\.example/);
    } finally {
      await ctx.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts without any front-end build and says so instead of crashing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'arcadia-empty-'));
    const ctx = await startTestApp({ database, config: { staticRoot: empty } });
    try {
      const page = await ctx.get('/casino/slot');
      assert.equal(page.status, 503);
      assert.match(page.text, /not built/);
      const api = await ctx.get('/api/health');
      assert.equal(api.status, 200);
      const remote = await ctx.get('/remotes/remote-casino/mf-manifest.json');
      assert.equal(remote.status, 404);
    } finally {
      await ctx.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('cacheControlFor', () => {
  it('revalidates entry files and caches hashed files for a year', () => {
    assert.equal(cacheControlFor('/x/index.html'), 'no-cache');
    assert.equal(cacheControlFor('/x/mf-manifest.json'), 'no-cache');
    assert.equal(cacheControlFor('/x/remoteEntry.js'), 'no-cache');
    assert.equal(cacheControlFor('/x/shared-versions.json'), 'no-cache');
    assert.equal(cacheControlFor('/x/static/js/412.9be0c1d2.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('/x/main.3f9a1c2b.css'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('/x/favicon.svg'), 'no-cache');
  });
});
