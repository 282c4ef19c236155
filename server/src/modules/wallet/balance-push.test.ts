import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { randomUUID } from 'node:crypto';
import type { BalanceMessage, HubMessage } from '@arcadia/shared/core';
import { inTransaction } from '../../db/transaction.js';
import { signalrClient, waitUntil } from '../../hub/hub.test-kit.js';
import { FakePaymentProvider } from '../../testing/fake-payment-provider.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import type { FastifyInstance } from 'fastify';
import { cardDetail, deposit, ibanPayoutDetail, newPlayer, playerWithMoney, sendCallback, startPaymentsApp, withdraw, type PaymentsApp } from '../payments/payments.test-kit.js';
import { balanceEvents } from './balance-events.js';
import { grantBonus, post, OWN_PROVIDER, type BalanceState } from './wallet.service.js';
import { BALANCE_COMMAND, startBalancePush } from './balance-push.js';

const balances = (received: HubMessage[]): BalanceMessage[] => received.filter((m) => m.command === BALANCE_COMMAND).map((m) => JSON.parse(m.message) as BalanceMessage);

describe('the hub Balance command', () => {
  let ctx: PaymentsApp;
  before(async () => {
    ctx = await startPaymentsApp();
  });
  after(async () => {
    await ctx?.close();
  });

  test('after each committed ledger change the player hears the new balance, cash, bonus and held; other players hear nothing', async () => {
    const player = await newPlayer(ctx, { verified: true });
    const other = await newPlayer(ctx);
    const mine = await signalrClient(ctx.baseUrl, player.auth.token);
    const theirs = await signalrClient(ctx.baseUrl, other.auth.token);
    try {
      const payment = await deposit(ctx, player, 1, cardDetail(150));
      assert.deepEqual(balances(mine.received), [], 'a deposit started moves no money');
      assert.equal((await sendCallback(ctx, ctx.provider.callback({ kind: 'deposit', reference: payment.reference, status: 'confirmed', amount: '150.00' }))).status, 200);
      await waitUntil(() => balances(mine.received).length === 1, () => JSON.stringify(mine.received));
      assert.deepEqual(balances(mine.received), [{ balance: 150, cash: 150, bonus: 0, held: 0 }]);
      assert.ok(mine.received.some((m) => m.command === 'Notification'), 'and the notification');

      await withdraw(ctx, player, 3, ibanPayoutDetail(100));
      await waitUntil(() => balances(mine.received).length === 2, () => JSON.stringify(mine.received));
      assert.deepEqual(balances(mine.received)[1], { balance: 50, cash: 50, bonus: 0, held: 100 });

      // A posting that rolls back changes nothing, and nothing new is sent.
      await assert.rejects(
        inTransaction(ctx.app.db, async (trx) => {
          await post(trx, { walletId: player.walletId, type: 'adjustment_credit', actor: { kind: 'operator', id: 'test' }, ref: { provider: OWN_PROVIDER, externalId: `rolled-back:${randomUUID()}` }, entries: [{ balance: 'cash', amount: '999.00' }] });
          throw new Error('the business rule refused');
        }),
        /refused/,
      );
      await ctx.app.balancePush.settled();
      await new Promise((r) => setTimeout(r, 150));
      assert.equal(balances(mine.received).length, 2);
      assert.deepEqual(theirs.received, []);
    } finally {
      await mine.connection.stop();
      await theirs.connection.stop();
    }
  });

  test('bonus money is pushed with the product it can be staked on', async () => {
    const player = await newPlayer(ctx);
    const client = await signalrClient(ctx.baseUrl, player.auth.token);
    try {
      await inTransaction(ctx.app.db, (trx) =>
        grantBonus(trx, { walletId: player.walletId, amount: 50, wageringMultiplier: 10, type: 'trial_bonus', actor: { kind: 'system', id: 'test' }, ref: { provider: OWN_PROVIDER, externalId: `push-bonus:${randomUUID()}` } }),
      );
      await waitUntil(() => balances(client.received).length === 1, () => JSON.stringify(client.received));
      assert.deepEqual(balances(client.received), [{ balance: 50, cash: 0, bonus: 50, held: 0, bonusProduct: 'casino' }]);
    } finally {
      await client.connection.stop();
    }
  });

  test('a refused withdrawal (not enough cash) sends nothing', async () => {
    const player = await playerWithMoney(ctx, '20.00', '0', { verified: true });
    const client = await signalrClient(ctx.baseUrl, player.auth.token);
    try {
      // The credit of playerWithMoney happened before the connection: a first change now sets the baseline.
      const res = await ctx.post('/api/payment/withdraw', { id: 3, detail: ibanPayoutDetail(100) }, player.as());
      assert.equal(res.status, 400);
      await ctx.app.balancePush.settled();
      await new Promise((r) => setTimeout(r, 150));
      assert.deepEqual(balances(client.received), []);
    } finally {
      await client.connection.stop();
    }
  });
});

