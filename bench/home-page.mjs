#!/usr/bin/env node
/**
 * Home-page benchmark: loads http://127.0.0.1:<port>/ cold in Chromium against the production build
 * (started here with `node tools/start.mjs` on its own port and a temporary database) and prints
 *   - JavaScript bytes: as transferred on the wire, and gzip-compressed (each JS body gzipped here at
 *     level 6, what a compressing server or CDN sends), against the 300 KB gzip budget;
 *   - request count (all resources of the page, until the network is idle);
 *   - first contentful paint and largest contentful paint on loopback (median of the cold runs);
 *   - how many copies of each shared library were fetched, read from the source maps of the fetched
 *     chunks (a copy = one container's build of the library: the shell's or a remote's).
 *
 *   node bench/home-page.mjs [--runs 5] [--port 18201] [--url http://host:port/ (an already running site)]
 * Results also go to bench/results/home-page.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { median, parseSiteArgs, startSite as startBenchSite, waitForHealth } from './support/site.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_GZIP_BYTES = 300 * 1024;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Libraries that must exist once in the browser (the Module Federation singletons), by source-path marker. */
const SHARED_LIBRARIES = {
  react: /node_modules\/react\/(?!.*jsx-(dev-)?runtime)/,
  'react/jsx-runtime': /node_modules\/react\/cjs\/react-jsx-runtime/,
  'react-dom': /node_modules\/react-dom\//,
  'react-router': /node_modules\/react-router(-dom)?\//,
  '@mantine/core': /node_modules\/@mantine\/core\//,
  '@mantine/hooks': /node_modules\/@mantine\/hooks\//,
  '@mantine/notifications': /node_modules\/@mantine\/notifications\//,
  rxjs: /node_modules\/rxjs\//,
  i18next: /node_modules\/i18next\//,
  'react-i18next': /node_modules\/react-i18next\//,
  '@arcadia/shared': /(^|\/)shared\/src\//,
};

