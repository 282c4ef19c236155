#!/usr/bin/env node
/**
 * `npm run typecheck`: `tsc --noEmit -p <package>` for every workspace that has a tsconfig.json,
 * two at a time (the machines have two cores). Each package keeps its own compiler options
 * (the server has no DOM, the front end has), which one root project could not.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { workspaces } from './workspaces.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const packages = workspaces().filter((w) => existsSync(join(root, w, 'tsconfig.json')) && (only.length === 0 || only.includes(w)));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const parallel = Math.max(1, Math.min(2, availableParallelism()));

function check(pkg) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', join(root, pkg)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    // TS18003 "No inputs were found": a package whose sources have not landed yet has nothing to check.
    child.on('close', (code) => resolve({ pkg, ok: code === 0 || /^error TS18003/.test(out.trim()), empty: /TS18003/.test(out), out, ms: Date.now() - started }));
  });
}

const queue = [...packages];
const results = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    while (queue.length) {
      const result = await check(queue.shift());
      results.push(result);
      const label = result.empty ? 'skip' : result.ok ? 'ok  ' : 'FAIL';
      console.log(`${label} ${result.pkg}${result.empty ? ' (no sources yet)' : ''} (${(result.ms / 1000).toFixed(1)} s)`);
      if (!result.ok) process.stdout.write(result.out);
    }
  }),
);
const failed = results.filter((r) => !r.ok).map((r) => r.pkg);
if (failed.length) {
  console.error(`typecheck failed in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`typecheck passed in ${results.length} packages`);
