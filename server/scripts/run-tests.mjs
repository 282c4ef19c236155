// Runs the server's tests (src/**/*.test.ts) with node:test through tsx, one file per core at a time:
// each file is its own process with its own database (a fresh PGlite, or a database of its own on
// DATABASE_URL) and its own Redis key prefix, so files never share state. TEST_CONCURRENCY overrides
// the number of files run at once. Node 20's --test does not expand globs itself.
// Arguments narrow the run: `npm test -w server -- cms hub` runs files whose path contains "cms" or "hub".
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const filters = process.argv.slice(2);
const files = readdirSync(join(root, 'src'), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => join('src', f))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  console.error(`no server test files match ${filters.join(', ')}`);
  process.exit(1);
}
const concurrency = Number(process.env.TEST_CONCURRENCY) || availableParallelism();
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files], { cwd: root, stdio: 'inherit' });
if (result.error) console.error(relative(root, String(result.error)));
process.exit(result.status ?? 1);
