#!/usr/bin/env node
/**
 * Lighthouse benchmark of the home page: starts the production site (`node tools/start.mjs`, on its
 * own port with a temporary database, building what is missing first), then runs the `lighthouse`
 * npm package's default MOBILE audit (simulated slow 4G, 4x CPU slowdown, Moto G Power viewport)
 * of `/` N times with Debian's Chromium, each run in a fresh headless browser, and prints the
 * median performance score with the median LCP, TBT, CLS, FCP and Speed Index beside it.
 * Scores on a shared machine move between runs, hence the median.
 *
 *   node bench/lighthouse.mjs [--runs 3] [--port 18202] [--url http://host:port/ (an already running site)]
 * Results also go to bench/results/lighthouse.json (every run's figures, plus what the last run
 * names as the largest paint, the shifting elements and unsized images).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, parseSiteArgs, startSite as startBenchSite, waitForHealth } from './support/site.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox'];
const LIGHTHOUSE_CLI = join(dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli', 'index.js');

/** The targets the home page is held to (Lighthouse's default mobile run). */
const TARGETS = { score: 95, lcpMs: 2500, tbtMs: 200, cls: 0.05 };

const parseArgs = (argv) => parseSiteArgs(argv, { runs: 3, port: 18202 });


// ---------------------------------------------------------------------------------------------
// The site under test (as bench/home-page.mjs starts it)


// ---------------------------------------------------------------------------------------------
// One Lighthouse run (its CLI launches and closes its own Chromium)

function runLighthouse(url, outputDir, index) {
  const outputPath = join(outputDir, `run-${index}.json`);
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with code ${code}\n${stderr}`));
      resolve(JSON.parse(readFileSync(outputPath, 'utf8')));
    });
  });
}

/** The figures of one report, plus what it names as the causes (for the last run's details). */
function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const items = (id) => audit(id)?.details?.items ?? [];
  const lcpElement = items('largest-contentful-paint-element')[0]?.items?.[0]?.node;
  const shifts = items('layout-shifts').map((item) => ({ score: item.score, node: item.node?.snippet ?? item.node?.selector }));
  return {
    score: lhr.categories.performance.score == null ? null : Math.round(lhr.categories.performance.score * 100),
    lcpMs: audit('largest-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    fcpMs: audit('first-contentful-paint').numericValue,
    siMs: audit('speed-index').numericValue,
    runtimeError: lhr.runtimeError?.message ?? null,
    details: {
      lcpElement: lcpElement ? lcpElement.snippet ?? lcpElement.selector : null,
      lcpPhases: Object.fromEntries(items('largest-contentful-paint-element')[1]?.items?.map((p) => [p.phase, Math.round(p.timing)]) ?? []),
      layoutShifts: shifts,
      unsizedImages: items('unsized-images').map((item) => item.node?.snippet ?? item.url),
      unusedJavaScriptBytes: audit('unused-javascript')?.details?.overallSavingsBytes ?? null,
      unusedCssBytes: audit('unused-css-rules')?.details?.overallSavingsBytes ?? null,
      renderBlocking: items('render-blocking-resources').map((item) => item.url),
      mainThreadMs: Math.round(audit('mainthread-work-breakdown')?.numericValue ?? 0),
      bootupMs: Math.round(audit('bootup-time')?.numericValue ?? 0),
    },
  };
}

// ---------------------------------------------------------------------------------------------

const fmtMs = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`);
const fmtCls = (value) => (value == null ? 'n/a' : value.toFixed(3));

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const site = args.url ? { base: args.url.endsWith('/') ? args.url : `${args.url}/`, stop: async () => {} } : await startBenchSite(args.port, { tempPrefix: 'arcadia-lighthouse-' });
  const outputDir = mkdtempSync(join(tmpdir(), 'arcadia-lighthouse-reports-'));
  try {
    if (args.url) await waitForHealth(site.base, null, 30_000);
    // One request to warm the server (first reads from disk, cold JIT); Lighthouse's runs are cold in the browser.
    await fetch(site.base).then((r) => r.text());

    const runs = [];
    for (let i = 0; i < args.runs; i++) {
      let run;
      // A busy machine now and then loses a trace (NO_NAVSTART, NO_FCP): such a run is repeated once.
      for (let attempt = 1; !run; attempt++) {
        try {
          run = summarise(await runLighthouse(site.base, outputDir, i));
          if (run.runtimeError) throw new Error(run.runtimeError);
        } catch (error) {
          if (attempt >= 2) throw new Error(`lighthouse run ${i + 1}: ${error.message}`);
          console.log(`  run ${i + 1}/${args.runs} failed (${error.message.split('\n')[0]}), once more`);
          run = undefined;
        }
      }
      runs.push(run);
      console.log(
        `  run ${i + 1}/${args.runs}: score ${run.score}  LCP ${fmtMs(run.lcpMs)}  TBT ${fmtMs(run.tbtMs)}  CLS ${fmtCls(run.cls)}  FCP ${fmtMs(run.fcpMs)}  SI ${fmtMs(run.siMs)}`,
      );
    }

    const med = (key) => median(runs.map((r) => r[key]));
    const result = {
      url: site.base,
      date: new Date().toISOString(),
      lighthouse: JSON.parse(readFileSync(join(dirname(LIGHTHOUSE_CLI), '..', 'package.json'), 'utf8')).version,
      formFactor: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
      runs: args.runs,
      median: { score: med('score'), lcpMs: med('lcpMs'), tbtMs: med('tbtMs'), cls: med('cls'), fcpMs: med('fcpMs'), siMs: med('siMs') },
      targets: TARGETS,
      perRun: runs.map(({ details: _details, ...figures }) => figures),
      lastRunDetails: runs.at(-1).details,
    };
    const m = result.median;
    const meets = m.score >= TARGETS.score && m.lcpMs <= TARGETS.lcpMs && m.tbtMs <= TARGETS.tbtMs && m.cls <= TARGETS.cls;

    console.log(`\nLighthouse ${result.lighthouse}, mobile, median of ${args.runs}: ${site.base}`);
    console.log(`  performance score   ${m.score}   (target ≥ ${TARGETS.score}; runs: ${runs.map((r) => r.score).join(', ')})`);
    console.log(`  LCP                 ${fmtMs(m.lcpMs)}   (target ≤ ${TARGETS.lcpMs} ms)`);
    console.log(`  TBT                 ${fmtMs(m.tbtMs)}   (target ≤ ${TARGETS.tbtMs} ms)`);
    console.log(`  CLS                 ${fmtCls(m.cls)}   (target ≤ ${TARGETS.cls})`);
    console.log(`  FCP                 ${fmtMs(m.fcpMs)}`);
    console.log(`  Speed Index         ${fmtMs(m.siMs)}`);
    const d = result.lastRunDetails;
    console.log(`  last run: LCP element ${d.lcpElement ?? 'n/a'}; unsized images ${d.unsizedImages.length}; layout shifts ${d.layoutShifts.length}`);
    console.log(`  targets ${meets ? 'met' : 'NOT met'}`);

    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench', 'results', 'lighthouse.json'), JSON.stringify(result, null, 2) + '\n');
    console.log('\nwritten to bench/results/lighthouse.json');
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