const parseArgs = (argv) => parseSiteArgs(argv, { runs: 5, port: 18201 });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`);

// ---------------------------------------------------------------------------------------------
// The site under test


// ---------------------------------------------------------------------------------------------
// One cold load

async function coldLoad(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (!request.url.startsWith('data:')) requests.set(requestId, { url: request.url, type, status: 0, encoding: '', wireBytes: 0, failed: false });
  });
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const r = requests.get(requestId);
    if (!r) return;
    r.status = response.status;
    r.type = type ?? r.type;
    r.mimeType = response.mimeType;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    r.encoding = headers['content-encoding'] ?? 'identity';
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) r.wireBytes = encodedDataLength;
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    const r = requests.get(requestId);
    if (r) r.failed = true;
  });

  await page.goto(base, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // LCP is final once the page is idle for a moment (no input happens here).
  await page.waitForTimeout(1500);
  const paints = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        let lcp = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcp, lcp }), 200);
      }),
  );
  await context.close();
  return { requests: [...requests.values()], ...paints };
}

// ---------------------------------------------------------------------------------------------
// What the JavaScript holds

const isJs = (r) => r.type === 'Script' || /javascript/.test(r.mimeType ?? '') || /\.m?js(\?|$)/.test(new URL(r.url).pathname);

/** The container (build) a file came from: `shell` or the remote's folder under /remotes/. */
function containerOf(url) {
  const match = /\/remotes\/([^/]+)\//.exec(new URL(url).pathname);
  return match ? match[1] : 'shell';
}

async function analyseScripts(scripts) {
  const files = [];
  for (const script of scripts) {
    const response = await fetch(script.url, { headers: { 'Accept-Encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    let sources = [];
    try {
      const map = await fetch(`${script.url.split('?')[0]}.map`);
      if (map.ok) sources = (await map.json()).sources ?? [];
    } catch {
      // no source map: the library count falls back to "unknown" for this file
    }
    files.push({
      url: script.url,
      container: containerOf(script.url),
      wireBytes: script.wireBytes,
      encoding: script.encoding,
      rawBytes: body.length,
      gzipBytes: gzipSync(body, { level: 6 }).length,
      sources,
    });
  }
  const copies = {};
  for (const [library, marker] of Object.entries(SHARED_LIBRARIES)) {
    const containers = new Set(files.filter((f) => f.sources.some((s) => marker.test(s))).map((f) => f.container));
    copies[library] = { copies: containers.size, from: [...containers] };
  }
  return { files, copies, mapsFound: files.filter((f) => f.sources.length).length };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const site = args.url ? { base: args.url.endsWith('/') ? args.url : `${args.url}/`, stop: async () => {} } : await startBenchSite(args.port, { tempPrefix: 'arcadia-bench-' });
  let browser;
  try {
    if (args.url) await waitForHealth(site.base, null, 30_000);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    // One load to warm the server (first requests read files from disk, the JIT is cold); not counted.
    await coldLoad(browser, site.base);
    const runs = [];
    for (let i = 0; i < args.runs; i++) runs.push(await coldLoad(browser, site.base));

    const first = runs[0];
    const scripts = first.requests.filter((r) => isJs(r) && !r.failed && r.status >= 200 && r.status < 400);
    const { files, copies, mapsFound } = await analyseScripts(scripts);
    const jsWire = files.reduce((sum, f) => sum + f.wireBytes, 0);
    const jsRaw = files.reduce((sum, f) => sum + f.rawBytes, 0);
    const jsGzip = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    const encodings = [...new Set(files.map((f) => f.encoding))].join(', ');
    const result = {
      url: site.base,
      date: new Date().toISOString(),
      runs: args.runs,
      requests: first.requests.length,
      failedRequests: first.requests.filter((r) => r.failed || r.status >= 400).map((r) => `${r.status} ${r.url}`),
      js: { files: files.length, wireBytes: jsWire, wireEncoding: encodings, rawBytes: jsRaw, gzipBytes: jsGzip, budgetGzipBytes: BUDGET_GZIP_BYTES },
      fcpMs: median(runs.map((r) => r.fcp)),
      lcpMs: median(runs.map((r) => r.lcp)),
      fcpRunsMs: runs.map((r) => r.fcp && Math.round(r.fcp)),
      lcpRunsMs: runs.map((r) => r.lcp && Math.round(r.lcp)),
      sharedLibraries: copies,
      sourceMapsFound: `${mapsFound}/${files.length}`,
      scripts: files.map(({ sources: _sources, ...f }) => f).sort((a, b) => b.gzipBytes - a.gzipBytes),
    };

    console.log(`\nHome page, cold, Chromium, loopback: ${site.base}`);
    console.log(`  requests              ${result.requests}${result.failedRequests.length ? ` (${result.failedRequests.length} failed: ${result.failedRequests.join('; ')})` : ''}`);
    console.log(`  JavaScript files      ${files.length}`);
    console.log(`  JS on the wire        ${kb(jsWire)} (content-encoding: ${encodings || 'none'})`);
    console.log(`  JS uncompressed       ${kb(jsRaw)}`);
    console.log(`  JS gzip (level 6)     ${kb(jsGzip)}  budget ${kb(BUDGET_GZIP_BYTES)}: ${jsGzip <= BUDGET_GZIP_BYTES ? 'within' : 'OVER'}`);
    console.log(`  FCP (median of ${args.runs})     ${ms(result.fcpMs)}  runs: ${result.fcpRunsMs.join(', ')}`);
    console.log(`  LCP (median of ${args.runs})     ${ms(result.lcpMs)}  runs: ${result.lcpRunsMs.join(', ')}`);
    console.log(`  shared libraries (copies fetched, from source maps of ${result.sourceMapsFound} files):`);
    for (const [library, { copies: n, from }] of Object.entries(copies)) {
      console.log(`    ${library.padEnd(24)} ${n}${n ? `  (${from.join(', ')})` : ''}${n > 1 ? '  MORE THAN ONE' : ''}`);
    }
    console.log('  largest scripts (gzip):');
    for (const f of result.scripts.slice(0, 8)) console.log(`    ${kb(f.gzipBytes).padStart(9)}  ${new URL(f.url).pathname}`);

    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench', 'results', 'home-page.json'), JSON.stringify(result, null, 2) + '\n');
    console.log('\nwritten to bench/results/home-page.json');
    const reactCopies = Math.max(copies.react.copies, copies['react-dom'].copies);
    if (reactCopies > 1) process.exitCode = 2;
  } finally {
    await browser?.close();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
