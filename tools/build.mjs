#!/usr/bin/env node
/**
 * `npm run build`: production builds of every package that has a `build` script, two at a time
 * (a webpack build keeps about one core busy; the machines have two). Prints each package's time
 * and the total.
 *
 *   node tools/build.mjs                 every package
 *   node tools/build.mjs shell server    only these
 *   node tools/build.mjs --stale         only packages whose dist/ is missing or older than their sources
 *   BUILD_JOBS=1 node tools/build.mjs    one at a time
 *
 * `npm start` (tools/start.mjs) uses the same staleness rules through `buildPackages`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEndLibraries, workspaces } from './workspaces.cjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** When each package was last built (kept out of dist/, which is served as is). Shared with tools/test.mjs. */
export const STAMPS = join(ROOT, 'node_modules', '.cache', 'arcadia-build');
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.data', 'test-results', 'playwright-report']);

/** Workspaces with a `build` script, in workspace order (front ends first, then the server). */
export function buildablePackages() {
  return workspaces().filter((pkg) => {
    const manifest = join(ROOT, pkg, 'package.json');
    return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build) && existsSync(join(ROOT, pkg, 'src'));
  });
}

/** Newest modification time of the files under a path, skipping dependencies and outputs. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let time = 0;
  for (const entry of readdirSync(path)) if (!SKIPPED.has(entry)) time = Math.max(time, newest(join(path, entry)));
  return time;
}

/**
 * Packages whose dist/ is missing or older than their inputs: their own files, the workspace
 * libraries every front end compiles (`shared`, `ui`), the webpack tools and the lock file.
 */
export function stalePackages(packages = buildablePackages()) {
  const common = frontEndLibraries().map((pkg) => join(ROOT, pkg)).concat([join(ROOT, 'tools', 'webpack'), join(ROOT, 'package-lock.json')]);
  return packages.filter((pkg) => {
    const stamp = join(STAMPS, `${pkg}.stamp`);
    if (!existsSync(stamp) || !existsSync(join(ROOT, pkg, 'dist'))) return true;
    const own = readdirSync(join(ROOT, pkg)).filter((entry) => !SKIPPED.has(entry)).map((entry) => join(ROOT, pkg, entry));
    const inputs = [...own, ...common];
    return Math.max(...inputs.map(newest)) > statSync(stamp).mtimeMs;
  });
}

const running = new Set();

function run(command, args) {
  return new Promise((resolve) => {
    // Its own process group, so stopping it reaches webpack under npm too.
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', detached: true });
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Stops the builds in progress (their whole process groups), e.g. on Ctrl-C. */
export function stopBuild(signal = 'SIGTERM') {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

const JOBS = Math.max(1, Number(process.env.BUILD_JOBS) || Math.min(2, availableParallelism()));

/** Packages being built now (name → start time) and how many of this run are done: the progress lines read them. */
const progress = { building: new Map(), done: 0, total: 0 };

async function buildOne(pkg) {
  const started = Date.now();
  progress.building.set(pkg, started);
  process.stdout.write(`building ${pkg}\n`);
  const code = await run('npm', ['run', 'build', '--silent', '-w', pkg]);
  progress.building.delete(pkg);
  if (code !== 0) {
    console.error(`build of ${pkg} failed (exit ${code})`);
    return false;
  }
  mkdirSync(STAMPS, { recursive: true });
  // Stamped with the start time: a source saved during the build makes the next run rebuild.
  writeFileSync(join(STAMPS, `${pkg}.stamp`), `${new Date(started).toISOString()}\n`);
  utimesSync(join(STAMPS, `${pkg}.stamp`), started / 1000, started / 1000);
  progress.done += 1;
  console.log(`built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s (${progress.done} of ${progress.total})`);
  return true;
}

/** How often a build still running says so: webpack is silent for tens of seconds while it minifies. */
export const PROGRESS_EVERY_MS = 15_000;

/** The line printed while packages build, e.g. `still building shell, remote-auth: 2 of 7 built, 45 s so far`. */
export function progressLine(building, done, total, elapsedMs) {
  return `still building ${building.join(', ')}: ${done} of ${total} built, ${Math.round(elapsedMs / 1000)} s so far`;
}

/** Builds the packages, JOBS at a time; after a failure starts no more. Resolves true when all built. */
export async function buildPackages(packages) {
  const total = Date.now();
  const queue = [...packages];
  let ok = true;
  progress.done = 0;
  progress.total = packages.length;
  const ticker = setInterval(() => {
    if (progress.building.size) console.log(progressLine([...progress.building.keys()], progress.done, progress.total, Date.now() - total));
  }, PROGRESS_EVERY_MS);
  const worker = async () => {
    while (ok && queue.length) if (!(await buildOne(queue.shift()))) ok = false;
  };
  await Promise.all(Array.from({ length: Math.min(JOBS, queue.length) }, worker));
  clearInterval(ticker);
  if (ok && packages.length) console.log(`built ${packages.length} package(s) in ${((Date.now() - total) / 1000).toFixed(1)} s`);
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const named = args.filter((a) => !a.startsWith('--'));
  const chosen = named.length ? named : buildablePackages();
  const packages = args.includes('--stale') ? stalePackages(chosen) : chosen;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopBuild(signal);
      process.exit(130);
    });
  }
  if (packages.length === 0) console.log('every dist/ is newer than its sources');
  process.exit((await buildPackages(packages)) ? 0 : 1);
}
