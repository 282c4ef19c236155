import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { TestApp } from '../../testing/test-app.js';
import { assertLedgerAddsUp, balancesOfPlayer, playerWithMoney } from '../payments/payments.test-kit.js';
import { launch, startWalletApp } from './games-wallet.test-kit.js';
import { WalletCallQueue } from './wallet-call-queue.js';

let ctx: TestApp;

before(async () => {
  ctx = await startWalletApp();
});
after(() => ctx?.close());

describe('wallet calls that come together share a commit', () => {
  test('40 bets and their wins at once on one player: every answer right, the money exact, and calls share transactions', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const bets = Array.from({ length: 40 }, () => ({ transactionId: randomUUID(), roundId: randomUUID(), requestId: randomUUID() }));
    const placed = await Promise.all(bets.map((ids) => studio.bet(200, ids)));
    assert.deepEqual(new Set(placed.map((a) => a.status)), new Set(['RS_OK']));
    // Each answer is the balance after its own bet, in the order the bets took: 100 − 2 × k.
    assert.deepEqual(placed.map((a) => a.balance).sort((a, b) => Number(b) - Number(a)), Array.from({ length: 40 }, (_, k) => 10_000 - 200 * (k + 1)));
    const paid = await Promise.all(bets.map((ids) => studio.win(50, ids.transactionId, ids.roundId)));
    assert.deepEqual(new Set(paid.map((a) => a.status)), new Set(['RS_OK']));

    // Sent again, all at once: the same answers, nothing moves twice.
    const again = await Promise.all(bets.map((ids) => studio.bet(200, ids)));
    assert.deepEqual(again, placed);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '40.00', bonus: '0.00', held: '0.00' });
    await assertLedgerAddsUp(ctx);

    const shared = await sql<{ journals: number; transactions: number }>`
      select count(*)::int as journals, count(distinct tx_id)::int as transactions
        from ledger_journals where provider = 'hub88' and wallet_id = (select id from wallets where player_id = ${player.id})`.execute(ctx.app.db);
    const { journals, transactions } = shared.rows[0]!;
    assert.equal(journals, 80);
    // PGlite runs each statement to its end before the server reads the next request, so there
    // calls of one player never overlap and each has its own commit.
    if (ctx.app.database.kind === 'postgres') assert.ok(transactions < journals, `80 postings in ${transactions} transactions: calls that waited for the wallet shared one`);
    else assert.equal(transactions, journals);
  });

  test('bets of 18 players at once: the money of each exact, and on PostgreSQL players share commits', async () => {
    const players = await Promise.all(Array.from({ length: 18 }, () => playerWithMoney(ctx, '5')));
    const studios = await Promise.all(players.map((player) => launch(ctx, player)));
    const answers = await Promise.all(studios.flatMap((studio) => [studio.bet(100), studio.bet(150)]));
    assert.deepEqual(new Set(answers.map((a) => a.status)), new Set(['RS_OK']));
    for (const player of players) assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '2.50', bonus: '0.00', held: '0.00' });
    await assertLedgerAddsUp(ctx);
    const shared = await sql<{ journals: number; transactions: number; wallets: number }>`
      select sum(journals)::int as journals, count(*)::int as transactions, max(wallets)::int as wallets
        from (select tx_id, count(*) as journals, count(distinct wallet_id) as wallets from ledger_journals
               where type = 'casino_bet' and wallet_id in (select id from wallets where player_id in (${sql.join(players.map((p) => p.id))}))
               group by tx_id) j`.execute(ctx.app.db);
    const { journals, transactions, wallets } = shared.rows[0]!;
    assert.equal(journals, 36);
    if (ctx.app.database.kind === 'postgres') {
      assert.ok(transactions < journals, `36 bets in ${transactions} transactions`);
      assert.ok(wallets > 1, 'a transaction held bets of several players');
    }
  });

  test('a stake past the money in a shared transaction is refused alone; the others go through', async () => {
    const player = await playerWithMoney(ctx, '10');
    const studio = await launch(ctx, player);
    const answers = await Promise.all(Array.from({ length: 12 }, () => studio.bet(100)));
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 'RS_OK').length, 10);
    assert.equal(statuses.filter((s) => s === 'RS_ERROR_NOT_ENOUGH_MONEY').length, 2);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '0.00', held: '0.00' });
    await assertLedgerAddsUp(ctx);
  });

  test('when a shared transaction fails, each of its calls runs again alone and only the failing one fails', async () => {
    const queue = new WalletCallQueue(ctx.app.db);
    const ran: string[] = [];
    const call = (name: string, fails = false) => ({
      alone: async () => {
        ran.push(`${name} alone`);
        if (fails) throw new Error(`${name} failed`);
        await sql`select 1`.execute(ctx.app.db);
        return name;
      },
      within: async (trx: Transaction<Database>) => {
        ran.push(`${name} within`);
        if (fails) throw new Error(`${name} failed`);
        await sql`select 1`.execute(trx);
        return name;
      },
    });
    const results = await Promise.allSettled([queue.run(1, call('first')), queue.run(1, call('a')), queue.run(1, call('b', true)), queue.run(1, call('c'))]);
    assert.deepEqual(
      results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)),
      ['first', 'a', 'b failed', 'c'],
    );
    assert.deepEqual(ran, ['first alone', 'a within', 'b within', 'a alone', 'b alone', 'c alone']);
    assert.equal(queue.busyLanes, 0, 'nothing left behind');
  });
});
