/**
 * The wallet's answer to a sportsbook's `balance` call says how much of the balance is bonus money
 * and the product it is staked on, over real HTTP: the frame can then say that a casino bonus does
 * not pay a sports slip instead of "your balance is too low".
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { TestApp } from '../../testing/test-app.js';
import { inTransaction } from '../../db/transaction.js';
import { assertLedgerAddsUp, playerWithMoney, type Player } from '../payments/payments.test-kit.js';
import { grantBonus, OWN_PROVIDER } from '../wallet/wallet.service.js';
import { answerOf, PROVIDER, STUDIO_SECRET, startWalletApp } from './games-wallet.test-kit.js';

const FCG_SECRET = 'sportsbook-balance-test-fcg-secret-0123456789';

let ctx: TestApp;
before(async () => {
  ctx = await startWalletApp({
    config: { gameStudioSecrets: { [PROVIDER]: STUDIO_SECRET, fcg: FCG_SECRET }, sportsbookUrls: { fcg: 'http://sports.example:8083/fcg', betco: 'https://classic.example/betco' } },
  });
});
after(async () => {
  await assertLedgerAddsUp(ctx);
  await ctx.close();
});

/** The demo sportsbook's `fcg` frame opened with the player's token: its balance and bet calls. */
async function openFrame(player: Player) {
  const as = { provider: 'fcg', secret: FCG_SECRET };
  const opened = await answerOf(ctx, 'session', { requestId: randomUUID(), launchToken: player.auth.betsyToken }, as);
  assert.equal(opened.status, 'RS_OK', JSON.stringify(opened));
  const base = { user: opened.user, sessionToken: opened.sessionToken };
  return {
    balance: () => answerOf(ctx, 'balance', { requestId: randomUUID(), ...base }, as),
    bet: (amount: number) => answerOf(ctx, 'bet', { requestId: randomUUID(), ...base, transactionId: randomUUID(), roundId: randomUUID(), gameCode: 'sportsbook', amount }, as),
  };
}

describe('POST /api/games/wallet/{sportsbook}/balance', () => {
  test('answers the bonus money in the balance (kuruş) and its product; a casino bonus does not pay a sports stake', async () => {
    const player = await playerWithMoney(ctx, '10', '50');
    const book = await openFrame(player);
    const answer = await book.balance();
    assert.deepEqual(
      { status: answer.status, balance: answer.balance, bonus: answer.bonus, bonusProduct: answer.bonusProduct },
      { status: 'RS_OK', balance: 6000, bonus: 5000, bonusProduct: 'casino' },
    );
    // What the fields explain: only the cash (balance − bonus) pays a sports stake.
    assert.equal((await book.bet(1001)).status, 'RS_ERROR_NOT_ENOUGH_MONEY');
    assert.equal((await book.bet(1000)).status, 'RS_OK');
    const after = await book.balance();
    assert.deepEqual([after.balance, after.bonus], [5000, 5000]);
  });

  test('a sports bonus is said to be sports money; without bonus money the bonus is 0 and no product is named', async () => {
    const cashOnly = await playerWithMoney(ctx, '10');
    const plain = await (await openFrame(cashOnly)).balance();
    assert.equal(plain.bonus, 0);
    assert.equal('bonusProduct' in plain, false);

    const player = await playerWithMoney(ctx, '10');
    await inTransaction(ctx.app.db, (trx) =>
      grantBonus(trx, { walletId: player.walletId, amount: 20, wageringMultiplier: 10, product: 'sports', type: 'trial_bonus', actor: { kind: 'operator', id: 'test' }, ref: { provider: OWN_PROVIDER, externalId: `sports-bonus:${randomUUID()}` } }),
    );
    const book = await openFrame(player);
    const answer = await book.balance();
    assert.deepEqual([answer.balance, answer.bonus, answer.bonusProduct], [3000, 2000, 'sports']);
    assert.equal((await book.bet(3000)).status, 'RS_OK', 'sports bonus money pays a sports stake');
  });
});
