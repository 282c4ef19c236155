import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { GameRoundStatus } from '@arcadia/shared/core';
import { sql } from 'kysely';
import { signRequest } from '../../providers/signature.js';
import type { TestApp } from '../../testing/test-app.js';
import { assertLedgerAddsUp, balancesOfPlayer, newPlayer, playerWithMoney } from '../payments/payments.test-kit.js';
import { foldJackpotContributions } from '../casino/jackpots.js';
import { createGameSession, endGameSession } from './game-sessions.js';
import { MAX_AMOUNT_KURUS } from './games-wallet.contract.js';
import { expireStaleRounds } from './games-wallet.service.js';
import { answerOf, call, GAME, launch, OTHER_STUDIO_SECRET, PROVIDER, roundOf, startWalletApp, STUDIO_SECRET, writtenRows } from './games-wallet.test-kit.js';

let ctx: TestApp;
before(async () => {
  ctx = await startWalletApp();
});
after(async () => {
  await assertLedgerAddsUp(ctx);
  await ctx.close();
});

describe('signature', () => {
  test('a call signed with a wrong key, a stale timestamp, another provider\'s key or not at all is refused and writes nothing', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const body = { requestId: randomUUID(), user: studio.user, sessionToken: studio.sessionToken, transactionId: randomUUID(), roundId: 'r1', gameCode: GAME, amount: 100 };
    const before = await writtenRows(ctx);
    const refusals = [
      await call(ctx, 'bet', body, { secret: 'not-the-studio-secret-0123456789' }),
      await call(ctx, 'bet', body, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      await call(ctx, 'bet', body, { secret: OTHER_STUDIO_SECRET }),
      await call(ctx, 'bet', body, { provider: 'egt' }),
      await call(ctx, 'bet', body, { provider: 'amusnet' }),
      await ctx.post(`/api/games/wallet/${PROVIDER}/bet`, JSON.stringify(body)),
    ];
    // The body changed after signing.
    const signed = signRequest(STUDIO_SECRET, { method: 'POST', path: `/api/games/wallet/${PROVIDER}/bet`, body: JSON.stringify(body) });
    refusals.push(await ctx.post(`/api/games/wallet/${PROVIDER}/bet`, JSON.stringify({ ...body, amount: 1 }), { headers: signed }));
    for (const res of refusals) {
      assert.equal(res.status, 401, res.text);
      assert.equal(res.body.status, 'RS_ERROR_INVALID_SIGNATURE', res.text);
      assert.equal((res.body as unknown as { success: boolean }).success, false, 'with the envelope');
    }
    assert.deepEqual(await writtenRows(ctx), before);
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '100.00');
  });
});

describe('sessions', () => {
  test('a launch token is exchanged once; the balance answers in kuruş (cash + bonus)', async () => {
    const player = await playerWithMoney(ctx, '12.34', '5');
    const created = await createGameSession(ctx.app.db, { playerId: player.id, provider: PROVIDER, gameCode: GAME });
    const requestId = randomUUID();
    const first = await answerOf(ctx, 'session', { requestId, launchToken: created.launchToken });
    assert.equal(first.status, 'RS_OK');
    assert.equal(first.user, String(player.id));
    assert.equal(first.balance, 1734);
    assert.equal(first.gameCode, GAME);
    assert.deepEqual(await answerOf(ctx, 'session', { requestId, launchToken: created.launchToken }), first, 'a repeated request id answers the first answer');
    assert.equal((await answerOf(ctx, 'session', { requestId: randomUUID(), launchToken: created.launchToken })).status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await answerOf(ctx, 'session', { requestId: randomUUID(), launchToken: created.launchToken }, { provider: 'egt', secret: OTHER_STUDIO_SECRET })).status, 'RS_ERROR_INVALID_TOKEN');

    const balance = await answerOf(ctx, 'balance', { requestId: randomUUID(), user: first.user, sessionToken: first.sessionToken });
    assert.deepEqual({ status: balance.status, balance: balance.balance, currency: balance.currency }, { status: 'RS_OK', balance: 1734, currency: 'TRY' });
    const other = await newPlayer(ctx);
    assert.equal((await answerOf(ctx, 'balance', { requestId: randomUUID(), user: String(other.id), sessionToken: first.sessionToken })).status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await answerOf(ctx, 'balance', { requestId: randomUUID(), user: first.user, sessionToken: 'nope' })).status, 'RS_ERROR_INVALID_TOKEN');
  });

  test('after the session ended bets are refused, wins and rollbacks accepted', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const bet1 = randomUUID();
    const bet2 = randomUUID();
    assert.equal((await studio.bet(1000, { transactionId: bet1, roundId: 'a' })).status, 'RS_OK');
    assert.equal((await studio.bet(2000, { transactionId: bet2, roundId: 'b' })).status, 'RS_OK');
    await endGameSession(ctx.app.db, studio.sessionId);
    const refused = await studio.bet(500, { roundId: 'c' });
    assert.equal(refused.status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await studio.balance()).status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await studio.win(3000, bet1, 'a')).status, 'RS_OK');
    const rolledBack = await studio.rollback(bet2);
    assert.equal(rolledBack.status, 'RS_OK');
    assert.equal(rolledBack.balance, 10000 - 1000 + 3000);
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '120.00');
  });

  test('a new launch of the same game ends the earlier session', async () => {
    const player = await playerWithMoney(ctx, '10');
    const first = await launch(ctx, player);
    await launch(ctx, player);
    assert.equal((await first.bet(100)).status, 'RS_ERROR_INVALID_TOKEN');
  });
});

