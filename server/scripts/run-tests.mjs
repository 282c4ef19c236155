// Runs the server's tests (src/**/*.test.ts) with node:test through tsx, one file per core at a time:
// each file is its own process with its own database (a fresh PGlite, or a database of its own on
// DATABASE_URL) and its own Redis key prefix, so files never share state. TEST_CONCURRENCY overrides
// the number of files run at once. Node 20's --test does not expand globs itself.
// Arguments narrow the run: `npm test -w server -- cms hub` runs files whose path contains "cms" or "hub".
// On PGlite, an empty cluster is made once and dumped (ARCADIA_TEST_PGLITE_TEMPLATE): every test
// database starts from that dump instead of running initdb again (about 2 s each, 0.5 s loaded).
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

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
/** The dump of a new, empty PGlite cluster, in a temporary folder removed after the run. */
async function dumpEmptyCluster(dir) {
  const cluster = await PGlite.create('memory://');
  const dump = await cluster.dumpDataDir('none');
  await cluster.close();
  const path = join(dir, 'empty-cluster.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  return path;
}

const concurrency = Number(process.env.TEST_CONCURRENCY) || availableParallelism();
const work = mkdtempSync(join(tmpdir(), 'arcadia-server-tests-'));
let status = 1;
try {
  const env = { ...process.env };
  if (!env.DATABASE_URL) env.ARCADIA_TEST_PGLITE_TEMPLATE = await dumpEmptyCluster(work);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files], { cwd: root, stdio: 'inherit', env });
  if (result.error) console.error(relative(root, String(result.error)));
  status = result.status ?? 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
