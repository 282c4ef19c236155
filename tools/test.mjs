#!/usr/bin/env node
/**
 * `npm test`: the one gate. Runs in order and stops at the first failing step:
 *   typecheck → lint → unit (jest) → server (node:test) → partners (node:test) → build → e2e (Playwright)
 * and ends with one line `N passed, M failed` (tests of jest, node:test and Playwright summed;
 * a failing step that runs no tests, such as typecheck, counts as one failure) for CI tooling.
 *
 *   node tools/test.mjs                 every step
 *   node tools/test.mjs unit server     only these steps (same order)
 *   node tools/test.mjs --from build    from a step onwards
 *   FORCE_BUILD=1 node tools/test.mjs   rebuild even when dist/ is newer than its sources
 *
 * With CI=true (or STEP_BUDGETS=1) each step has a budget of seconds (BUDGET_SECONDS below): a
 * step still running at its budget is stopped and fails the run, named.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';

// ---------------------------------------------------------------------------------------------
// Running commands

/**
 * The step running now, with its deadline: a command started by it is stopped (its whole process
 * group) when the step's budget runs out, so a stuck or slow step fails with its name.
 */
let current = { name: '', deadline: Infinity, overBudget: false };

/** Commands running now: each is a process group of its own, so an interrupt is passed on to them. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* already gone */
      }
    }
    process.exit(130);
  });
}