describe('bets', () => {
  test('a stake takes cash first, then bonus, and its bonus part counts toward the bonus wagering', async () => {
    const player = await playerWithMoney(ctx, '10', '50');
    const studio = await launch(ctx, player);
    const stake = await studio.bet(2500);
    assert.equal(stake.status, 'RS_OK');
    assert.equal(stake.balance, 3500);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '35.00', held: '0.00' });
    const grant = await ctx.app.db.selectFrom('bonus_grants').select('wagered').where('wallet_id', '=', player.walletId).executeTakeFirstOrThrow();
    assert.equal(grant.wagered, '15.00');
  });

  test('every stake taken feeds the jackpot pools with 1.5 % of it; a refused one feeds nothing', async () => {
    const pools = async () => {
      await foldJackpotContributions(ctx.app.db);
      return (await sql<{ total: string }>`select sum(value)::text as total from casino_jackpot_pools`.execute(ctx.app.db)).rows[0]!.total;
    };
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const before = Number(await pools());
    assert.equal((await studio.bet(10_000)).status, 'RS_OK');
    assert.equal((await studio.bet(1)).status, 'RS_ERROR_NOT_ENOUGH_MONEY');
    assert.ok(Math.abs(Number(await pools()) - before - 1.5) < 1e-6, `${before} → ${await pools()}`);
  });

  test('a win goes to cash in the share its round took from cash (rounded down), the rest to bonus', async () => {
    const player = await playerWithMoney(ctx, '10', '30');
    const studio = await launch(ctx, player);
    const bet = randomUUID();
    await studio.bet(4000, { transactionId: bet, roundId: 'w' });
    const paid = await studio.win(1001, bet, 'w');
    assert.equal(paid.status, 'RS_OK');
    // 1/4 of the stake was cash: 250 (rounded down) to cash, 751 to bonus.
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '2.50', bonus: '7.51', held: '0.00' });
  });

  test('insufficient funds answers with the current balance and writes nothing', async () => {
    const player = await playerWithMoney(ctx, '5', '1');
    const studio = await launch(ctx, player);
    const before = await writtenRows(ctx);
    const refused = await studio.bet(601);
    assert.equal(refused.status, 'RS_ERROR_NOT_ENOUGH_MONEY');
    assert.equal(refused.balance, 600);
    const after = await writtenRows(ctx);
    assert.deepEqual({ ...after, game_wallet_requests: before.game_wallet_requests }, before);
    assert.equal(after.game_wallet_requests, before.game_wallet_requests! + 1, 'only the answer is kept');
  });

  test('a repeated request id returns the first answer unchanged, refusals included', async () => {
    const player = await playerWithMoney(ctx, '10');
    const studio = await launch(ctx, player);
    const requestId = randomUUID();
    const transactionId = randomUUID();
    const first = await studio.bet(300, { requestId, transactionId, roundId: 'x' });
    assert.equal(first.status, 'RS_OK');
    await studio.bet(200);
    assert.deepEqual(await studio.bet(300, { requestId, transactionId, roundId: 'x' }), first);
    assert.equal((await studio.bet(999, { requestId, roundId: 'y' })).status, 'RS_ERROR_DUPLICATE_TRANSACTION', 'another request under the same id');

    const poorRequest = randomUUID();
    const poorBet = { requestId: poorRequest, transactionId: randomUUID(), roundId: 'z' };
    const poor = await studio.bet(100_000, poorBet);
    assert.equal(poor.status, 'RS_ERROR_NOT_ENOUGH_MONEY');
    assert.deepEqual(await studio.bet(100_000, poorBet), poor);
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '5.00');
  });

  test('a transaction id reused with another amount, round or player is a duplicate; the same bet again changes nothing', async () => {
    const player = await playerWithMoney(ctx, '10');
    const studio = await launch(ctx, player);
    const transactionId = randomUUID();
    assert.equal((await studio.bet(100, { transactionId, roundId: 'd' })).status, 'RS_OK');
    const same = await studio.bet(100, { transactionId, roundId: 'd' });
    assert.deepEqual([same.status, same.balance], ['RS_OK', 900]);
    assert.equal((await studio.bet(101, { transactionId, roundId: 'd' })).status, 'RS_ERROR_DUPLICATE_TRANSACTION');
    assert.equal((await studio.bet(100, { transactionId, roundId: 'e' })).status, 'RS_ERROR_DUPLICATE_TRANSACTION');
    const other = await launch(ctx, await playerWithMoney(ctx, '10'));
    assert.equal((await other.bet(100, { transactionId, roundId: 'd' })).status, 'RS_ERROR_DUPLICATE_TRANSACTION');
    assert.equal((await other.balance()).balance, 1000);
    assert.equal((await studio.balance()).balance, 900);
  });

  test('100 parallel bets on one balance never overdraw it', async () => {
    const player = await playerWithMoney(ctx, '50');
    const studio = await launch(ctx, player);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => studio.bet(100, { roundId: `p${i}` })));
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 'RS_OK').length, 50);
    assert.equal(statuses.filter((s) => s === 'RS_ERROR_NOT_ENOUGH_MONEY').length, 50);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '0.00', held: '0.00' });
    await assertLedgerAddsUp(ctx);
  });
});

