#!/usr/bin/env node
/**
 * Casino lobby benchmark: what each lobby's first screen costs beyond the home page. In Chromium
 * against the production build (started here like `npm start`, or `--url` for a running site), a
 * fresh profile opens the home page, waits for the network to settle, then follows a link to the
 * lobby the way a player does (a client-side navigation: the home page's scripts are already
 * there) and waits again. Printed per lobby:
 *   - JavaScript fetched for the lobby beyond the home page (on the wire and gzip level 6), against
 *     the 120 KB budget;
 *   - game artwork fetched for its first screen (the lazy images a 1440×900 window shows): count and bytes.
 *
 *   node bench/lobbies.mjs [--port 18203] [--url http://host:port/]
 * Results also go to bench/results/lobbies.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { parseSiteArgs, startSite } from './support/site.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_GZIP_BYTES = 120 * 1024;
const LOBBIES = ['/casino/live', '/casino/slot', '/casino/bingo', '/casino/games', '/casino/tvbets'];
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Records every script and image response from now on (its body is read as it arrives). */
function recorder(page) {
  const seen = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'image') return;
    seen.push(
      response.body().then(
        (body) => ({ url: response.url(), type, bytes: body.length, gzip: type === 'script' ? gzipSync(body, { level: 6 }).length : body.length }),
        () => null, // a redirect or an aborted response has no body
      ),
    );
  });
  return seen;
}

async function measureLobby(browser, base, path) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const seen = recorder(page);
  await page.goto(base, { waitUntil: 'networkidle' });
  const home = seen.length;
  // A client-side navigation, as the header's links and the category tiles do.
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForSelector('img[src*="/static/content/games/"]', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Lazy artwork starts once the grid is laid out: give it a moment past the first idle network.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  const lobby = (await Promise.all(seen.slice(home))).filter(Boolean);
  const scripts = lobby.filter((r) => r.type === 'script');
  const art = lobby.filter((r) => r.type === 'image' && r.url.includes('/static/content/games/'));
  await context.close();
  return {
    path,
    scripts: scripts.length,
    jsBytes: scripts.reduce((n, r) => n + r.bytes, 0),
    jsGzipBytes: scripts.reduce((n, r) => n + r.gzip, 0),
    artwork: art.length,
    artworkBytes: art.reduce((n, r) => n + r.bytes, 0),
  };
}

const args = parseSiteArgs(process.argv.slice(2), { runs: 1, port: 18203 });
const site = args.url ? { base: args.url, stop: async () => undefined } : await startSite(args.port, { tempPrefix: 'arcadia-bench-lobbies-' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const results = [];
  for (const path of LOBBIES) results.push(await measureLobby(browser, site.base, path));
  console.log('\nCasino lobbies: first screen beyond the home page (1440×900, fresh profile, client-side navigation)\n');
  console.log('lobby            scripts  JS (wire)   JS (gzip)   budget   artwork');
  for (const r of results) {
    const within = r.jsGzipBytes <= BUDGET_GZIP_BYTES ? 'ok' : 'OVER';
    console.log(`${r.path.padEnd(16)} ${String(r.scripts).padStart(7)}  ${kb(r.jsBytes).padStart(9)}  ${kb(r.jsGzipBytes).padStart(9)}   ${within.padEnd(6)}   ${r.artwork} images, ${kb(r.artworkBytes)}`);
  }
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench', 'results', 'lobbies.json'), JSON.stringify({ date: new Date().toISOString(), budgetGzipBytes: BUDGET_GZIP_BYTES, results }, null, 2));
} finally {
  await browser.close();
  await site.stop();
}
