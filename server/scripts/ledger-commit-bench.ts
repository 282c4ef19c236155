/**
 * The ledger commit benchmark's work (bench/ledger-commit.mjs starts it; see the method there):
 * a fresh migrated database (DATABASE_URL, or PGlite in memory) with one wallet whose cash
 * history grows in steps, and postings timed at each step under both commit checks.
 *
 *   node --import tsx server/scripts/ledger-commit-bench.ts --max 50000 --postings 200
 */
import { parseArgs } from 'node:util';
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import { runMigrations } from '../src/db/migrate.js';
import { inTransaction } from '../src/db/transaction.js';
import { createTestDatabase } from '../src/testing/test-app.js';
import { createWallet, findLedgerMismatches, post } from '../src/modules/wallet/wallet.service.js';
import '../src/modules/auth/auth.tables.js';

const { values: args } = parseArgs({ options: { max: { type: 'string', default: '50000' }, postings: { type: 'string', default: '200' } } });

/** The check migration 0116 replaced, verbatim in substance: it sums the balance's whole history. */
const SUM_CHECK = `
create or replace function bench_ledger_entries_check_sum() returns trigger language plpgsql as $$
declare
  stored numeric(18, 2);
  total numeric(18, 2);
begin
  if exists (select 1 from ledger_entries where wallet_id = new.wallet_id and balance_kind = new.balance_kind and id > new.id) then
    return null;
  end if;
  select balance into stored from wallet_balances where wallet_id = new.wallet_id and balance_kind = new.balance_kind;
  select coalesce(sum(amount), 0) into total from ledger_entries where wallet_id = new.wallet_id and balance_kind = new.balance_kind;
  if stored is distinct from total then
    raise exception 'wallet % % balance % differs from the sum of its entries %', new.wallet_id, new.balance_kind, stored, total using errcode = '23514';
  end if;
  return null;
end
$$`;

async function main(): Promise<void> {
  const max = Number(args.max);
  const postings = Number(args.postings);
  const database = await createTestDatabase();
  const db = database.handle.db;
  try {
    await runMigrations(database.handle);
    await sql.raw(SUM_CHECK).execute(db);
    const player = await db
      .insertInto('players')
      .values({ usercode: '99000001', username: 'ledgerbench', email: 'ledger-bench@example.com', name: 'Ledger', surname: 'Bench', phone: '905009900001', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const wallet = await inTransaction(db, (trx) => createWallet(trx, player.id));
    let ref = 0;
    let history = 0;

    const useCheck = async (which: 'newest' | 'sum') => {
      await sql.raw('drop trigger if exists ledger_entries_balance_matches on ledger_entries').execute(db);
      await sql.raw('drop trigger if exists bench_ledger_entries_sum on ledger_entries').execute(db);
      await sql
        .raw(
          which === 'newest'
            ? 'create constraint trigger ledger_entries_balance_matches after insert on ledger_entries deferrable initially deferred for each row execute function ledger_entries_check_newest()'
            : 'create constraint trigger bench_ledger_entries_sum after insert on ledger_entries deferrable initially deferred for each row execute function bench_ledger_entries_check_sum()',
        )
        .execute(db);
    };
    // Ten entries a journal, as real postings have few each: a history of one journal, or of one
    // wallet only, would give the planner statistics no ledger has.
    const grow = async (entries: number) => {
      if (entries <= 0) return;
      await inTransaction(db, (trx) =>
        sql`with journal as (
                insert into ledger_journals (wallet_id, type, actor_kind, actor_id, provider, external_id)
                select ${wallet}::bigint, 'adjustment_credit', 'system', 'ledger-bench', 'arcadia', 'ledger-bench:grow:' || ${history}::bigint || ':' || k
                  from generate_series(1, (${entries}::int + 9) / 10) k
                returning id),
              numbered as (select id, row_number() over (order by id) as n from journal)
            insert into ledger_entries (journal_id, wallet_id, balance_kind, amount, balance_after)
            select numbered.id, ${wallet}::bigint, 'cash', 0.01, b.balance + 0.01 * g
              from generate_series(1, ${entries}::int) g
              join numbered on numbered.n = (g - 1) / 10 + 1
              cross join wallet_balances b
             where b.wallet_id = ${wallet}::bigint and b.balance_kind = 'cash'
             order by g`.execute(trx),
      );
      history += entries;
      // As autovacuum would soon after such a bulk insert: the balance row's versions left by one
      // transaction updating it for every entry pruned, and plans made for a long history.
      await sql`vacuum (analyze) wallet_balances, ledger_entries, ledger_journals`.execute(db);
    };
    const timePostings = async (count: number, into: number[]) => {
      for (let i = 0; i < count; i += 1) {
        const t0 = performance.now();
        await inTransaction(db, (trx) =>
          post(trx, { walletId: wallet, type: 'adjustment_credit', actor: { kind: 'system', id: 'ledger-bench' }, ref: { provider: 'arcadia', externalId: `ledger-bench:${(ref += 1)}` }, entries: [{ balance: 'cash', amount: '1.00' }] }),
        );
        into.push(performance.now() - t0);
      }
      history += count;
    };
    const pct = (list: number[], p: number) => {
      const sorted = [...list].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
    };
    const fmt = (v: number) => `${v.toFixed(2)} ms`;

    const steps = [0, 1_000, 10_000, 50_000, 200_000, 1_000_000].filter((n) => n <= max);
    if (!steps.includes(max)) steps.push(max);
    console.log(`Ledger commit cost on ${database.url === 'memory://' ? 'PGlite (in memory)' : 'PostgreSQL'}, ${cpus().length} cores, load average ${(loadavg()[0] ?? 0).toFixed(1)}; ${postings} postings of one entry per step and check.`);
    for (const target of steps) {
      const grown = performance.now();
      await grow(target - history);
      const growSeconds = (performance.now() - grown) / 1000;
      const atStart = history;
      const newest: number[] = [];
      const sum: number[] = [];
      for (let done = 0; done < postings; done += 25) {
        const block = Math.min(25, postings - done);
        await useCheck('newest');
        await timePostings(block, newest);
        await useCheck('sum');
        await timePostings(block, sum);
      }
      await useCheck('newest');
      const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
      console.log(
        `history ${atStart.toLocaleString('en')} entries (grown in ${growSeconds.toFixed(1)} s): newest-entry check p50 ${fmt(pct(newest, 50))}, p90 ${fmt(pct(newest, 90))}, mean ${fmt(mean(newest))}; ` +
          `whole-history sum p50 ${fmt(pct(sum, 50))}, p90 ${fmt(pct(sum, 90))}, mean ${fmt(mean(sum))}; load ${(loadavg()[0] ?? 0).toFixed(1)}`,
      );
    }
    const mismatches = await findLedgerMismatches(db);
    console.log(`Audit (findLedgerMismatches, the full sum over every balance): ${mismatches.length ? `${mismatches.length} MISMATCHES` : 'no mismatch'}.`);
    if (mismatches.length) process.exitCode = 2;
  } finally {
    await database.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
