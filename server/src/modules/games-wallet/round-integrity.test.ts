/**
 * What a buggy or hostile studio must not get out of the seamless wallet, over real HTTP: a closed
 * round reopened by a late win or a rollback, a request id or a transaction id reused for another
 * request, calls that race for one bet or one request id, and a win's split between bonus and cash
 * leaking to cash.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { GameRoundStatus } from '@arcadia/shared/core';
import { sql } from 'kysely';
import type { TestApp } from '../../testing/test-app.js';
import { assertLedgerAddsUp, balancesOfPlayer, playerWithMoney } from '../payments/payments.test-kit.js';
import { toKurus } from '../wallet/money.js';
import { createGameSession } from './game-sessions.js';
import { expireStaleRounds } from './games-wallet.service.js';
import { answerOf, call, launch, roundOf, startWalletApp, writtenRows, GAME } from './games-wallet.test-kit.js';

let ctx: TestApp;
before(async () => {
  ctx = await startWalletApp();
});
after(async () => {
  await assertLedgerAddsUp(ctx);
  await ctx.close();
});

describe('a closed round stays closed', () => {
  test('a rollback of the bet of a Completed round is refused: the stake stays taken and the win stays paid', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const bet = randomUUID();
    assert.equal((await studio.bet(10_000, { transactionId: bet, roundId: 'closed-1' })).status, 'RS_OK');
    assert.equal((await studio.win(30_000, bet, 'closed-1', { roundClosed: true })).status, 'RS_OK');
    const before = await writtenRows(ctx);
    const refused = await studio.rollback(bet);
    assert.deepEqual([refused.status, refused.balance], ['RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 30_000]);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '300.00', bonus: '0.00', held: '0.00' });
    const after = await writtenRows(ctx);
    assert.deepEqual({ ...after, game_wallet_requests: before.game_wallet_requests }, before, 'only the answer is kept');
    const round = await roundOf(ctx, 'closed-1');
    assert.deepEqual([round.status, round.stake, round.win], [GameRoundStatus.Completed, '100.00', '300.00']);
  });

  test('new wins on a Completed round are refused; the closing win sent again stays RS_OK and pays nothing', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const bet = randomUUID();
    const closing = randomUUID();
    await studio.bet(10_000, { transactionId: bet, roundId: 'closed-2' });
    assert.equal((await studio.win(30_000, bet, 'closed-2', { transactionId: closing, roundClosed: true })).status, 'RS_OK');
    for (let i = 0; i < 3; i += 1) {
      const late = await studio.win(30_000, bet, 'closed-2', { roundClosed: i === 2 });
      assert.deepEqual([late.status, late.balance], ['RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 30_000], `late win ${i + 1}`);
    }
    const again = await studio.win(30_000, bet, 'closed-2', { transactionId: closing, roundClosed: true });
    assert.deepEqual([again.status, again.balance], ['RS_OK', 30_000]);
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '300.00');
    assert.equal((await roundOf(ctx, 'closed-2')).win, '300.00');
  });

  test('a bet that a win references cannot be rolled back, even while its round is still open', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const bet = randomUUID();
    await studio.bet(5000, { transactionId: bet, roundId: 'open-won' });
    assert.equal((await studio.win(0, bet, 'open-won', { roundClosed: false })).status, 'RS_OK', 'a win of 0 references the bet too');
    assert.equal((await studio.win(2000, bet, 'open-won', { roundClosed: false })).status, 'RS_OK');
    const refused = await studio.rollback(bet);
    assert.deepEqual([refused.status, refused.balance], ['RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 7000]);
    assert.equal((await roundOf(ctx, 'open-won')).status, GameRoundStatus.Processing);
    // Another bet of the same round that no win names can still be returned.
    const other = randomUUID();
    await studio.bet(1000, { transactionId: other, roundId: 'open-won' });
    assert.equal((await studio.rollback(other)).status, 'RS_OK');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '70.00', bonus: '0.00', held: '0.00' });
  });

  test('a rollback refused for its round is refused again when repeated; an accepted one stays RS_OK after the round is Cancelled', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const won = randomUUID();
    await studio.bet(1000, { transactionId: won, roundId: 'again-1' });
    await studio.win(500, won, 'again-1');
    const rollbackId = randomUUID();
    assert.equal((await studio.rollback(won, { transactionId: rollbackId })).status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    assert.equal((await studio.rollback(won, { transactionId: rollbackId })).status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');

    const returned = randomUUID();
    const accepted = randomUUID();
    await studio.bet(2000, { transactionId: returned, roundId: 'again-2' });
    assert.equal((await studio.rollback(returned, { transactionId: accepted })).status, 'RS_OK');
    assert.equal((await roundOf(ctx, 'again-2')).status, GameRoundStatus.Cancelled);
    const repeated = await studio.rollback(returned, { transactionId: accepted });
    assert.deepEqual([repeated.status, repeated.balance], ['RS_OK', 9500]);
    assert.equal((await studio.win(5000, returned, 'again-2')).status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 'no win on a Cancelled round');
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '95.00');
  });

  test('a rollback before its bet leaves a tombstone; the same rollback again answers RS_OK; the late bet and a win on it are refused', async () => {
    const player = await playerWithMoney(ctx, '10');
    const studio = await launch(ctx, player);
    const bet = randomUUID();
    const rollbackId = randomUUID();
    const requestId = randomUUID();
    const early = await studio.rollback(bet, { transactionId: rollbackId, requestId });
    assert.deepEqual([early.status, early.balance], ['RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 1000]);
    assert.deepEqual(await studio.rollback(bet, { transactionId: rollbackId, requestId }), early, 'the same request: the same answer');
    const again = await studio.rollback(bet, { transactionId: rollbackId });
    assert.deepEqual([again.status, again.balance], ['RS_OK', 1000]);
    assert.equal((await studio.bet(300, { transactionId: bet, roundId: 'late' })).status, 'RS_ERROR_DUPLICATE_TRANSACTION');
    assert.equal((await studio.win(300, bet, 'late')).status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '10.00');
  });

  test('an Expired round that paid a win keeps its stake: no rollback, no further win', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const bet = randomUUID();
    await studio.bet(4000, { transactionId: bet, roundId: 'expired-won' });
    await studio.win(1000, bet, 'expired-won', { roundClosed: false });
    await sql`update game_rounds set updated_at = now() - interval '2 hours' where round_id = 'expired-won'`.execute(ctx.app.db);
    assert.ok((await expireStaleRounds(ctx.app.db)) >= 1);
    assert.equal((await roundOf(ctx, 'expired-won')).status, GameRoundStatus.Expired);
    assert.equal((await studio.rollback(bet)).status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    assert.equal((await studio.win(1000, bet, 'expired-won')).status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '70.00');
  });
});

describe('a request id belongs to one request', () => {
  test('a request id reused for another bet is a duplicate (HTTP 200): nothing is taken; the same request again gets its answer', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const requestId = randomUUID();
    const transactionId = randomUUID();
    const first = await studio.bet(1000, { requestId, transactionId, roundId: 'rq-1' });
    assert.deepEqual([first.status, first.balance], ['RS_OK', 9000]);
    const before = await writtenRows(ctx);
    const other = await call(ctx, 'bet', { requestId, user: studio.user, sessionToken: studio.sessionToken, transactionId: randomUUID(), roundId: 'rq-2', gameCode: GAME, amount: 2500 });
    assert.equal(other.status, 200, other.text);
    assert.equal(other.body.status, 'RS_ERROR_DUPLICATE_TRANSACTION');
    assert.equal(other.body.request_uuid, requestId);
    assert.deepEqual(await writtenRows(ctx), before, 'nothing is written, not even an answer');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '90.00', bonus: '0.00', held: '0.00' });
    assert.deepEqual(await studio.bet(1000, { requestId, transactionId, roundId: 'rq-1' }), first, 'the same request: the stored answer');
    // Extra fields the contract does not name do not make another request.
    const withExtras = await call(ctx, 'bet', { currency: 'TRY', requestId, user: studio.user, sessionToken: studio.sessionToken, transactionId, roundId: 'rq-1', gameCode: GAME, amount: 1000 });
    assert.deepEqual(withExtras.body, first);
  });

  test('a request id of a bet reused for a win or a rollback is a duplicate, and so is one of a refusal reused', async () => {
    const player = await playerWithMoney(ctx, '10');
    const studio = await launch(ctx, player);
    const requestId = randomUUID();
    const bet = randomUUID();
    await studio.bet(500, { requestId, transactionId: bet, roundId: 'rq-3' });
    assert.equal((await studio.win(5000, bet, 'rq-3', { requestId })).status, 'RS_ERROR_DUPLICATE_TRANSACTION');
    assert.equal((await studio.rollback(bet, { requestId })).status, 'RS_ERROR_DUPLICATE_TRANSACTION');
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '5.00');

    const poorRequest = randomUUID();
    assert.equal((await studio.bet(100_000, { requestId: poorRequest, roundId: 'rq-4' })).status, 'RS_ERROR_NOT_ENOUGH_MONEY');
    assert.equal((await studio.bet(100, { requestId: poorRequest, roundId: 'rq-4' })).status, 'RS_ERROR_DUPLICATE_TRANSACTION');
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '5.00');
  });

  test('a session request id reused with another launch token is a duplicate and opens nothing', async () => {
    const player = await playerWithMoney(ctx, '10');
    const first = await createGameSession(ctx.app.db, { playerId: player.id, provider: 'hub88', gameCode: GAME });
    const second = await createGameSession(ctx.app.db, { playerId: player.id, provider: 'hub88', gameCode: 'hub88-other-game' });
    const requestId = randomUUID();
    const opened = await answerOf(ctx, 'session', { requestId, launchToken: first.launchToken });
    assert.equal(opened.status, 'RS_OK');
    const reused = await answerOf(ctx, 'session', { requestId, launchToken: second.launchToken });
    assert.deepEqual([reused.status, reused.sessionToken], ['RS_ERROR_DUPLICATE_TRANSACTION', undefined]);
    assert.equal((await answerOf(ctx, 'session', { requestId: randomUUID(), launchToken: second.launchToken })).status, 'RS_OK', 'the second token was not used up');
  });
});

describe('a transaction id belongs to one transaction', () => {
  test('a win sent again under a new request id with roundClosed changed is a duplicate: nothing is paid and the round stays as it was', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const bet = randomUUID();
    const open = randomUUID();
    await studio.bet(1000, { transactionId: bet, roundId: 'flip-1' });
    assert.equal((await studio.win(2000, bet, 'flip-1', { transactionId: open, roundClosed: false })).status, 'RS_OK');
    const before = await writtenRows(ctx);
    const closing = await studio.win(2000, bet, 'flip-1', { transactionId: open, roundClosed: true });
    assert.deepEqual([closing.status, closing.balance], ['RS_ERROR_DUPLICATE_TRANSACTION', 11_000], 'an open win sent again as the closing one');
    assert.deepEqual({ ...(await writtenRows(ctx)), game_wallet_requests: before.game_wallet_requests }, before, 'only the answer is kept');
    assert.equal((await roundOf(ctx, 'flip-1')).status, GameRoundStatus.Processing, 'the round is not closed by it');
    assert.equal((await studio.win(2000, bet, 'flip-1', { transactionId: open, roundClosed: false })).status, 'RS_OK', 'the same win again');

    const closer = randomUUID();
    assert.equal((await studio.win(500, bet, 'flip-1', { transactionId: closer, roundClosed: true })).status, 'RS_OK');
    assert.equal((await studio.win(500, bet, 'flip-1', { transactionId: closer, roundClosed: false })).status, 'RS_ERROR_DUPLICATE_TRANSACTION', 'the closing win sent again as an open one');
    assert.equal((await studio.win(500, bet, 'flip-1', { transactionId: closer, roundClosed: true })).status, 'RS_OK', 'the closing win again');
    assert.equal((await studio.win(2000, bet, 'flip-1', { transactionId: open, roundClosed: false })).status, 'RS_OK', 'the open win again, after the round closed');
    assert.equal((await studio.win(2000, bet, 'flip-1', { transactionId: open, roundClosed: true })).status, 'RS_ERROR_DUPLICATE_TRANSACTION');
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '115.00');
    const round = await roundOf(ctx, 'flip-1');
    assert.deepEqual([round.status, round.win], [GameRoundStatus.Completed, '25.00']);
  });

  test('a bet sent again with another gameCode is a duplicate, from its own session and from another game\'s; a bet into another game\'s round is refused', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const otherGame = await launch(ctx, player, 'hub88-other-game');
    const bet = randomUUID();
    assert.equal((await studio.bet(1000, { transactionId: bet, roundId: 'game-1' })).status, 'RS_OK');
    const before = await writtenRows(ctx);
    const fromItsSession = await studio.bet(1000, { transactionId: bet, roundId: 'game-1', gameCode: 'hub88-other-game' });
    assert.deepEqual([fromItsSession.status, fromItsSession.balance], ['RS_ERROR_DUPLICATE_TRANSACTION', 9000]);
    const fromTheOtherGame = await otherGame.bet(1000, { transactionId: bet, roundId: 'game-1', gameCode: 'hub88-other-game' });
    assert.deepEqual([fromTheOtherGame.status, fromTheOtherGame.balance], ['RS_ERROR_DUPLICATE_TRANSACTION', 9000]);
    const intoItsRound = await otherGame.bet(1000, { roundId: 'game-1', gameCode: 'hub88-other-game' });
    assert.deepEqual([intoItsRound.status, intoItsRound.balance], ['RS_ERROR_WRONG_TYPES', 9000], 'a round is one game\'s');
    assert.deepEqual({ ...(await writtenRows(ctx)), game_wallet_requests: before.game_wallet_requests }, before, 'only the answers are kept');
    assert.equal((await studio.bet(1000, { transactionId: bet, roundId: 'game-1' })).status, 'RS_OK', 'the same bet again');
    const round = await roundOf(ctx, 'game-1');
    assert.deepEqual([round.game_code, round.stake], [GAME, '10.00']);
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '90.00');
  });
});

describe('calls sent at once', () => {
  test('a win and a rollback of one bet sent at once: exactly one lands, ten times, either sent first; the wallet equals its ledger', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    let paid = 0;
    let returned = 0;
    for (let i = 0; i < 10; i += 1) {
      const bet = randomUUID();
      const roundId = `race-${i}`;
      assert.equal((await studio.bet(1000, { transactionId: bet, roundId })).status, 'RS_OK');
      const settle = () => studio.win(3000, bet, roundId, { roundClosed: true });
      const giveBack = () => studio.rollback(bet);
      const [won, rolledBack] = i % 2 === 0 ? await Promise.all([settle(), giveBack()]) : await Promise.all([giveBack(), settle()]).then(([r, w]) => [w, r] as const);
      const statuses = [won.status, rolledBack.status].sort();
      assert.deepEqual(statuses, ['RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 'RS_OK'], `race ${i}: win ${won.status}, rollback ${rolledBack.status}`);
      if (won.status === 'RS_OK') paid += 1;
      else returned += 1;
      const round = await roundOf(ctx, roundId);
      assert.deepEqual([round.status, round.win], won.status === 'RS_OK' ? [GameRoundStatus.Completed, '30.00'] : [GameRoundStatus.Cancelled, '0.00'], `race ${i}: the round`);
    }
    // 100 − 10 × 10, then 30 for each win or 10 for each stake returned.
    assert.equal(Number((await balancesOfPlayer(ctx, player)).cash), paid * 30 + returned * 10);
    const both = await sql<{ n: number }>`
      select count(*)::int as n from game_transactions b
       where b.player_id = ${player.id} and b.kind = 'bet' and b.returned_at is not null
         and exists (select 1 from game_transactions w where w.kind = 'win' and w.reference_transaction_id = b.transaction_id)`.execute(ctx.app.db);
    assert.equal(both.rows[0]!.n, 0, 'no bet both paid and returned');
    await assertLedgerAddsUp(ctx);
  });

  test('one request id sent at once with three different bets, of one player and of another: one RS_OK, two duplicates, one bet written', async () => {
    const first = await playerWithMoney(ctx, '100');
    const second = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, first);
    const otherStudio = await launch(ctx, second);
    const taken = new Map([[first.id, 0], [second.id, 0]]);
    for (let i = 0; i < 10; i += 1) {
      const requestId = randomUUID();
      const bets = [
        { player: first, amount: 100, send: () => studio.bet(100, { requestId, roundId: `same-request-a-${i}` }) },
        { player: first, amount: 200, send: () => studio.bet(200, { requestId, roundId: `same-request-b-${i}` }) },
        { player: second, amount: 300, send: () => otherStudio.bet(300, { requestId, roundId: `same-request-c-${i}` }) },
      ];
      const answers = await Promise.all(bets.map((b) => b.send()));
      const statuses = answers.map((a) => a.status);
      assert.deepEqual([...statuses].sort(), ['RS_ERROR_DUPLICATE_TRANSACTION', 'RS_ERROR_DUPLICATE_TRANSACTION', 'RS_OK'], `request ${i}: ${statuses.join(', ')}`);
      const landed = bets[statuses.indexOf('RS_OK')]!;
      taken.set(landed.player.id, taken.get(landed.player.id)! + landed.amount);
    }
    for (const player of [first, second]) assert.equal(Number(toKurus((await balancesOfPlayer(ctx, player)).cash)), 10_000 - taken.get(player.id)!, `player ${player.id}: only the bets answered RS_OK are taken`);
    const written = await ctx.app.db.selectFrom('game_transactions').select(({ fn }) => fn.countAll<number>().as('n')).where('kind', '=', 'bet').where('player_id', 'in', [first.id, second.id]).executeTakeFirstOrThrow();
    assert.equal(Number(written.n), 10, 'one bet per request id');
    await assertLedgerAddsUp(ctx);
  });
});

describe('a win is split by the round\'s stakes as a whole', () => {
  test('the rounding remainder goes to bonus, never to cash', async () => {
    // A stake of 3 kuruş: 1 from cash, 2 from bonus. A win of 100: a third is cash, 33 kuruş.
    const player = await playerWithMoney(ctx, '0.01', '0.02');
    const studio = await launch(ctx, player);
    const bet = randomUUID();
    assert.equal((await studio.bet(3, { transactionId: bet, roundId: 'split-1' })).status, 'RS_OK');
    assert.equal((await studio.win(100, bet, 'split-1')).status, 'RS_OK');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.33', bonus: '0.67', held: '0.00' });
  });

  test('a win naming the cash-funded bet of a round staked with bonus too is split by the whole round', async () => {
    const player = await playerWithMoney(ctx, '1', '5');
    const studio = await launch(ctx, player);
    const cashBet = randomUUID();
    const bonusBet = randomUUID();
    await studio.bet(100, { transactionId: cashBet, roundId: 'split-2' });
    await studio.bet(500, { transactionId: bonusBet, roundId: 'split-2' });
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '0.00', held: '0.00' });
    assert.equal((await studio.win(1200, cashBet, 'split-2')).status, 'RS_OK');
    // The round staked 1 lira of cash and 5 of bonus: a sixth of the win is cash.
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '2.00', bonus: '10.00', held: '0.00' });
  });

  test('a returned bet no longer counts in the split', async () => {
    const player = await playerWithMoney(ctx, '1', '5');
    const studio = await launch(ctx, player);
    const cashBet = randomUUID();
    const bonusBet = randomUUID();
    await studio.bet(100, { transactionId: cashBet, roundId: 'split-3' });
    await studio.bet(500, { transactionId: bonusBet, roundId: 'split-3' });
    assert.equal((await studio.rollback(bonusBet)).status, 'RS_OK');
    assert.equal((await studio.win(1200, cashBet, 'split-3')).status, 'RS_OK');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '12.00', bonus: '5.00', held: '0.00' });
  });
});
