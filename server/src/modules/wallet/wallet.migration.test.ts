import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { defaultMigrationsDir, readMigrations, runMigrations } from '../../db/migrate.js';
import { inTransaction } from '../../db/transaction.js';
import { findLedgerMismatches, OWN_PROVIDER, post } from './wallet.service.js';

/**
 * The ledger's restructuring runs on databases that already hold wallets and entries of the
 * first ledger (one balance per wallet, entries keyed by (type, reference)): it keeps every entry,
 * and leaves every balance equal to the sum of its entries.
 */
let database: TestDatabase;
let before0105: string;
const LEDGER_MIGRATION = 105;

before(async () => {
  database = await createTestDatabase();
  before0105 = mkdtempSync(join(tmpdir(), 'arcadia-ledger-'));
  for (const m of readMigrations(defaultMigrationsDir())) if (m.version < LEDGER_MIGRATION) copyFileSync(join(defaultMigrationsDir(), m.name), join(before0105, m.name));
  await runMigrations(database.handle, before0105);
});
after(async () => {
  await database?.dispose();
  if (before0105) rmSync(before0105, { recursive: true, force: true });
});

const db = () => database.handle.db;
const run = (text: string) => inTransaction(db(), (trx) => database.handle.runScript(trx, text));

/** A player with a wallet of the first ledger; returns [player id, wallet id]. */
async function legacyWallet(n: number): Promise<[number, number]> {
  const rows = await sql<{ player_id: number; wallet_id: number }>`
    with p as (
      insert into players (usercode, username, email, name, surname, phone, password_hash)
      values (${String(20_000_000 + n)}, ${`legacy${n}x`}, ${`legacy${n}@example.com`}, 'Legacy', 'Player', ${`90500111${String(n).padStart(4, '0')}`}, 'x')
      returning id
    )
    insert into wallets (player_id) select id from p returning player_id, id as wallet_id`.execute(db());
  return [Number(rows.rows[0]!.player_id), Number(rows.rows[0]!.wallet_id)];
}

/** Books an entry the way the first ledger did: the entry, then the wallet balance, in one transaction. */
const legacyEntry = (wallet: number, amount: string, balanceAfter: string, type: string, reference: string) =>
  run(`insert into ledger_entries (wallet_id, amount, balance_after, type, reference) values (${wallet}, ${amount}, ${balanceAfter}, '${type}', '${reference}');
       update wallets set balance = ${balanceAfter} where id = ${wallet};`);

