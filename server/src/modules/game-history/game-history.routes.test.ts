import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { BetAction, GameRoundStatus, type GameRound } from '@arcadia/shared/core';
import { sql } from 'kysely';
import type { TestApp } from '../../testing/test-app.js';
import { assertLedgerAddsUp, balancesOfPlayer, newPlayer, playerWithMoney, type Player } from '../payments/payments.test-kit.js';
import { createGameSession } from '../games-wallet/game-sessions.js';
import { expireStaleRounds } from '../games-wallet/games-wallet.service.js';
import { answerOf, OTHER_STUDIO_SECRET, PROVIDER, STUDIO_SECRET, startWalletApp, writtenRows } from '../games-wallet/games-wallet.test-kit.js';

const SPORTS_SECRET = 'game-history-test-sportsbook-secret-0123456789';
const URL = '/api/games/history';

let ctx: TestApp;
/** A slot (not live) and a live table of the Hub88 catalogue, and the sportsbook's game. */
let slot: { code: string; name: string };
let liveTable: { code: string; name: string };
const SPORTSBOOK = 'fcg-sportsbook';

before(async () => {
  ctx = await startWalletApp({ config: { gameStudioSecrets: { [PROVIDER]: STUDIO_SECRET, egt: OTHER_STUDIO_SECRET, fcg: SPORTS_SECRET, betco: SPORTS_SECRET } } });
  const pick = (live: boolean) =>
    ctx.app.db.selectFrom('casino_games').select(['game_code as code', 'name']).where('provider_name', '=', 'Hub88').where('live', '=', live).orderBy('id').executeTakeFirstOrThrow();
  slot = await pick(false);
  liveTable = await pick(true);
});
after(async () => {
  await assertLedgerAddsUp(ctx);
  await ctx.close();
});

/** A studio (or the sportsbook) that launched `gameCode` for the player and signs its wallet calls. */
async function play(player: Player, gameCode: string, provider = PROVIDER) {
  const secret = provider === PROVIDER ? STUDIO_SECRET : SPORTS_SECRET;
  const created = await createGameSession(ctx.app.db, { playerId: player.id, provider, gameCode });
  const opened = await answerOf(ctx, 'session', { requestId: randomUUID(), launchToken: created.launchToken }, { provider, secret });
  assert.equal(opened.status, 'RS_OK');
  const base = { user: opened.user!, sessionToken: opened.sessionToken! };
  const send = async (action: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) => {
    const answer = await answerOf(ctx, action, { ...base, requestId: randomUUID(), transactionId: randomUUID(), ...body }, { provider, secret });
    assert.equal(answer.status, 'RS_OK', JSON.stringify(answer));
    return body.transactionId as string;
  };
  return {
    /** Amounts in kuruş, as studios send them. */
    bet: (roundId: string, amount: number, transactionId = randomUUID()) => send('bet', { transactionId, roundId, gameCode, amount }),
    win: (roundId: string, bet: string, amount: number, roundClosed = true) => send('win', { transactionId: randomUUID(), referenceTransactionId: bet, roundId, amount, roundClosed }),
    rollback: (bet: string) => send('rollback', { transactionId: randomUUID(), referenceTransactionId: bet }),
  };
}

const playable = async (player: Player) => {
  const b = await balancesOfPlayer(ctx, player);
  return Number(b.cash) + Number(b.bonus);
};

async function history(player: Player, body: Record<string, unknown> = {}, locale: 'tr' | 'en' = 'en') {
  const res = await ctx.post(URL, { skip: 0, take: 100, ...body }, player.as(locale));
  assert.equal(res.status, 200, res.text);
  return res.body.data as { items: GameRound[]; total: number };
}

const byRound = (items: GameRound[]) => new Map(items.map((r) => [r.roundId, r]));
const kurus = (lira: number) => Math.round(lira * 100);

