#!/usr/bin/env node
/**
 * `npm start`: builds whatever package has no dist/ yet or is older than its sources (see
 * tools/build.mjs), then runs the server's own `start` script (`node dist/server.js`), which serves
 * the API, the shell at / and every remote under /remotes/<folder>/ on PORT (default 8080).
 * Ctrl-C and SIGTERM go to the server, which shuts down gracefully; its exit code is ours.
 * The script runs without npm in between: npm exits on SIGTERM without waiting for its child.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPackages, stalePackages, stopBuild } from './build.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Ctrl-C while building stops the build (and start-up). */
const stopBuilding = (signal) => {
  stopBuild(signal);
  process.exit(130);
};
for (const signal of SIGNALS) process.on(signal, stopBuilding);

const stale = stalePackages();
if (stale.length) {
  console.log(`building what is missing or out of date: ${stale.join(', ')}`);
  if (!(await buildPackages(stale))) process.exit(1);
}

// The server package's `start` script, e.g. `node dist/server.js`, run directly in its folder.
const serverDir = join(ROOT, 'server');
const [command, ...args] = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')).scripts.start.trim().split(/\s+/);
const server = spawn(command === 'node' ? process.execPath : command, args, { cwd: serverDir, stdio: 'inherit' });
for (const signal of SIGNALS) {
  process.off(signal, stopBuilding);
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + 15 : 0)));