/** Runs a command with its output shown live and also captured; resolves `{code, output}`. */
function run(command, args, { env = {}, cwd = ROOT, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a step over its budget stops the command and everything it started.
      detached: true,
    });
    const left = current.deadline - Date.now();
    const budgetTimer = Number.isFinite(left)
      ? setTimeout(() => {
          current.overBudget = true;
          console.error(`\n${current.name}: over its budget; stopping it`);
          const signal = (name) => {
            try {
              process.kill(-child.pid, name);
            } catch {
              /* already gone */
            }
          };
          signal('SIGTERM');
          setTimeout(() => signal('SIGKILL'), 10_000).unref();
        }, Math.max(0, left))
      : null;
    running.add(child);
    child.on('close', () => {
      running.delete(child);
      if (budgetTimer) clearTimeout(budgetTimer);
    });
    let output = '';
    const take = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        if (!quiet) sink.write(chunk);
      });
    take(child.stdout, process.stdout);
    take(child.stderr, process.stderr);
    child.on('error', (error) => resolve({ code: 127, output: output + String(error) }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

const npx = (bin, args, options) => run(process.execPath, [join(ROOT, 'node_modules', '.bin', bin), ...args], options);

/** The last `# pass N` / `ℹ pass N` (TAP or spec reporter of node:test) in some output. */
function nodeTestCounts(output) {
  const last = (name) => {
    const matches = [...output.matchAll(new RegExp(`^\\s*(?:#|ℹ) ${name} (\\d+)\\s*$`, 'gm'))];
    return matches.length ? Number(matches.at(-1)[1]) : null;
  };
  const passed = last('pass');
  const failed = last('fail');
  const cancelled = last('cancelled');
  return passed === null && failed === null ? null : { passed: passed ?? 0, failed: (failed ?? 0) + (cancelled ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// Steps: each returns { ok, passed?, failed?, note? }

async function typecheck() {
  const { code } = await run(process.execPath, [join(ROOT, 'tools', 'typecheck.mjs')]);
  return { ok: code === 0 };
}

async function lint() {
  const eslint = await npx('eslint', ['.']);
  // The boundary rule has its own tests (node:test + ESLint's RuleTester); tools/checks holds the
  // repository's static checks (e.g. every locked package accepts the oldest supported Node), and
  // tools/workspaces.test.cjs the helper that tells the front ends from the other workspaces, and
  // tools/deploy the check that a remote fits the shell it is deployed beside, tools/start-up what
  // `npm start` makes and prints (the run's admin access, the build's progress).
  const ruleTests = await run(process.execPath, ['--test', '--test-reporter=spec', join(ROOT, 'tools', 'eslint'), join(ROOT, 'tools', 'checks'), join(ROOT, 'tools', 'deploy'), join(ROOT, 'tools', 'start-up'), join(ROOT, 'tools', 'workspaces.test.cjs')], { quiet: true });
  const counts = nodeTestCounts(ruleTests.output) ?? { passed: 0, failed: ruleTests.code === 0 ? 0 : 1 };
  if (ruleTests.code !== 0) process.stdout.write(ruleTests.output);
  console.log(`lint rule tests and static checks: ${counts.passed} passed, ${counts.failed} failed`);
  return { ok: eslint.code === 0 && ruleTests.code === 0, ...counts };
}

async function unit() {
  const dir = mkdtempSync(join(tmpdir(), 'arcadia-jest-'));
  const report = join(dir, 'results.json');
  try {
    // A worker per core: jest's default keeps one core for its main process, which only waits here.
    const workers = `--maxWorkers=${availableParallelism()}`;
    const { code } = await npx('jest', ['--ci', '--passWithNoTests', workers, '--json', `--outputFile=${report}`]);
    if (!existsSync(report)) return { ok: false, passed: 0, failed: 0, note: 'jest wrote no report' };
    const json = JSON.parse(readFileSync(report, 'utf8'));
    // A suite that fails to run (syntax error, failing import) has no failed test but is a failure.
    const brokenSuites = json.numRuntimeErrorTestSuites ?? 0;
    return { ok: code === 0 && json.success, passed: json.numPassedTests, failed: json.numFailedTests + brokenSuites };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function server(env = {}) {
  if (!existsSync(join(ROOT, 'server', 'src'))) return { ok: true, passed: 0, failed: 0, note: 'no server sources yet' };
  const { code, output } = await run('npm', ['test', '--silent', '-w', 'server'], { env });
  const counts = nodeTestCounts(output) ?? { passed: 0, failed: code === 0 ? 0 : 1 };
  return { ok: code === 0, ...counts };
}

/** The demo partners (DemoPay in partners/payments): plain Node ES modules, tested with node:test. */
async function partners() {
  const { code, output } = await run('npm', ['test', '--silent', '-w', 'partners']);
  const counts = nodeTestCounts(output) ?? { passed: 0, failed: code === 0 ? 0 : 1 };
  return { ok: code === 0, ...counts };
}

async function build() {
  // The same staleness rules and builder as `npm run build` and `npm start` (tools/build.mjs).
  const { buildablePackages, buildPackages, stalePackages } = await import('./build.mjs');
  const packages = process.env.FORCE_BUILD === '1' ? buildablePackages() : stalePackages();
  if (packages.length === 0) {
    console.log('every dist/ is newer than its sources (FORCE_BUILD=1 rebuilds)');
    return { ok: true, note: 'up to date' };
  }
  const ok = await buildPackages(packages);
  return { ok, note: ok ? `built ${packages.join(', ')}` : 'build failed' };
}

async function e2e() {
  const report = join(ROOT, 'e2e', 'playwright-report', 'results.json');
  rmSync(report, { force: true });
  const { code } = await run('npm', ['test', '--silent', '-w', 'e2e'], {
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  });
  if (!existsSync(report)) return { ok: false, passed: 0, failed: 1, note: 'Playwright wrote no report' };
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  return {
    ok: code === 0,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    note: [stats.flaky && `${stats.flaky} flaky`, stats.skipped && `${stats.skipped} skipped`].filter(Boolean).join(', '),
  };
}

const STEPS = { typecheck, lint, unit, server, partners, build, e2e };

/**
 * Seconds each step may take when the run has budgets (CI=true, or STEP_BUDGETS=1): about twice
 * what it takes on the two-core CI machine on its slowest day seen, so a step that has become slow
 * fails with its name long before the run reaches CI's hard limit. STEP_BUDGET_SCALE scales them all
 * (e.g. 1.5 on a machine known to be slow). The e2e suite took 625–635 s on a quiet day and about
 * 1,565 s on the slowest (about 5 to 13 s a journey on two cores, mostly the browser's CPU); the
 * server's PGlite suite 298–433 s on quiet days and more than 540 s on 29 Nov.
 */
const BUDGET_SECONDS = { typecheck: 180, lint: 90, unit: 240, server: 900, partners: 120, build: 240, e2e: 3300 };
const budgetsOn = process.env.CI === 'true' || process.env.STEP_BUDGETS === '1';
const budgetScale = Number(process.env.STEP_BUDGET_SCALE) > 0 ? Number(process.env.STEP_BUDGET_SCALE) : 1;

// ---------------------------------------------------------------------------------------------
// Chromium for the end-to-end tests

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${CHROMIUM} is missing and this user cannot install it. Run as root: apt-get update && apt-get install -y chromium`);
    return false;
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install Chromium at ${CHROMIUM} and run again`);
      return false;
    }
  }
  if (!existsSync(CHROMIUM)) console.error(`apt-get finished but ${CHROMIUM} is still missing`);
  return existsSync(CHROMIUM);
}

// ---------------------------------------------------------------------------------------------

function selectedSteps(argv) {
  const names = Object.keys(STEPS);
  const fromIndex = argv.indexOf('--from');
  if (fromIndex >= 0) {
    const from = argv[fromIndex + 1];
    if (!names.includes(from)) throw new Error(`--from needs one of: ${names.join(', ')}`);
    return names.slice(names.indexOf(from));
  }
  const asked = argv.filter((a) => !a.startsWith('-'));
  const unknown = asked.filter((a) => !names.includes(a));
  if (unknown.length) throw new Error(`unknown step(s) ${unknown.join(', ')}; steps: ${names.join(', ')}`);
  return asked.length ? names.filter((n) => asked.includes(n)) : names;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const steps = selectedSteps(process.argv.slice(2));
  const results = [];
  const started = Date.now();
  let passed = 0;
  let failed = 0;

  if (steps.includes('e2e') && !ensureChromium()) {
    console.log(`\n${passed} passed, 1 failed`);
    process.exit(1);
  }

  for (const name of steps) {
    console.log(`\n━━ ${name} ${'━'.repeat(Math.max(0, 60 - name.length))}`);
    const stepStarted = Date.now();
    const budgetMs = budgetsOn ? BUDGET_SECONDS[name] * budgetScale * 1000 : Infinity;
    current = { name, deadline: stepStarted + budgetMs, overBudget: false };
    let result;
    try {
      result = await STEPS[name]();
    } catch (error) {
      result = { ok: false, note: String(error?.stack ?? error) };
    }
    const ms = Date.now() - stepStarted;
    if (current.overBudget || ms > budgetMs) {
      result = { ...result, ok: false, note: `over its budget of ${seconds(budgetMs)}${result.note ? `; ${result.note}` : ''}` };
      console.error(`\n${name} took ${seconds(ms)}, over its budget of ${seconds(budgetMs)} (BUDGET_SECONDS in tools/test.mjs)`);
    }
    current = { name: '', deadline: Infinity, overBudget: false };
    passed += result.passed ?? 0;
    // A failing step without counted test failures (typecheck, lint, build) still counts as one.
    const stepFailures = result.failed ?? 0;
    failed += result.ok ? stepFailures : Math.max(1, stepFailures);
    results.push({ name, ms, ...result });
    if (!result.ok) break;
  }

  console.log(`\n━━ summary (${seconds(Date.now() - started)}) ${'━'.repeat(40)}`);
  for (const r of results) {
    const counts = r.passed !== undefined ? ` ${r.passed} passed, ${r.failed ?? 0} failed` : '';
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${seconds(r.ms).padStart(8)}${counts}${r.note ? ` (${r.note})` : ''}`);
  }
  const skipped = steps.slice(results.length);
  if (skipped.length) console.log(`not run after the failure: ${skipped.join(', ')}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(results.every((r) => r.ok) && skipped.length === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