describe('the hub Balance command: order of passed balances', () => {
  test('a transaction\'s balances arriving after a newer one are dropped; of two close together only the newer is sent; a state of another database is read instead', async () => {
    const database = {};
    const sent: { playerId: number; message: BalanceMessage }[] = [];
    const reads: number[] = [];
    // A database of one wallet whose balances were last read at version 50 (cash 5.00).
    const executor = {
      adapter: database,
      transformQuery: (node: unknown) => node,
      compileQuery: (node: unknown) => ({ query: node, sql: '', parameters: [] }),
      executeQuery: async () => (reads.push(1), { rows: [{ balances: { cash: '5.00', bonus: '0.00', held: '0.00' }, version: 50 }] }),
    };
    const app = {
      db: { getExecutor: () => executor },
      hub: { deliverToPlayer: async (playerId: number, message: HubMessage) => void sent.push({ playerId, message: JSON.parse(message.message) as BalanceMessage }) },
      log: { warn: () => {} },
    } as unknown as FastifyInstance;
    const state = (cash: string, version: number, of: object = database): BalanceState => ({ balances: { cash, bonus: '0.00', held: '0.00' }, version, database: of });
    // Player ids far beyond any other test's, so the app of this file ignores them (it reads nothing for them).
    const player = 900_000_001;
    const push = startBalancePush(app);
    try {
      // Two transactions commit in the order 7, 9, but their hooks run as 9, 7.
      balanceEvents.emit('committed', player, state('90.00', 9));
      await push.settled();
      balanceEvents.emit('committed', player, state('70.00', 7));
      await push.settled();
      assert.deepEqual(sent.map((s) => s.message.cash), [90]);
      // Close together: one message, the newest state, whatever the order of the hooks.
      balanceEvents.emit('committed', player, state('120.00', 12));
      balanceEvents.emit('committed', player, state('110.00', 11));
      await push.settled();
      assert.deepEqual(sent.map((s) => s.message.cash), [90, 120]);
      // The same content under a newer version (a bet and its win) is not sent again, and raises the bar.
      balanceEvents.emit('committed', player, state('120.00', 14));
      balanceEvents.emit('committed', player, state('130.00', 13));
      await push.settled();
      assert.deepEqual(sent.map((s) => s.message.cash), [90, 120]);
      assert.equal(reads.length, 0, 'every state above was passed, none read');
      // A state of another database says nothing about this one: the balances are read here instead.
      balanceEvents.emit('committed', player, state('1.00', 99, {}));
      await push.settled();
      assert.equal(reads.length, 1);
      assert.deepEqual(sent.map((s) => s.message.cash), [90, 120, 5]);
    } finally {
      await push.stop();
    }
  });
});

describe('the hub Balance command across instances (Redis pub/sub)', { skip: process.env.REDIS_URL ? false : 'needs REDIS_URL' }, () => {
  let a: TestApp;
  let b: TestApp;
  before(async () => {
    a = await startTestApp();
    b = await startTestApp({ database: a.database, config: { redisPrefix: a.config.redisPrefix } });
    const provider = new FakePaymentProvider();
    a.app.payments.provider = provider;
    b.app.payments.provider = provider;
    // Both apps share this process and hear its ledger events; only B may push, so what A's client gets came through Redis.
    await a.app.balancePush.stop();
  });
  after(async () => {
    await b?.close();
    await a?.close();
  });

  test('a player connected to instance A hears the notification and the balance of a deposit made through instance B', async () => {
    const provider = b.app.payments.provider as FakePaymentProvider;
    const player = await newPlayer(b);
    const onA = await signalrClient(a.baseUrl, player.auth.token);
    try {
      const payment = await deposit(Object.assign(b, { provider }), player, 1, cardDetail(275.5));
      const callback = provider.callback({ kind: 'deposit', reference: payment.reference, status: 'confirmed', amount: '275.50' });
      assert.equal((await b.post('/api/payment/callback/demopay', callback.body, { headers: callback.headers })).status, 200);
      await waitUntil(() => balances(onA.received).length > 0 && onA.received.some((m) => m.command === 'Notification'), () => JSON.stringify(onA.received));
      assert.deepEqual(balances(onA.received), [{ balance: 275.5, cash: 275.5, bonus: 0, held: 0 }]);
      assert.equal(a.app.hub.clients().length, 1);
      assert.equal(b.app.hub.clients().length, 0, 'the player is connected to A only');
    } finally {
      await onA.connection.stop();
    }
  });
});
