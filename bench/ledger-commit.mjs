#!/usr/bin/env node
// Ledger commit cost against the length of a balance's history: does a posting get slower as the
// balance it moves accumulates entries?
//
//   node bench/ledger-commit.mjs                        # PGlite in memory; histories up to 50,000 entries
//   node bench/ledger-commit.mjs --max 200000 --postings 300
//   node bench/ledger-commit.mjs --database-url postgres://postgres@127.0.0.1:5432/postgres   # a fresh database, dropped after
//
// Method (server/scripts/ledger-commit-bench.ts does the work, under tsx, through the server's
// own migrations and ledger). A fresh, migrated database with one wallet. Its cash balance is
// grown in steps (0, 1,000, 10,000, 50,000 … up to --max entries; each step one journal of +0.01
// entries written by one INSERT, every entry through the ledger's triggers, then VACUUM ANALYZE).
// At each step --postings postings of +1.00 cash, each in a transaction of its own through the
// service's `post`, are timed from begin to commit (p50, p90, mean), twice: with the commit check
// of migration 0116 (the stored balance against the newest entry) and with the check it replaced
// (migration 0105: the sum of the balance's whole history), swapped in on this throwaway database
// only, alternating in blocks of 25 so that load changes hit both alike.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..');

const { values: args } = parseArgs({
  options: {
    max: { type: 'string', default: '50000' },
    postings: { type: 'string', default: '200' },
    'database-url': { type: 'string' },
  },
});
for (const name of ['max', 'postings']) {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < 1 || n > 10_000_000) throw new Error(`--${name} must be an integer from 1 to 10,000,000`);
}

const env = { ...process.env };
if (args['database-url']) env.DATABASE_URL = args['database-url'];
else delete env.DATABASE_URL;
const run = spawn(process.execPath, ['--import', 'tsx', 'scripts/ledger-commit-bench.ts', '--max', args.max, '--postings', args.postings], { cwd: join(ROOT, 'server'), env, stdio: 'inherit' });
run.on('exit', (code) => process.exit(code ?? 1));
