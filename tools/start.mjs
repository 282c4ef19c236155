#!/usr/bin/env node
/**
 * `npm start`: builds whatever package has no dist/ yet or is older than its sources (see
 * tools/build.mjs), then runs the server (`npm start -w server`), which serves the API, the shell
 * at / and every remote under /remotes/<folder>/ on PORT (default 8080).
 * Ctrl-C and SIGTERM go to the server, which shuts down gracefully; its exit code is ours.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPackages, stalePackages } from './build.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const stale = stalePackages();
if (stale.length) {
  console.log(`building what is missing or out of date: ${stale.join(', ')}`);
  if (!(await buildPackages(stale))) process.exit(1);
}

const server = spawn('npm', ['start', '--silent', '-w', 'server'], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + 15 : 0)));