describe('migrating the first ledger', () => {
  const ids = { bonus: [0, 0], raced: [0, 0], empty: [0, 0], spent: [0, 0] } as Record<'bonus' | 'raced' | 'empty' | 'spent', [number, number]>;

  before(async () => {
    ids.bonus = await legacyWallet(1);
    ids.raced = await legacyWallet(2);
    ids.empty = await legacyWallet(3);
    ids.spent = await legacyWallet(4);
    const [pBonus, wBonus] = ids.bonus;
    await legacyEntry(wBonus, '50.00', '50.00', 'trial_bonus', String(pBonus));
    await legacyEntry(wBonus, '20.00', '70.00', 'test_credit', 'top-up-1');
    // Two unlocked postings that both passed the first ledger's chain check: balance 10, entries 20.
    const [, wRaced] = ids.raced;
    await legacyEntry(wRaced, '10.00', '10.00', 'test_credit', 'race-1');
    await run(`alter table ledger_entries disable trigger ledger_entries_chain;
               insert into ledger_entries (wallet_id, amount, balance_after, type, reference) values (${wRaced}, 10.00, 10.00, 'test_credit', 'race-2');
               alter table ledger_entries enable trigger ledger_entries_chain;`);
    const [pSpent, wSpent] = ids.spent;
    await legacyEntry(wSpent, '50.00', '50.00', 'trial_bonus', String(pSpent));
    await legacyEntry(wSpent, '-30.00', '20.00', 'test_debit', 'spent-1');

    const applied = await runMigrations(database.handle);
    assert.ok(applied.some((name) => name.startsWith('0105-')));
  });

  const balances = async (wallet: number) =>
    Object.fromEntries((await db().selectFrom('wallet_balances').select(['balance_kind', 'balance']).where('wallet_id', '=', wallet).execute()).map((r) => [r.balance_kind, r.balance]));

  test('every entry keeps its id, amount and type, in a journal of its own keyed by its old (type, reference)', async () => {
    const [pBonus, wBonus] = ids.bonus;
    const journals = await db().selectFrom('ledger_journals').selectAll().where('wallet_id', '=', wBonus).orderBy('id').execute();
    const entries = await db().selectFrom('ledger_entries').selectAll().where('wallet_id', '=', wBonus).orderBy('id').execute();
    assert.deepEqual(
      journals.slice(0, 2).map((j) => [j.type, j.provider, j.external_id, j.actor_kind]),
      [
        ['trial_bonus', OWN_PROVIDER, `trial_bonus:${pBonus}`, 'system'],
        ['test_credit', OWN_PROVIDER, 'test_credit:top-up-1', 'system'],
      ],
    );
    assert.deepEqual(
      entries.slice(0, 2).map((e) => [e.journal_id, e.amount, e.balance_kind, e.type]),
      [
        [journals[0]!.id, '50.00', 'cash', 'trial_bonus'],
        [journals[1]!.id, '20.00', 'cash', 'test_credit'],
      ],
    );
    assert.equal(entries[0]!.id, journals[0]!.id);
    const types = await db().selectFrom('ledger_entry_types').select(['type', 'direction']).where('type', 'in', ['test_credit', 'test_debit']).orderBy('type').execute();
    assert.deepEqual(types, [
      { type: 'test_credit', direction: 'in' },
      { type: 'test_debit', direction: 'out' },
    ]);
  });

  test('trial bonuses left in cash move to the bonus balance, with a wagering requirement', async () => {
    assert.deepEqual(await balances(ids.bonus[1]), { cash: '20.00', bonus: '50.00', held: '0.00' });
    // Only what is left of the bonus moves: 30 of it was spent.
    assert.deepEqual(await balances(ids.spent[1]), { cash: '0.00', bonus: '20.00', held: '0.00' });
    const grants = await db().selectFrom('bonus_grants').select(['wallet_id', 'amount', 'wagering_required']).orderBy('wallet_id').execute();
    assert.deepEqual(grants, [
      { wallet_id: ids.bonus[1], amount: '50.00', wagering_required: '500.00' },
      { wallet_id: ids.spent[1], amount: '20.00', wagering_required: '200.00' },
    ]);
    const moves = await db().selectFrom('ledger_journals').select('type').where('type', '=', 'bonus_reclassified').execute();
    assert.equal(moves.length, 2);
  });

  test('a balance that had drifted from its entries takes their sum, and the drift is recorded', async () => {
    const [, wRaced] = ids.raced;
    assert.deepEqual(await balances(wRaced), { cash: '20.00', bonus: '0.00', held: '0.00' });
    const corrections = await db().selectFrom('wallet_balance_corrections').select(['wallet_id', 'stored_balance', 'ledger_sum']).execute();
    assert.deepEqual(corrections, [{ wallet_id: wRaced, stored_balance: '10.00', ledger_sum: '20.00' }]);
    assert.deepEqual(await balances(ids.empty[1]), { cash: '0.00', bonus: '0.00', held: '0.00' });
    assert.deepEqual(await findLedgerMismatches(db()), []);
  });

  test('the migrated ledger takes new postings, and an old event replayed by its old key changes nothing', async () => {
    const [, wBonus] = ids.bonus;
    const legacyMax = Number((await sql<{ max: number }>`select max(id) as max from ledger_journals`.execute(db())).rows[0]!.max);
    const actor = { kind: 'system', id: 'migration-test' } as const;
    const fresh = await inTransaction(db(), (trx) =>
      post(trx, { walletId: wBonus, type: 'adjustment_credit', actor, ref: { provider: OWN_PROVIDER, externalId: 'after-migration-1' }, entries: [{ balance: 'cash', amount: 5 }] }),
    );
    assert.ok(fresh.journal.id > legacyMax);
    assert.deepEqual(fresh.balances, { cash: '25.00', bonus: '50.00', held: '0.00' });
    const replay = await inTransaction(db(), (trx) =>
      post(trx, { walletId: wBonus, type: 'test_credit', actor, ref: { provider: OWN_PROVIDER, externalId: 'test_credit:top-up-1' }, entries: [{ balance: 'cash', amount: 20 }] }),
    );
    assert.equal(replay.applied, false);
    assert.equal(replay.balances.cash, '25.00');
    assert.deepEqual(await findLedgerMismatches(db()), []);
  });
});
