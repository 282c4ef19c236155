import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { runMigrations } from '../../db/migrate.js';
import { inTransaction } from '../../db/transaction.js';
import { credit, createWallet, debit, findLedgerMismatches, InsufficientFundsError, rebuildBalance } from './wallet.service.js';
import { fromKurus, normalizeAmount, toKurus } from './money.js';

let database: TestDatabase;
let nextPlayer = 0;

before(async () => {
  database = await createTestDatabase();
  await runMigrations(database.handle);
});
after(async () => {
  await database?.dispose();
});

const db = () => database.handle.db;

async function newWallet(): Promise<number> {
  nextPlayer += 1;
  const player = await db()
    .insertInto('players')
    .values({ usercode: String(10_000_000 + nextPlayer), username: `wallet${nextPlayer}x`, email: `w${nextPlayer}@example.com`, name: 'Test', surname: 'Player', phone: `90500${nextPlayer}`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inTransaction(db(), (trx) => createWallet(trx, player.id));
}

const balanceOfWallet = async (walletId: number) => (await db().selectFrom('wallets').select('balance').where('id', '=', walletId).executeTakeFirstOrThrow()).balance;

/** The database error code of a failed statement. */
async function errorCode(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
  assert.fail('expected the database to refuse');
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

describe('wallet.service', () => {
  test('credit and debit move the balance with one ledger entry each', async () => {
    const wallet = await newWallet();
    const c = await inTransaction(db(), (trx) => credit(trx, wallet, '100.50', 'test_credit', `c-${wallet}`));
    assert.equal(c.applied, true);
    assert.equal(c.balance, '100.50');
    assert.equal(c.entry.balanceAfter, '100.50');
    const d = await inTransaction(db(), (trx) => debit(trx, wallet, 40.25, 'test_debit', `d-${wallet}`));
    assert.equal(d.balance, '60.25');
    assert.equal(d.entry.amount, '-40.25');
    assert.equal(await balanceOfWallet(wallet), '60.25');
  });

  test('the same (type, reference) is booked once: a repeat changes nothing', async () => {
    const wallet = await newWallet();
    const first = await inTransaction(db(), (trx) => credit(trx, wallet, 10, 'test_credit', `same-${wallet}`));
    const again = await inTransaction(db(), (trx) => credit(trx, wallet, 10, 'test_credit', `same-${wallet}`));
    assert.equal(again.applied, false);
    assert.equal(again.entry.id, first.entry.id);
    assert.equal(await balanceOfWallet(wallet), '10.00');
  });

  test('a debit larger than the balance is refused and changes nothing', async () => {
    const wallet = await newWallet();
    await inTransaction(db(), (trx) => credit(trx, wallet, 5, 'test_credit', `o-${wallet}`));
    await assert.rejects(inTransaction(db(), (trx) => debit(trx, wallet, '5.01', 'test_debit', `o-${wallet}`)), InsufficientFundsError);
    assert.equal(await balanceOfWallet(wallet), '5.00');
    const entries = await db().selectFrom('ledger_entries').select('id').where('wallet_id', '=', wallet).execute();
    assert.equal(entries.length, 1);
  });

  test('a failing business change rolls its credit back', async () => {
    const wallet = await newWallet();
    await assert.rejects(
      inTransaction(db(), async (trx) => {
        await credit(trx, wallet, 30, 'test_credit', `rb-${wallet}`);
        throw new Error('the business change failed');
      }),
    );
    assert.equal(await balanceOfWallet(wallet), '0.00');
    assert.deepEqual((await rebuildBalance(db(), wallet)).entries, 0);
  });

  test('concurrent debits never overdraw: 10 debits of 30 from 100 → 3 succeed', async () => {
    const wallet = await newWallet();
    await inTransaction(db(), (trx) => credit(trx, wallet, 100, 'test_credit', `cc-${wallet}`));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => inTransaction(db(), (trx) => debit(trx, wallet, 30, 'test_debit', `cc-${wallet}-${i}`))),
    );
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 3);
    assert.equal(await balanceOfWallet(wallet), '10.00');
  });

  test('the balance rebuilt from the ledger equals the stored balance after many movements', async () => {
    const wallet = await newWallet();
    let expected = 0n;
    for (let i = 0; i < 60; i += 1) {
      const amount = BigInt(1 + ((i * 7919) % 5000));
      if (i % 3 === 2 && expected >= amount) {
        await inTransaction(db(), (trx) => debit(trx, wallet, fromKurus(amount), 'test_debit', `r-${wallet}-${i}`));
        expected -= amount;
      } else {
        await inTransaction(db(), (trx) => credit(trx, wallet, fromKurus(amount), 'test_credit', `r-${wallet}-${i}`));
        expected += amount;
      }
    }
    const result = await rebuildBalance(db(), wallet);
    assert.equal(result.stored, fromKurus(expected));
    assert.equal(result.rebuilt, result.stored);
    assert.deepEqual(await findLedgerMismatches(db()), []);
  });
});

describe('database guards of the ledger', () => {
  test('ledger entries cannot be updated, deleted or truncated', async () => {
    const wallet = await newWallet();
    const { entry } = await inTransaction(db(), (trx) => credit(trx, wallet, 1, 'test_credit', `g-${wallet}`));
    assert.equal(await errorCode(() => db().updateTable('ledger_entries').set({ amount: '1000.00' }).where('id', '=', entry.id).execute()), '42501');
    assert.equal(await errorCode(() => db().deleteFrom('ledger_entries').where('id', '=', entry.id).execute()), '42501');
    assert.equal(await errorCode(() => sql`truncate ledger_entries`.execute(db())), '42501');
  });

  test('a balance cannot change without its ledger entry, nor go negative', async () => {
    const wallet = await newWallet();
    assert.equal(await errorCode(() => db().updateTable('wallets').set({ balance: '1000.00' }).where('id', '=', wallet).execute()), '23514');
    assert.equal(await errorCode(() => db().deleteFrom('wallets').where('id', '=', wallet).execute()), '42501');
    // An entry that does not continue the chain (0 + 5 ≠ 7) is refused.
    assert.equal(
      await errorCode(() => db().insertInto('ledger_entries').values({ wallet_id: wallet, amount: '5.00', balance_after: '7.00', type: 'test_credit', reference: `chain-${wallet}` }).execute()),
      '23514',
    );
    assert.equal(
      await errorCode(() => db().insertInto('ledger_entries').values({ wallet_id: wallet, amount: '-5.00', balance_after: '-5.00', type: 'test_debit', reference: `neg-${wallet}` }).execute()),
      '23514',
    );
    assert.equal(await balanceOfWallet(wallet), '0.00');
  });

  test('a wallet starts at zero', async () => {
    const player = await db()
      .insertInto('players')
      .values({ usercode: '99999999', username: 'zerostart', email: 'z@example.com', name: 'Zero', surname: 'Start', phone: '905000000', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    assert.equal(await errorCode(() => db().insertInto('wallets').values({ player_id: player.id, balance: '10.00' }).execute()), '23514');
  });
});
