import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { runMigrations } from '../../db/migrate.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import {
  createWallet,
  findLedgerMismatches,
  grantBonus,
  IdempotencyConflictError,
  InsufficientFundsError,
  OWN_PROVIDER,
  post,
  rebuildBalance,
  reverse,
  ReversalRefusedError,
  type Actor,
  type BalanceKind,
  type Posting,
} from './wallet.service.js';
import { fromKurus, normalizeAmount, toKurus } from './money.js';

let database: TestDatabase;
let nextPlayer = 0;
let nextRef = 0;

before(async () => {
  database = await createTestDatabase();
  await runMigrations(database.handle);
});
after(async () => {
  await database?.dispose();
});

const db = () => database.handle.db;
const system: Actor = { kind: 'system', id: 'wallet-test' };
const ref = (label = 'test') => ({ provider: OWN_PROVIDER, externalId: `${label}:${(nextRef += 1)}` });

/** A cash posting of `amount` (signed) as an operator adjustment. */
const cash = (walletId: number, amount: string | number, externalRef = ref()): Posting => ({
  walletId,
  type: toKurus(amount) > 0n ? 'adjustment_credit' : 'adjustment_debit',
  actor: system,
  ref: externalRef,
  entries: [{ balance: 'cash', amount }],
});

async function newWallet(): Promise<number> {
  nextPlayer += 1;
  const player = await db()
    .insertInto('players')
    .values({ usercode: String(10_000_000 + nextPlayer), username: `wallet${nextPlayer}x`, email: `w${nextPlayer}@example.com`, name: 'Test', surname: 'Player', phone: `90500${nextPlayer}`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inTransaction(db(), (trx) => createWallet(trx, player.id));
}

async function balancesOfWallet(walletId: number): Promise<Record<string, string>> {
  const rows = await db().selectFrom('wallet_balances').select(['balance_kind', 'balance']).where('wallet_id', '=', walletId).execute();
  return Object.fromEntries(rows.map((r) => [r.balance_kind, r.balance]));
}

const journalsOf = async (walletId: number) => (await db().selectFrom('ledger_journals').select('id').where('wallet_id', '=', walletId).execute()).length;

/** The database error code of a failed statement or commit. */
async function errorCode(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
  assert.fail('expected the database to refuse');
}

/** Runs raw SQL statements in one transaction (on PGlite and PostgreSQL alike). */
const rawTransaction = (work: (trx: Transaction<Database>) => Promise<unknown>) => inTransaction(db(), async (trx) => void (await work(trx)), 0);

/** Every balance equals the sum of its entries and none is negative, over the whole database. */
async function assertLedgerHolds(): Promise<void> {
  assert.deepEqual(await findLedgerMismatches(db()), []);
  const negative = await db().selectFrom('wallet_balances').select('wallet_id').where('balance', '<', '0').execute();
  assert.deepEqual(negative, []);
}

describe('money', () => {
  test('amounts are exact in kuruş', () => {
    assert.equal(toKurus('12.5'), 1250n);
    assert.equal(toKurus(0.1), 10n);
    assert.equal(fromKurus(toKurus('0.10') + toKurus('0.20')), '0.30');
    assert.equal(normalizeAmount(50), '50.00');
    assert.equal(fromKurus(-5n), '-0.05');
    assert.throws(() => toKurus('1.234'));
    assert.throws(() => toKurus('1e3'));
    assert.throws(() => toKurus(Number.NaN));
  });
});

describe('post', () => {
  test('a credit and a debit move the cash balance with one journal and entry each', async () => {
    const wallet = await newWallet();
    const c = await inTransaction(db(), (trx) => post(trx, cash(wallet, '100.50')));
    assert.equal(c.applied, true);
    assert.deepEqual(c.balances, { cash: '100.50', bonus: '0.00', held: '0.00' });
    assert.equal(c.balance, '100.50');
    assert.equal(c.journal.type, 'adjustment_credit');
    assert.deepEqual(c.journal.actor, system);
    assert.equal(c.journal.entries.length, 1);
    assert.equal(c.journal.entries[0]!.balanceAfter, '100.50');
    const d = await inTransaction(db(), (trx) => post(trx, cash(wallet, '-40.25')));
    assert.equal(d.balance, '60.25');
    assert.equal(d.journal.entries[0]!.amount, '-40.25');
    assert.equal(d.journal.entries[0]!.type, 'adjustment_debit', 'each entry carries its journal type');
    assert.deepEqual(await balancesOfWallet(wallet), { cash: '60.25', bonus: '0.00', held: '0.00' });
  });

  test('replaying a (provider, external id) answers the first journal and changes nothing; different content is refused', async () => {
    const wallet = await newWallet();
    const key = { provider: 'demo-pay', externalId: 'tx-0001' };
    const first = await inTransaction(db(), (trx) => post(trx, cash(wallet, 10, key)));
    const again = await inTransaction(db(), (trx) => post(trx, cash(wallet, 10, key)));
    assert.equal(again.applied, false);
    assert.equal(again.journal.id, first.journal.id);
    assert.equal(again.balances.cash, '10.00');
    await assert.rejects(inTransaction(db(), (trx) => post(trx, cash(wallet, 11, key))), IdempotencyConflictError);
    const other = await newWallet();
    await assert.rejects(inTransaction(db(), (trx) => post(trx, cash(other, 10, key))), IdempotencyConflictError);
    assert.equal((await balancesOfWallet(wallet)).cash, '10.00');
    assert.equal(await journalsOf(wallet), 1);
    assert.equal(await journalsOf(other), 0);
  });

  test('a debit larger than the balance is refused and changes nothing', async () => {
    const wallet = await newWallet();
    await inTransaction(db(), (trx) => post(trx, cash(wallet, 5)));
    await assert.rejects(inTransaction(db(), (trx) => post(trx, cash(wallet, '-5.01'))), InsufficientFundsError);
    assert.equal((await balancesOfWallet(wallet)).cash, '5.00');
    assert.equal(await journalsOf(wallet), 1);
  });

  test('a zero amount, an unknown balance and an empty posting are refused', async () => {
    const wallet = await newWallet();
    await assert.rejects(inTransaction(db(), (trx) => post(trx, cash(wallet, 0))), /never 0/);
    await assert.rejects(inTransaction(db(), (trx) => post(trx, cash(wallet, '0.00'))), /never 0/);
    await assert.rejects(inTransaction(db(), (trx) => post(trx, { ...cash(wallet, 1), entries: [{ balance: 'gold' as BalanceKind, amount: 1 }] })), /unknown balance/);
    await assert.rejects(inTransaction(db(), (trx) => post(trx, { ...cash(wallet, 1), entries: [] })), /at least one/);
    assert.equal(await journalsOf(wallet), 0);
  });

  test('only the transaction of inTransaction posts (a Kysely does not even compile)', async () => {
    const wallet = await newWallet();
    // @ts-expect-error a posting takes a Transaction<Database>, never the Kysely instance itself
    await assert.rejects(post(db(), cash(wallet, 1)), TypeError);
    // A transaction opened around inTransaction's hooks could not tell the balance caches when it commits.
    await assert.rejects(db().transaction().execute((trx) => post(trx, cash(wallet, 1))), /inTransaction/);
    assert.equal(await journalsOf(wallet), 0);
  });

  test('a failing business change rolls its posting back', async () => {
    const wallet = await newWallet();
    await assert.rejects(
      inTransaction(db(), async (trx) => {
        await post(trx, cash(wallet, 30));
        throw new Error('the business change failed');
      }),
    );
    assert.equal((await balancesOfWallet(wallet)).cash, '0.00');
    assert.equal((await rebuildBalance(db(), wallet)).entries, 0);
  });

  test('a move between balances (cash → held) is one journal whose entries net to 0', async () => {
    const wallet = await newWallet();
    await inTransaction(db(), (trx) => post(trx, cash(wallet, 100)));
    const hold = await inTransaction(db(), (trx) =>
      post(trx, { walletId: wallet, type: 'bonus_reclassified', actor: system, ref: ref(), entries: [{ balance: 'cash', amount: -60 }, { balance: 'held', amount: 60 }] }),
    );
    assert.equal(hold.journal.entries.length, 2);
    assert.deepEqual(hold.balances, { cash: '40.00', bonus: '0.00', held: '60.00' });
    assert.equal(hold.balance, '40.00', 'held money is not playable');
    await assert.rejects(
      inTransaction(db(), (trx) =>
        post(trx, { walletId: wallet, type: 'bonus_reclassified', actor: system, ref: ref(), entries: [{ balance: 'cash', amount: -50 }, { balance: 'held', amount: 50 }] }),
      ),
      (error: unknown) => error instanceof InsufficientFundsError && error.balanceKind === 'cash',
    );
    await assertLedgerHolds();
  });

  test('a reversal undoes its journal entry by entry, once; a reversal is not reversed', async () => {
    const wallet = await newWallet();
    await inTransaction(db(), (trx) => post(trx, cash(wallet, 100)));
    const hold = await inTransaction(db(), (trx) =>
      post(trx, { walletId: wallet, type: 'bonus_reclassified', actor: system, ref: ref(), entries: [{ balance: 'cash', amount: -30 }, { balance: 'held', amount: 30 }] }),
    );
    const key = ref('return');
    const back = await inTransaction(db(), (trx) => reverse(trx, { journalId: hold.journal.id, actor: { kind: 'operator', id: 'admin-1' }, ref: key }));
    assert.equal(back.journal.reversesJournalId, hold.journal.id);
    assert.deepEqual(back.journal.entries.map((e) => [e.balance, e.amount]), [['cash', '30.00'], ['held', '-30.00']]);
    assert.deepEqual(back.balances, { cash: '100.00', bonus: '0.00', held: '0.00' });
    const replayed = await inTransaction(db(), (trx) => reverse(trx, { journalId: hold.journal.id, actor: system, ref: key }));
    assert.equal(replayed.applied, false);
    assert.equal(replayed.journal.id, back.journal.id);
    await assert.rejects(inTransaction(db(), (trx) => reverse(trx, { journalId: hold.journal.id, actor: system, ref: ref() })), ReversalRefusedError);
    await assert.rejects(inTransaction(db(), (trx) => reverse(trx, { journalId: back.journal.id, actor: system, ref: ref() })), ReversalRefusedError);
    await assert.rejects(inTransaction(db(), (trx) => reverse(trx, { journalId: hold.journal.id, type: 'adjustment_credit', actor: system, ref: ref() })));
    assert.deepEqual(await balancesOfWallet(wallet), { cash: '100.00', bonus: '0.00', held: '0.00' });
    await assertLedgerHolds();
  });

  test('a bonus goes to the bonus balance and records its wagering requirement', async () => {
    const wallet = await newWallet();
    const key = ref('bonus');
    const grant = { walletId: wallet, amount: '50', wageringMultiplier: 12, type: 'trial_bonus', actor: { kind: 'player', id: '7' } as Actor, ref: key };
    const granted = await inTransaction(db(), (trx) => grantBonus(trx, grant));
    assert.deepEqual(granted.balances, { cash: '0.00', bonus: '50.00', held: '0.00' });
    assert.equal(granted.balance, '50.00', 'bonus money is playable');
    assert.equal(granted.wageringRequired, '600.00');
    const row = await db().selectFrom('bonus_grants').selectAll().where('journal_id', '=', granted.journal.id).executeTakeFirstOrThrow();
    assert.deepEqual([row.amount, row.wagering_required, row.wagered, row.status], ['50.00', '600.00', '0.00', 'active']);
    const again = await inTransaction(db(), (trx) => grantBonus(trx, grant));
    assert.equal(again.applied, false);
    assert.equal(again.wageringRequired, '600.00');
    assert.equal((await db().selectFrom('bonus_grants').select('id').where('wallet_id', '=', wallet).execute()).length, 1);
  });

  test('200 concurrent credits, debits and moves on one wallet: every balance equals the sum of its entries, none negative', async () => {
    const wallet = await newWallet();
    const amounts = Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? -25 : i % 7 === 0 ? 'move' : 10 + (i % 5)));
    const results = await Promise.allSettled(
      amounts.map((amount) =>
        inTransaction(db(), (trx) =>
          amount === 'move'
            ? post(trx, { walletId: wallet, type: 'bonus_reclassified', actor: system, ref: ref('race'), entries: [{ balance: 'cash', amount: -5 }, { balance: 'held', amount: 5 }] })
            : post(trx, cash(wallet, amount, ref('race'))),
        ),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    for (const r of refused) assert.ok((r as PromiseRejectedResult).reason instanceof InsufficientFundsError, String((r as PromiseRejectedResult).reason));
    let cashKurus = 0n;
    let heldKurus = 0n;
    results.forEach((r, i) => {
      if (r.status !== 'fulfilled') return;
      const amount = amounts[i]!;
      if (amount === 'move') {
        cashKurus -= 500n;
        heldKurus += 500n;
      } else cashKurus += toKurus(amount);
    });
    assert.ok(results.length - refused.length > 100, 'most postings went through');
    assert.deepEqual(await balancesOfWallet(wallet), { cash: fromKurus(cashKurus), bonus: '0.00', held: fromKurus(heldKurus) });
    assert.equal(await journalsOf(wallet), results.length - refused.length);
    await assertLedgerHolds();
  });
});

describe('database guards of the ledger', () => {
  /** Inserts a journal and returns its id (inside `trx`). */
  const insertJournal = async (trx: Transaction<Database>, walletId: number, type = 'adjustment_credit') =>
    (
      await trx
        .insertInto('ledger_journals')
        .values({ wallet_id: walletId, type, actor_kind: 'system', actor_id: 'raw-sql', provider: OWN_PROVIDER, external_id: `raw:${(nextRef += 1)}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const insertEntry = (trx: Transaction<Database>, journalId: number, walletId: number, amount: string, balanceAfter: string, balanceKind = 'cash') =>
    trx.insertInto('ledger_entries').values({ journal_id: journalId, wallet_id: walletId, balance_kind: balanceKind, amount, balance_after: balanceAfter }).execute();

  test('an entry moves its balance by itself: there is no entry without its balance change', async () => {
    const wallet = await newWallet();
    await rawTransaction(async (trx) => {
      const journal = await insertJournal(trx, wallet);
      await insertEntry(trx, journal, wallet, '7.00', '7.00');
    });
    assert.equal((await balancesOfWallet(wallet)).cash, '7.00');
    const entry = await db().selectFrom('ledger_entries').select('type').where('wallet_id', '=', wallet).executeTakeFirstOrThrow();
    assert.equal(entry.type, 'adjustment_credit', 'the entry takes its journal type');
    await assertLedgerHolds();
  });

  test('entries and journals cannot be updated, deleted or truncated', async () => {
    const wallet = await newWallet();
    const { journal } = await inTransaction(db(), (trx) => post(trx, cash(wallet, 1)));
    const entryId = journal.entries[0]!.id;
    assert.equal(await errorCode(() => db().updateTable('ledger_entries').set({ amount: '1000.00' }).where('id', '=', entryId).execute()), '42501');
    assert.equal(await errorCode(() => db().deleteFrom('ledger_entries').where('id', '=', entryId).execute()), '42501');
    assert.equal(await errorCode(() => sql`truncate ledger_entries`.execute(db())), '42501');
    assert.equal(await errorCode(() => db().updateTable('ledger_journals').set({ actor_id: 'someone' }).where('id', '=', journal.id).execute()), '42501');
    assert.equal(await errorCode(() => db().deleteFrom('ledger_journals').where('id', '=', journal.id).execute()), '42501');
    assert.equal(await errorCode(() => sql`truncate ledger_journals cascade`.execute(db())), '42501');
  });

  test('a balance cannot change without its entry, be deleted, start above 0 or go negative', async () => {
    const wallet = await newWallet();
    assert.equal(await errorCode(() => db().updateTable('wallet_balances').set({ balance: '1000.00' }).where('wallet_id', '=', wallet).execute()), '23514');
    assert.equal(await errorCode(() => db().deleteFrom('wallet_balances').where('wallet_id', '=', wallet).execute()), '42501');
    assert.equal(await errorCode(() => db().deleteFrom('wallets').where('id', '=', wallet).execute()), '42501');
    // Every balance of a new wallet exists at 0; none can be added above 0.
    assert.deepEqual(await balancesOfWallet(wallet), { cash: '0.00', bonus: '0.00', held: '0.00' });
    assert.equal(await errorCode(() => db().insertInto('wallet_balances').values({ wallet_id: wallet, balance_kind: 'cash', balance: '10.00' }).execute()), '23514');
    assert.equal(await errorCode(() => rawTransaction(async (trx) => insertEntry(trx, await insertJournal(trx, wallet, 'adjustment_debit'), wallet, '-5.00', '-5.00'))), '23514');
    assert.equal((await balancesOfWallet(wallet)).cash, '0.00');
  });

  test('an entry that does not continue its chain, or moves nothing, is refused', async () => {
    const wallet = await newWallet();
    // 0 + 5 ≠ 7
    assert.equal(await errorCode(() => rawTransaction(async (trx) => insertEntry(trx, await insertJournal(trx, wallet), wallet, '5.00', '7.00'))), '23514');
    assert.equal(await errorCode(() => rawTransaction(async (trx) => insertEntry(trx, await insertJournal(trx, wallet), wallet, '0.00', '0.00'))), '23514');
    assert.equal(await journalsOf(wallet), 0);
    assert.equal((await balancesOfWallet(wallet)).cash, '0.00');
  });

  test('at commit: a journal has entries, and their net fits its direction', async () => {
    const wallet = await newWallet();
    await inTransaction(db(), (trx) => post(trx, cash(wallet, 20)));
    assert.equal(await errorCode(() => rawTransaction((trx) => insertJournal(trx, wallet))), '23514');
    // A credit type whose entries take money out.
    assert.equal(await errorCode(() => rawTransaction(async (trx) => insertEntry(trx, await insertJournal(trx, wallet), wallet, '-5.00', '15.00'))), '23514');
    // A move between balances that does not net to 0.
    assert.equal(
      await errorCode(() =>
        rawTransaction(async (trx) => {
          const journal = await insertJournal(trx, wallet, 'bonus_reclassified');
          await insertEntry(trx, journal, wallet, '-5.00', '15.00');
          await insertEntry(trx, journal, wallet, '4.00', '4.00', 'held');
        }),
      ),
      '23514',
    );
    assert.deepEqual(await balancesOfWallet(wallet), { cash: '20.00', bonus: '0.00', held: '0.00' });
  });

  /** Changes a cash balance without an entry, as only the owner can: the guard switched off for the one statement (inside `trx`). */
  const tamperCash = async (trx: Transaction<Database>, walletId: number, by: string) => {
    await sql`alter table wallet_balances disable trigger wallet_balances_guard`.execute(trx);
    await sql`update wallet_balances set balance = balance + ${by}::numeric where wallet_id = ${walletId} and balance_kind = 'cash'`.execute(trx);
    await sql`alter table wallet_balances enable trigger wallet_balances_guard`.execute(trx);
  };

  test('at commit: a balance changed after its newest entry, even by the owner with the guard off, is refused', async () => {
    const wallet = await newWallet();
    await inTransaction(db(), (trx) => post(trx, cash(wallet, 20)));
    assert.equal(
      await errorCode(() =>
        rawTransaction(async (trx) => {
          await post(trx, cash(wallet, 5));
          await tamperCash(trx, wallet, '100.00');
        }),
      ),
      '23514',
    );
    assert.deepEqual(await balancesOfWallet(wallet), { cash: '20.00', bonus: '0.00', held: '0.00' });
    await assertLedgerHolds();
  });

  test('the periodic audit (findLedgerMismatches) finds what only switching the guards off can do: a balance changed before its entry', async () => {
    const wallet = await newWallet();
    await inTransaction(db(), (trx) => post(trx, cash(wallet, 20)));
    // The next entry continues the tampered balance, so the commit check passes: the audit does not.
    await rawTransaction(async (trx) => {
      await tamperCash(trx, wallet, '100.00');
      await post(trx, cash(wallet, 5));
    });
    assert.deepEqual(await findLedgerMismatches(db()), [{ walletId: wallet, balance: 'cash', stored: '125.00', rebuilt: '25.00' }]);
    await rawTransaction((trx) => tamperCash(trx, wallet, '-100.00'));
    await assertLedgerHolds();
  });

  test('entries join only a journal of their own transaction; a journal is reversed once, exactly', async () => {
    const wallet = await newWallet();
    const { journal } = await inTransaction(db(), (trx) => post(trx, cash(wallet, 20)));
    assert.equal(await errorCode(() => rawTransaction((trx) => insertEntry(trx, journal.id, wallet, '5.00', '25.00'))), '23514');
    const reversal = (trx: Transaction<Database>) =>
      trx
        .insertInto('ledger_journals')
        .values({ wallet_id: wallet, type: 'reversal', actor_kind: 'system', actor_id: 'raw-sql', provider: OWN_PROVIDER, external_id: `raw:${(nextRef += 1)}`, reverses_journal_id: journal.id })
        .returning('id')
        .executeTakeFirstOrThrow();
    // Undoing only part of it is no reversal.
    assert.equal(await errorCode(() => rawTransaction(async (trx) => insertEntry(trx, (await reversal(trx)).id, wallet, '-5.00', '15.00'))), '23514');
    await rawTransaction(async (trx) => insertEntry(trx, (await reversal(trx)).id, wallet, '-20.00', '0.00'));
    await inTransaction(db(), (trx) => post(trx, cash(wallet, 20)));
    assert.equal(await errorCode(() => rawTransaction(async (trx) => insertEntry(trx, (await reversal(trx)).id, wallet, '-20.00', '0.00'))), '23505');
    assert.equal((await balancesOfWallet(wallet)).cash, '20.00');
    await assertLedgerHolds();
  });
});

describe('the application role', () => {
  /** Runs `work` as arcadia_app, in a transaction of its own. */
  const asApp = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    inTransaction(
      db(),
      async (trx) => {
        await sql`set local role arcadia_app`.execute(trx);
        return work(trx);
      },
      0,
    );

  test('may not update or delete the ledger, nor write balances: refused by privilege', async () => {
    const wallet = await newWallet();
    const { journal } = await inTransaction(db(), (trx) => post(trx, cash(wallet, 3)));
    const refused = async (work: (trx: Transaction<Database>) => Promise<unknown>) => {
      await assert.rejects(asApp(work), (error: unknown) => (error as { code?: string }).code === '42501' && /permission denied/.test((error as Error).message));
    };
    await refused((trx) => trx.updateTable('ledger_entries').set({ amount: '1000.00' }).where('journal_id', '=', journal.id).execute());
    await refused((trx) => trx.deleteFrom('ledger_entries').where('journal_id', '=', journal.id).execute());
    await refused((trx) => trx.updateTable('ledger_journals').set({ actor_id: 'x' }).where('id', '=', journal.id).execute());
    await refused((trx) => trx.deleteFrom('ledger_journals').where('id', '=', journal.id).execute());
    await refused((trx) => trx.updateTable('wallet_balances').set({ balance: '1000.00' }).where('wallet_id', '=', wallet).execute());
    await refused((trx) => trx.insertInto('wallet_balances').values({ wallet_id: wallet, balance_kind: 'cash' }).execute());
    await refused((trx) => trx.deleteFrom('wallets').where('id', '=', wallet).execute());
    await refused((trx) => trx.insertInto('ledger_entry_types').values({ type: 'free_money', direction: 'any', description: 'x' }).execute());
    assert.equal((await balancesOfWallet(wallet)).cash, '3.00');
  });

  test('reads and appends: opens wallets and posts through the service', async () => {
    const player = await db()
      .insertInto('players')
      .values({ usercode: '19999999', username: 'approle', email: 'approle@example.com', name: 'App', surname: 'Role', phone: '905009999', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const result = await asApp(async (trx) => {
      const wallet = await createWallet(trx, player.id);
      const credited = await post(trx, cash(wallet, 15));
      const moved = await post(trx, { walletId: wallet, type: 'bonus_reclassified', actor: system, ref: ref(), entries: [{ balance: 'cash', amount: -5 }, { balance: 'held', amount: 5 }] });
      await reverse(trx, { journalId: moved.journal.id, actor: system, ref: ref() });
      await grantBonus(trx, { walletId: wallet, amount: 2, wageringMultiplier: 10, type: 'trial_bonus', actor: system, ref: ref() });
      return { wallet, credited };
    });
    assert.equal(result.credited.applied, true);
    assert.deepEqual(await balancesOfWallet(result.wallet), { cash: '15.00', bonus: '2.00', held: '0.00' });
    await assertLedgerHolds();
  });
});

describe('PostgreSQL: raw SQL racing on one wallet', { skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL' }, () => {
  test('two connections inserting entries at once cannot break the chain: the second waits for the wallet lock, then is refused', async () => {
    const wallet = await newWallet();
    const [a, b] = [new pg.Client({ connectionString: database.url }), new pg.Client({ connectionString: database.url })];
    await a.connect();
    await b.connect();
    try {
      const journal = (client: pg.Client, key: string) =>
        client.query<{ id: string }>(
          `insert into ledger_journals (wallet_id, type, actor_kind, actor_id, provider, external_id) values ($1, 'adjustment_credit', 'system', 'race', 'arcadia', $2) returning id`,
          [wallet, key],
        );
      const entry = (client: pg.Client, journalId: string, balanceAfter: string) =>
        client.query(`insert into ledger_entries (journal_id, wallet_id, balance_kind, amount, balance_after) values ($1, $2, 'cash', '10.00', $3)`, [journalId, wallet, balanceAfter]);

      // Both read the balance (0) before either writes, as an unlocked read-then-write would.
      await a.query('begin');
      await b.query('begin');
      const seen = await b.query<{ balance: string }>(`select balance from wallet_balances where wallet_id = $1 and balance_kind = 'cash'`, [wallet]);
      assert.equal(seen.rows[0]!.balance, '0.00');
      const ja = await journal(a, `race-a-${wallet}`);
      await entry(a, ja.rows[0]!.id, '10.00');

      // B's journal waits for A's lock on the wallet row.
      let bDone = false;
      const bJournal = journal(b, `race-b-${wallet}`).finally(() => (bDone = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(bDone, false, 'the second connection waits for the wallet row');
      await a.query('commit');
      const jb = await bJournal;
      // B continues from the balance it read (0 + 10), which is no longer the balance (10).
      await assert.rejects(entry(b, jb.rows[0]!.id, '10.00'), (error: unknown) => (error as { code?: string }).code === '23514');
      await b.query('rollback');

      // Reading after the lock, B continues the chain correctly.
      await b.query('begin');
      const jb2 = await journal(b, `race-b2-${wallet}`);
      const now = await b.query<{ balance: string }>(`select balance from wallet_balances where wallet_id = $1 and balance_kind = 'cash'`, [wallet]);
      await entry(b, jb2.rows[0]!.id, fromKurus(toKurus(now.rows[0]!.balance) + 1000n));
      await b.query('commit');
    } finally {
      await a.end();
      await b.end();
    }
    assert.equal((await balancesOfWallet(wallet)).cash, '20.00');
    await assertLedgerHolds();
  });

  test('eight connections that read the balance first and then post at once: exactly one continues the chain', async () => {
    const wallet = await newWallet();
    const clients = Array.from({ length: 8 }, () => new pg.Client({ connectionString: database.url }));
    await Promise.all(clients.map((c) => c.connect()));
    try {
      // Every client reads the balance (0) before any writes: each then posts +1 from what it read.
      const seen = await Promise.all(
        clients.map(async (client) => {
          await client.query('begin');
          return (await client.query<{ balance: string }>(`select balance from wallet_balances where wallet_id = $1 and balance_kind = 'cash'`, [wallet])).rows[0]!.balance;
        }),
      );
      assert.deepEqual(new Set(seen), new Set(['0.00']));
      const outcomes = await Promise.allSettled(
        clients.map(async (client, i) => {
          try {
            const j = await client.query<{ id: string }>(
              `insert into ledger_journals (wallet_id, type, actor_kind, actor_id, provider, external_id) values ($1, 'adjustment_credit', 'system', 'race', 'arcadia', $2) returning id`,
              [wallet, `burst-${wallet}-${i}`],
            );
            await client.query(`insert into ledger_entries (journal_id, wallet_id, balance_kind, amount, balance_after) values ($1, $2, 'cash', '1.00', $3)`, [
              j.rows[0]!.id,
              wallet,
              fromKurus(toKurus(seen[i]!) + 100n),
            ]);
            await client.query('commit');
          } catch (error) {
            await client.query('rollback');
            throw error;
          }
        }),
      );
      assert.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 1);
      for (const o of outcomes) if (o.status === 'rejected') assert.equal((o.reason as { code?: string }).code, '23514');
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    assert.equal((await balancesOfWallet(wallet)).cash, '1.00');
    await assertLedgerHolds();
  });
});