describe('POST /api/games/history', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.post(URL, { skip: 0, take: 10 })).status, 401);
    assert.equal((await ctx.post(URL, { skip: 0, take: 10 }, { headers: { Authorization: 'Bearer not-a-session' } })).status, 401);
  });

  test('lists the rounds newest first with stake and win read from the ledger, and their nets add up to what the balance moved', async () => {
    const player = await playerWithMoney(ctx, '100', '20');
    const before = await playable(player);
    const studio = await play(player, slot.code);
    const live = await play(player, liveTable.code);

    // Won: two bets (the second partly from bonus), a win of 45 lira.
    const wonBet = await studio.bet('won', 1000);
    await studio.bet('won', 9500);
    await studio.win('won', wonBet, 4500);
    // Lost: a win of 0 closes it.
    const lostBet = await live.bet('lost', 2550);
    await live.win('lost', lostBet, 0);
    // Cancelled: its only bet rolled back.
    await studio.rollback(await studio.bet('cancelled', 700));
    // One of two bets rolled back, then a win: only the bet that stayed counts as stake.
    const kept = await studio.bet('partly', 300);
    await studio.rollback(await studio.bet('partly', 200));
    await studio.win('partly', kept, 100);
    // Left open: one gets its stake back when it expires (no win), one keeps it (it paid a win).
    await studio.bet('expired', 400);
    const paidBet = await studio.bet('expired-paid', 500);
    await studio.win('expired-paid', paidBet, 150, false);
    assert.equal(await expireStaleRounds(ctx.app.db, { now: new Date(Date.now() + 2 * 3600_000) }), 2);

    const { items, total } = await history(player);
    assert.equal(total, 6);
    assert.deepEqual(
      items.map((r) => r.roundId),
      ['expired-paid', 'expired', 'partly', 'cancelled', 'lost', 'won'],
      'newest first',
    );
    const rounds = byRound(items);
    const won = rounds.get('won')!;
    assert.deepEqual(
      { ...won, actions: undefined },
      {
        roundId: 'won',
        gameCode: slot.code,
        gameName: slot.name,
        providerName: 'Hub88',
        product: 'casino',
        status: GameRoundStatus.Completed,
        stake: 105,
        win: 45,
        net: -60,
        startedAt: won.startedAt,
        updatedAt: won.updatedAt,
        actions: undefined,
      },
    );
    assert.ok(Date.parse(won.startedAt) <= Date.parse(won.updatedAt));
    assert.deepEqual(
      won.actions.map((a) => [a.action, a.amount, a.rolledBack]),
      [
        [BetAction.Bet, 10, false],
        [BetAction.Bet, 95, false],
        [BetAction.Win, 45, false],
      ],
    );
    assert.equal(won.actions[0]!.transactionId, wonBet);
    assert.ok(won.actions.every((a) => !Number.isNaN(Date.parse(a.at))));

    const lost = rounds.get('lost')!;
    assert.deepEqual([lost.product, lost.gameName, lost.status, lost.stake, lost.win, lost.net], ['live', liveTable.name, GameRoundStatus.Completed, 25.5, 0, -25.5]);
    assert.deepEqual(lost.actions.map((a) => [a.action, a.amount]), [[BetAction.Bet, 25.5], [BetAction.Win, 0]]);

    const cancelled = rounds.get('cancelled')!;
    assert.deepEqual([cancelled.status, cancelled.stake, cancelled.win, cancelled.net], [GameRoundStatus.Cancelled, 0, 0, 0]);
    assert.deepEqual(cancelled.actions.map((a) => [a.action, a.amount, a.rolledBack]), [[BetAction.Bet, 7, true]]);

    const partly = rounds.get('partly')!;
    assert.deepEqual([partly.status, partly.stake, partly.win, partly.net], [GameRoundStatus.Completed, 3, 1, -2]);
    assert.deepEqual(partly.actions.map((a) => a.rolledBack), [false, true, false]);

    const expired = rounds.get('expired')!;
    assert.deepEqual([expired.status, expired.stake, expired.win, expired.net], [GameRoundStatus.Expired, 0, 0, 0]);
    assert.deepEqual(expired.actions.map((a) => a.rolledBack), [true], 'its stake went back');
    const expiredPaid = rounds.get('expired-paid')!;
    assert.deepEqual([expiredPaid.status, expiredPaid.stake, expiredPaid.win, expiredPaid.net], [GameRoundStatus.Expired, 5, 1.5, -3.5]);

    const moved = kurus(await playable(player)) - kurus(before);
    assert.equal(items.reduce((sum, r) => sum + kurus(r.net), 0), moved, 'the nets add up to what the balance moved');
    assert.equal(moved, -6000 - 2550 - 200 - 350);
  });

  test('never shows another player\'s rounds, even of the same round id', async () => {
    const player = await playerWithMoney(ctx, '50');
    const other = await playerWithMoney(ctx, '50');
    const mine = await play(player, slot.code);
    const theirs = await play(other, slot.code);
    const shared = `shared-${randomUUID()}`;
    await mine.win(shared, await mine.bet(shared, 100), 0);
    await theirs.win(shared, await theirs.bet(shared, 4000), 9000);
    await theirs.bet(`only-theirs-${randomUUID()}`, 100);

    const { items, total } = await history(player);
    assert.equal(total, 1);
    assert.deepEqual(items.map((r) => [r.roundId, r.stake, r.win]), [[shared, 1, 0]]);
    assert.equal((await history(await newPlayer(ctx))).total, 0, 'a player who never played has none');
  });

  test('filters by product: casino, live casino (the catalogue flag) and sports (the sportsbook providers)', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await play(player, slot.code);
    const live = await play(player, liveTable.code);
    const fcg = await play(player, SPORTSBOOK, 'fcg');
    const betco = await play(player, 'betco-live-betting', 'betco');
    await studio.bet('slot-round', 100);
    await live.bet('live-round', 100);
    await fcg.win('coupon-1', await fcg.bet('coupon-1', 1000), 2500);
    await betco.bet('coupon-2', 300);

    const ids = async (product?: string) => (await history(player, product ? { product } : {})).items.map((r) => r.roundId).sort();
    assert.deepEqual(await ids(), ['coupon-1', 'coupon-2', 'live-round', 'slot-round']);
    assert.deepEqual(await ids('casino'), ['slot-round']);
    assert.deepEqual(await ids('live'), ['live-round']);
    assert.deepEqual(await ids('sports'), ['coupon-1', 'coupon-2']);
    assert.equal((await history(player, { product: 'sports' })).total, 2);

    const coupons = byRound((await history(player, { product: 'sports' }, 'tr')).items);
    assert.deepEqual(
      [coupons.get('coupon-1')!.product, coupons.get('coupon-1')!.providerName, coupons.get('coupon-1')!.gameName, coupons.get('coupon-1')!.net],
      ['sports', 'FCG', 'Spor Bahisleri', 15],
    );
    assert.equal(coupons.get('coupon-2')!.providerName, 'Betco');
    assert.equal(coupons.get('coupon-2')!.status, GameRoundStatus.Processing);
    assert.equal((await history(player, { product: 'sports' }, 'en')).items[0]!.gameName, 'Sports Betting');
  });

  test('filters by the day a round started, in Turkey, both ends inclusive', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await play(player, slot.code);
    for (const round of ['jan-9', 'jan-10', 'feb-1', 'today']) await studio.bet(round, 100);
    const startAt = (round: string, at: string) => sql`update game_rounds set created_at = ${at} where player_id = ${player.id} and round_id = ${round}`.execute(ctx.app.db);
    // 23:59 on the 9th and 00:30 on the 10th in Istanbul (UTC+3).
    await startAt('jan-9', '2026-01-09T20:59:00Z');
    await startAt('jan-10', '2026-01-09T21:30:00Z');
    await startAt('feb-1', '2026-02-01T09:00:00Z');

    const ids = async (body: Record<string, unknown>) => (await history(player, body)).items.map((r) => r.roundId);
    assert.deepEqual(await ids({ from: '2026-01-10', to: '2026-01-10' }), ['jan-10']);
    assert.deepEqual(await ids({ from: '2026-01-09', to: '2026-02-01' }), ['feb-1', 'jan-10', 'jan-9']);
    assert.deepEqual(await ids({ to: '2026-01-09' }), ['jan-9']);
    assert.deepEqual(await ids({ from: '2026-01-10', to: '2026-01-31', product: 'casino' }), ['jan-10']);
    assert.deepEqual(await ids({ from: '2026-01-10', to: '2026-01-31', product: 'live' }), []);
    assert.deepEqual((await ids({ from: '2026-01-10' }))[0], 'today');
    assert.equal((await history(player, { from: '2025-02-01', to: '2026-02-01' })).total, 3, 'a whole year is allowed');
  });

  test('pages newest first; the total counts every match', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await play(player, slot.code);
    const rounds = Array.from({ length: 5 }, (_, i) => `page-${i}`);
    for (const round of rounds) await studio.bet(round, 100);

    const seen: string[] = [];
    for (const skip of [0, 2, 4]) {
      const page = await history(player, { skip, take: 2 });
      assert.equal(page.total, 5);
      seen.push(...page.items.map((r) => r.roundId));
    }
    assert.deepEqual(seen, [...rounds].reverse());
    const past = await history(player, { skip: 10, take: 2 });
    assert.deepEqual([past.items, past.total], [[], 5]);
  });

  test('bad input → 400 with a message, and nothing changes', async () => {
    const player = await playerWithMoney(ctx, '10');
    const before = { rows: await writtenRows(ctx), balances: await balancesOfPlayer(ctx, player) };
    const bodies: unknown[] = [
      {},
      { skip: 0 },
      { take: 10 },
      { skip: 0, take: 0 },
      { skip: 0, take: 101 },
      { skip: -1, take: 10 },
      { skip: 1.5, take: 10 },
      { skip: 0, take: '10' },
      { skip: 100_001, take: 10 },
      { skip: 2 ** 53, take: 10 },
      { skip: 0, take: 10, product: 'poker' },
      { skip: 0, take: 10, product: 'Casino' },
      { skip: 0, take: 10, product: null },
      { skip: 0, take: 10, from: '2026-02-30' },
      { skip: 0, take: 10, from: '25.11.2026' },
      { skip: 0, take: 10, from: '2026-11-25T00:00:00Z' },
      { skip: 0, take: 10, to: 20261125 },
      { skip: 0, take: 10, from: '2026-11-26', to: '2026-11-25' },
      { skip: 0, take: 10, from: '2025-01-01', to: '2026-01-02' },
      { skip: 0, take: 10, from: '2026-01-01\u0000' },
      { skip: 0, take: 10, playerId: player.id },
      { skip: 0, take: 10, 'product\u0000': 'casino' },
      [{ skip: 0, take: 10 }],
      'skip=0&take=10',
    ];
    for (const body of bodies) {
      const res = await ctx.post(URL, body, player.as());
      assert.equal(res.status, 400, `${JSON.stringify(body)} → ${res.text}`);
      assert.equal(res.body.success, false);
      assert.ok(res.body.message, JSON.stringify(body));
    }
    const notJson = await ctx.fetch(URL, { method: 'POST', body: '{"skip":0,', headers: { ...player.as().headers, 'Content-Type': 'application/json' } });
    assert.equal(notJson.status, 400, notJson.text);
    const huge = await ctx.fetch(URL, { method: 'POST', body: JSON.stringify({ skip: 0, take: 10, from: 'x'.repeat(2_000_000) }), headers: { ...player.as().headers, 'Content-Type': 'application/json' } });
    assert.ok(huge.status >= 400 && huge.status < 500, `${huge.status}`);
    assert.deepEqual({ rows: await writtenRows(ctx), balances: await balancesOfPlayer(ctx, player) }, before);
    // The server still answers.
    assert.equal((await history(player)).total, 0);
  });
});