describe('wins and rollbacks', () => {
  test('a win repeated 10 times in parallel credits once; a closed round is Completed and takes no more bets', async () => {
    const player = await playerWithMoney(ctx, '10');
    const studio = await launch(ctx, player);
    const bet = randomUUID();
    await studio.bet(500, { transactionId: bet, roundId: 'win10' });
    const transactionId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => studio.win(2000, bet, 'win10', { transactionId })));
    assert.ok(answers.every((a) => a.status === 'RS_OK'), JSON.stringify(answers));
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '25.00');
    const sameRequest = randomUUID();
    const repeats = await Promise.all(Array.from({ length: 10 }, () => studio.win(2000, bet, 'win10', { transactionId, requestId: sameRequest })));
    assert.ok(repeats.every((a) => JSON.stringify(a) === JSON.stringify(repeats[0])));
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '25.00');
    const round = await roundOf(ctx, 'win10');
    assert.deepEqual([round.status, round.stake, round.win], [GameRoundStatus.Completed, '5.00', '20.00']);
    assert.equal((await studio.bet(100, { roundId: 'win10' })).status, 'RS_ERROR_WRONG_TYPES');
    assert.equal((await studio.win(2001, bet, 'win10', { transactionId })).status, 'RS_ERROR_DUPLICATE_TRANSACTION');
  });

  test('a rollback returns its bet once', async () => {
    const player = await playerWithMoney(ctx, '10', '10');
    const studio = await launch(ctx, player);
    const bet = randomUUID();
    await studio.bet(1500, { transactionId: bet, roundId: 'rb' });
    const grant = () => ctx.app.db.selectFrom('bonus_grants').select('wagered').where('wallet_id', '=', player.walletId).executeTakeFirstOrThrow();
    assert.equal((await grant()).wagered, '5.00');
    const rollbackId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => studio.rollback(bet, { transactionId: rollbackId })));
    assert.ok(answers.every((a) => a.status === 'RS_OK' && a.balance === 2000), JSON.stringify(answers));
    assert.equal((await studio.rollback(bet)).status, 'RS_OK', 'another rollback of the same bet is answered, and moves nothing');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '10.00', bonus: '10.00', held: '0.00' });
    assert.equal((await grant()).wagered, '0.00');
    const round = await roundOf(ctx, 'rb');
    assert.deepEqual([round.status, round.stake], [GameRoundStatus.Cancelled, '0.00']);
    assert.equal((await studio.win(100, bet, 'rb')).status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    assert.equal((await studio.rollback(bet, { transactionId: bet })).status, 'RS_ERROR_DUPLICATE_TRANSACTION');
  });

  test('a win for an unknown bet is refused and writes nothing', async () => {
    const player = await playerWithMoney(ctx, '10');
    const studio = await launch(ctx, player);
    const before = await writtenRows(ctx);
    const refused = await studio.win(500, randomUUID(), 'nowhere');
    assert.deepEqual([refused.status, refused.balance], ['RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 1000]);
    const after = await writtenRows(ctx);
    assert.deepEqual({ ...after, game_wallet_requests: before.game_wallet_requests }, before);
    // Another player's bet is unknown to this one.
    const other = await launch(ctx, await playerWithMoney(ctx, '10'));
    const othersBet = randomUUID();
    await other.bet(100, { transactionId: othersBet, roundId: 'o' });
    assert.equal((await studio.win(500, othersBet, 'o')).status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    assert.equal((await studio.rollback(othersBet)).status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    assert.equal((await other.balance()).balance, 900);
  });

  test('a rollback before its bet leaves a tombstone: the late bet is refused', async () => {
    const player = await playerWithMoney(ctx, '10');
    const studio = await launch(ctx, player);
    const bet = randomUUID();
    const rollbackId = randomUUID();
    const early = await studio.rollback(bet, { transactionId: rollbackId });
    assert.deepEqual([early.status, early.balance], ['RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 1000]);
    assert.equal((await studio.rollback(bet, { transactionId: rollbackId })).status, 'RS_OK', 'its retry is answered: the bet is not taken');
    const late = await studio.bet(300, { transactionId: bet, roundId: 'late' });
    assert.deepEqual([late.status, late.balance], ['RS_ERROR_DUPLICATE_TRANSACTION', 1000]);
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '10.00');
    assert.equal((await studio.win(300, bet, 'late')).status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  });
});

describe('round expiry', () => {
  test('a round left open past the timeout is Expired: without a win its stakes go back, with one they stand', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const lostBet = randomUUID();
    await studio.bet(1000, { transactionId: lostBet, roundId: 'open-no-win' });
    await studio.bet(500, { roundId: 'open-no-win' });
    const wonBet = randomUUID();
    await studio.bet(2000, { transactionId: wonBet, roundId: 'open-with-win' });
    await studio.win(300, wonBet, 'open-with-win', { roundClosed: false });
    await studio.bet(700, { roundId: 'fresh' });
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '61.00');
    await sql`update game_rounds set updated_at = now() - interval '2 hours' where round_id in ('open-no-win', 'open-with-win')`.execute(ctx.app.db);

    assert.ok((await expireStaleRounds(ctx.app.db)) >= 2);
    assert.equal(await expireStaleRounds(ctx.app.db), 0, 'a round is expired once');
    const noWin = await roundOf(ctx, 'open-no-win');
    const withWin = await roundOf(ctx, 'open-with-win');
    assert.deepEqual([noWin.status, noWin.stake], [GameRoundStatus.Expired, '0.00']);
    assert.deepEqual([withWin.status, withWin.stake, withWin.win], [GameRoundStatus.Expired, '20.00', '3.00']);
    assert.equal((await roundOf(ctx, 'fresh')).status, GameRoundStatus.Processing);
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '76.00');

    assert.equal((await studio.win(5000, lostBet, 'open-no-win')).status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    assert.equal((await studio.win(5000, wonBet, 'open-with-win')).status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    assert.equal((await studio.bet(100, { roundId: 'open-no-win' })).status, 'RS_ERROR_WRONG_TYPES');
    assert.equal((await studio.rollback(lostBet)).status, 'RS_OK', 'a bet the expiry returned is not returned again');
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '76.00');
  });
});

describe('bad input', () => {
  test('every field missing, mistyped, negative, fractional or oversized is RS_ERROR_WRONG_TYPES and writes nothing', async () => {
    const player = await playerWithMoney(ctx, '10');
    const studio = await launch(ctx, player);
    const bet = randomUUID();
    await studio.bet(100, { transactionId: bet, roundId: 'ok' });
    const base = { user: studio.user, sessionToken: studio.sessionToken };
    const valid: Record<string, Record<string, unknown>> = {
      session: { requestId: 'r', launchToken: 'token' },
      balance: { requestId: 'r', ...base },
      bet: { requestId: 'r', ...base, transactionId: 't', roundId: 'x', gameCode: GAME, amount: 100 },
      win: { requestId: 'r', ...base, transactionId: 't', referenceTransactionId: bet, roundId: 'ok', amount: 100, roundClosed: true },
      rollback: { requestId: 'r', ...base, transactionId: 't', referenceTransactionId: bet },
    };
    const wrongValues: unknown[] = [null, 12, true, '', 'a b', 'x'.repeat(101), [], {}];
    const wrongAmounts: unknown[] = [null, '100', -1, 1.5, 0.01, MAX_AMOUNT_KURUS + 1, 1e300, true, []];
    const before = await writtenRows(ctx);
    const cases: { action: string; body: unknown }[] = [];
    for (const [action, body] of Object.entries(valid)) {
      for (const field of Object.keys(body)) {
        const { [field]: _dropped, ...missing } = body;
        cases.push({ action, body: missing });
        const wrong = field === 'amount' ? wrongAmounts : field === 'roundClosed' ? [null, 'true', 1] : wrongValues;
        for (const value of wrong) cases.push({ action, body: { ...body, requestId: randomUUID(), [field]: value } });
      }
      cases.push({ action, body: '{not json' }, { action, body: '[]' }, { action, body: 'null' }, { action, body: '' });
      cases.push({ action, body: JSON.stringify({ ...body, requestId: randomUUID(), padding: 'x'.repeat(20_000) }) });
    }
    cases.push({ action: 'bet', body: { ...valid.bet, requestId: randomUUID(), amount: 0 } });
    for (const { action, body } of cases) {
      const res = await call(ctx, action, body);
      const oversized = typeof body === 'string' && body.length > 16 * 1024;
      assert.equal(res.status, oversized ? 413 : 400, `${action} ${JSON.stringify(body).slice(0, 200)}: ${res.text}`);
      assert.equal(res.body.status, 'RS_ERROR_WRONG_TYPES', `${action} ${JSON.stringify(body).slice(0, 200)}: ${res.text}`);
    }
    assert.deepEqual(await writtenRows(ctx), before);
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '9.00');
    const unknownAction = await call(ctx, 'deposit', valid.balance!);
    assert.equal(unknownAction.status, 404);
  });

  test('the body is read whatever media type its Content-Type names; a Content-Type that names none is 415 RS_ERROR_WRONG_TYPES and writes nothing', async () => {
    const player = await playerWithMoney(ctx, '10');
    const studio = await launch(ctx, player);
    const path = `/api/games/wallet/${PROVIDER}/bet`;
    const bet = (contentType: string) => {
      const raw = JSON.stringify({ requestId: randomUUID(), user: studio.user, sessionToken: studio.sessionToken, transactionId: randomUUID(), roundId: randomUUID(), gameCode: GAME, amount: 100 });
      return ctx.post(path, raw, { headers: { ...signRequest(STUDIO_SECRET, { method: 'POST', path, body: raw }), 'Content-Type': contentType } });
    };
    for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'application/octet-stream']) {
      const res = await bet(type);
      assert.deepEqual([res.status, res.body.status], [200, 'RS_OK'], `${type}: ${res.text}`);
    }
    const before = await writtenRows(ctx);
    for (const type of ['json', 'application/json, text/plain']) {
      const res = await bet(type);
      assert.deepEqual([res.status, res.body.status, res.body.success], [415, 'RS_ERROR_WRONG_TYPES', false], `${type}: ${res.text}`);
    }
    assert.deepEqual(await writtenRows(ctx), before);
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '6.00');
  });
});
