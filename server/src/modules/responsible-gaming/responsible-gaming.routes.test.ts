import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { cardDetail, newPlayer, paymentsOf, playerWithMoney, startPaymentsApp, type PaymentsApp, type Player } from '../payments/payments.test-kit.js';
import { launch, PROVIDER, STUDIO_SECRET } from '../games-wallet/games-wallet.test-kit.js';

const HOUR = 3600_000;

let ctx: PaymentsApp;
before(async () => {
  ctx = await startPaymentsApp({ config: { gameStudioSecrets: { [PROVIDER]: STUDIO_SECRET } } });
});
after(async () => {
  await ctx?.close();
});

const advance = (ms: number) => ctx.app.accounts.clock.advance(ms);
const now = () => ctx.app.accounts.clock.now();

async function statusOn(app: PaymentsApp, player: Player) {
  const res = await app.get('/api/responsiblegaming/status', player.as());
  assert.equal(res.status, 200, res.text);
  return res.body.data;
}
const status = (player: Player) => statusOn(ctx, player);

const setLimitOn = (app: PaymentsApp, player: Player, body: Record<string, unknown>) => app.post('/api/responsiblegaming/limit', body, player.as());
const setLimit = (player: Player, body: Record<string, unknown>) => setLimitOn(ctx, player, body);

async function changesOf(player: Player) {
  return ctx.app.db.selectFrom('responsible_gaming_changes').selectAll().where('player_id', '=', player.id).orderBy('id').execute();
}

async function depositOf(player: Player, amount: number) {
  return ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(amount) }, player.as());
}

describe('GET /api/responsiblegaming/status', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.get('/api/responsiblegaming/status')).status, 401);
  });

  test('a new player has no limits, has not decided, a 60-minute reality check and an empty session', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    const data = await status(player);
    assert.deepEqual(data.limits, []);
    assert.equal(data.depositLimitDecided, false);
    assert.equal(data.realityCheckMinutes, 60);
    assert.equal(data.exclusion, null);
    assert.deepEqual([data.session.stakes, data.session.wins, data.session.net], [0, 0, 0]);
    assert.ok(Math.abs(Date.parse(data.session.startedAt) - now()) < 60_000, 'the session started at login');
    assert.equal(Date.parse(data.session.nextRealityCheckAt), Date.parse(data.session.startedAt) + 60 * 60_000);
  });
});

describe('POST /api/responsiblegaming/limit', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.post('/api/responsiblegaming/limit', { type: 'deposit', period: 'day', amount: 100 })).status, 401);
  });

  test('a new limit applies at once, counts as deciding on deposits, and is a row of the history', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    const res = await setLimit(player, { type: 'deposit', period: 'day', amount: 1000 });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data, { type: 'deposit', period: 'day', amount: 1000, used: 0, resetsAt: null, pending: null });
    const data = await status(player);
    assert.equal(data.depositLimitDecided, true);
    assert.deepEqual(data.limits, [res.body.data]);
    const changes = await changesOf(player);
    assert.deepEqual(
      changes.map((c) => [c.subject, c.period, c.old_value, c.new_value, c.changed_by]),
      [['deposit_limit', 'day', null, '1000.00', 'player']],
    );
  });

  test('a loss or stake limit does not count as deciding on deposits', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    assert.equal((await setLimit(player, { type: 'loss', period: 'week', amount: 500 })).status, 200);
    assert.equal((await setLimit(player, { type: 'stake', period: 'month', amount: 2500.5 })).status, 200);
    const data = await status(player);
    assert.equal(data.depositLimitDecided, false);
    assert.deepEqual(
      data.limits.map((l: { type: string; period: string; amount: number }) => [l.type, l.period, l.amount]),
      [
        ['loss', 'week', 500],
        ['stake', 'month', 2500.5],
      ],
    );
  });

  test('a decrease applies at once; an increase waits 24 hours and then applies', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    await setLimit(player, { type: 'stake', period: 'week', amount: 1000 });
    const lowered = await setLimit(player, { type: 'stake', period: 'week', amount: 400 });
    assert.equal(lowered.status, 200);
    assert.equal(lowered.body.data.amount, 400);
    assert.equal(lowered.body.data.pending, null);

    const raised = await setLimit(player, { type: 'stake', period: 'week', amount: 900 });
    assert.equal(raised.status, 200);
    assert.equal(raised.body.data.amount, 400, 'the lower amount stays in force');
    assert.equal(raised.body.data.pending.amount, 900);
    const effectiveAt = Date.parse(raised.body.data.pending.effectiveAt);
    assert.ok(Math.abs(effectiveAt - (now() + 24 * HOUR)) < 60_000, 'the rise applies 24 hours from now');

    advance(23 * HOUR);
    assert.equal((await status(player)).limits[0].amount, 400, 'not before 24 hours');
    advance(HOUR + 1000);
    const [limit] = (await status(player)).limits;
    assert.equal(limit.amount, 900);
    assert.equal(limit.pending, null);
    assert.deepEqual(
      (await changesOf(player)).map((c) => [c.old_value, c.new_value]),
      [
        [null, '1000.00'],
        ['1000.00', '400.00'],
        ['400.00', '900.00'],
      ],
    );
  });

  test('a later decrease cancels a waiting increase', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    await setLimit(player, { type: 'loss', period: 'day', amount: 300 });
    assert.equal((await setLimit(player, { type: 'loss', period: 'day', amount: 800 })).body.data.pending.amount, 800);
    const lowered = await setLimit(player, { type: 'loss', period: 'day', amount: 250 });
    assert.equal(lowered.status, 200);
    assert.deepEqual([lowered.body.data.amount, lowered.body.data.pending], [250, null]);
    advance(25 * HOUR);
    const [limit] = (await status(player)).limits;
    assert.deepEqual([limit.amount, limit.pending], [250, null], 'the cancelled rise never applies');
  });

  test('a removal waits 24 hours, reported as a pending null amount, then the limit is gone', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    await setLimit(player, { type: 'deposit', period: 'week', amount: 2000 });
    const removed = await setLimit(player, { type: 'deposit', period: 'week', amount: null });
    assert.equal(removed.status, 200, removed.text);
    assert.equal(removed.body.data.amount, 2000);
    assert.equal(removed.body.data.pending.amount, null);
    assert.ok(Math.abs(Date.parse(removed.body.data.pending.effectiveAt) - (now() + 24 * HOUR)) < 60_000);
    advance(24 * HOUR + 1000);
    assert.deepEqual((await status(player)).limits, []);
    // A new limit after the removal is a new limit: it applies at once.
    const again = await setLimit(player, { type: 'deposit', period: 'week', amount: 5000 });
    assert.deepEqual([again.body.data.amount, again.body.data.pending], [5000, null]);
  });

  test('removing a limit the player does not have is refused and changes nothing', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    const res = await setLimit(player, { type: 'stake', period: 'day', amount: null });
    assert.equal(res.status, 422);
    assert.equal(res.body.success, false);
    assert.deepEqual(await changesOf(player), []);
  });

  test('bad inputs answer 400 or 422 with a message, in the envelope, and change nothing', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    await setLimit(player, { type: 'deposit', period: 'day', amount: 100 });
    const bodies: Record<string, unknown>[] = [
      { type: 'bonus', period: 'day', amount: 50 },
      { type: 'deposit', period: 'year', amount: 50 },
      { type: 'deposit', period: 'day', amount: -5 },
      { type: 'deposit', period: 'day', amount: 0 },
      { type: 'deposit', period: 'day', amount: 10.005 },
      { type: 'deposit', period: 'day', amount: 0.001 },
      { type: 'deposit', period: 'day', amount: 10_000_000.01 },
      { type: 'deposit', period: 'day', amount: 1e12 },
      { type: 'deposit', period: 'day', amount: '50' },
      { type: 'deposit', period: 'day' },
      { type: 'deposit', amount: 50 },
      { period: 'day', amount: 50 },
      { type: 'deposit', period: 'day', amount: 50, extra: true },
    ];
    const before = { limits: (await status(player)).limits, changes: (await changesOf(player)).length };
    for (const body of bodies) {
      const res = await setLimit(player, body);
      assert.ok(res.status === 400 || res.status === 422, `${JSON.stringify(body)}: ${res.status} ${res.text}`);
      assert.equal(res.body.success, false, JSON.stringify(body));
      assert.ok(typeof res.body.message === 'string' && res.body.message.length > 0, `${JSON.stringify(body)}: a message`);
    }
    assert.deepEqual({ limits: (await status(player)).limits, changes: (await changesOf(player)).length }, before);
  });

  test('a deposit limit below the smallest deposit method minimum (₺50) is refused until the player confirms it makes deposits impossible', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    const refused = await setLimit(player, { type: 'deposit', period: 'month', amount: 5 });
    assert.equal(refused.status, 422, refused.text);
    assert.equal(refused.body.success, false);
    assert.match(refused.body.message, /₺50/);
    assert.deepEqual(refused.body.data, { minimumDeposit: 50 });
    assert.equal((await status(player)).depositLimitDecided, false, 'nothing changed');
    assert.equal((await changesOf(player)).length, 0);
    assert.equal((await setLimit(player, { type: 'deposit', period: 'month', amount: 5, confirmBelowMinimum: 'yes' })).status, 400);

    const confirmed = await setLimit(player, { type: 'deposit', period: 'month', amount: 5, confirmBelowMinimum: true });
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal(confirmed.body.data.amount, 5);
    // At the minimum no confirmation is asked, and loss and stake limits never ask it.
    assert.equal((await setLimit(player, { type: 'deposit', period: 'day', amount: 50 })).status, 200);
    assert.equal((await setLimit(player, { type: 'stake', period: 'day', amount: 5 })).status, 200);
  });

  test('the highest limit, 10,000,000 with two decimals at most, is accepted', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    assert.equal((await setLimit(player, { type: 'stake', period: 'month', amount: 10_000_000 })).body.data.amount, 10_000_000);
    assert.equal((await setLimit(player, { type: 'loss', period: 'month', amount: 0.01 })).body.data.amount, 0.01);
  });
});

describe('POST /api/responsiblegaming/nolimit', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.post('/api/responsiblegaming/nolimit', { confirm: true })).status, 401);
  });

  test('without confirm: true it is refused and nothing is decided', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    for (const body of [{ confirm: false }, {}, { confirm: 'yes' }]) {
      const res = await ctx.post('/api/responsiblegaming/nolimit', body, player.as());
      assert.ok(res.status === 400 || res.status === 422, `${JSON.stringify(body)}: ${res.status}`);
    }
    assert.equal((await status(player)).depositLimitDecided, false);
  });

  test('decides, and removes each deposit limit with the 24-hour wait', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    await setLimit(player, { type: 'deposit', period: 'day', amount: 500 });
    await setLimit(player, { type: 'stake', period: 'day', amount: 500 });
    const res = await ctx.post('/api/responsiblegaming/nolimit', { confirm: true }, player.as());
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.depositLimitDecided, true);
    const deposit = res.body.data.limits.find((l: { type: string }) => l.type === 'deposit');
    assert.equal(deposit.amount, 500, 'in force until the wait ends');
    assert.equal(deposit.pending.amount, null);
    advance(24 * HOUR + 1000);
    assert.deepEqual(
      (await status(player)).limits.map((l: { type: string }) => l.type),
      ['stake'],
      'the stake limit stays',
    );
  });
});

describe('POST /api/responsiblegaming/realitycheck', () => {
  test('stores one of 15, 30, 60, 120 minutes and refuses anything else', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    const res = await ctx.post('/api/responsiblegaming/realitycheck', { minutes: 30 }, player.as());
    assert.equal(res.status, 200, res.text);
    assert.equal((await status(player)).realityCheckMinutes, 30);
    for (const minutes of [0, 45, -15, 15.5, '30', null]) {
      const bad = await ctx.post('/api/responsiblegaming/realitycheck', { minutes }, player.as());
      assert.ok(bad.status === 400 || bad.status === 422, `${String(minutes)}: ${bad.status}`);
    }
    assert.equal((await status(player)).realityCheckMinutes, 30);
    assert.deepEqual(
      (await changesOf(player)).map((c) => [c.subject, c.old_value, c.new_value]),
      [['reality_check_minutes', '60.00', '30.00']],
    );
  });
});

describe('used amounts over rolling windows', () => {
  test('deposits count from their request, roll off after 24 h / 7 d, and a declined one frees its amount', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    await setLimit(player, { type: 'deposit', period: 'day', amount: 1000 });
    await setLimit(player, { type: 'deposit', period: 'week', amount: 5000 });
    assert.equal((await depositOf(player, 100)).status, 200);
    const firstAt = now();
    advance(12 * HOUR);
    assert.equal((await depositOf(player, 250)).status, 200);
    assert.equal((await depositOf(player, 60)).status, 200);
    // The provider declines the last one: it no longer counts.
    const rows = await paymentsOf(ctx, player);
    await sql`update payments set status = 4 where id = ${rows[rows.length - 1]!.id}`.execute(ctx.app.db);

    let [day, week] = (await status(player)).limits;
    assert.deepEqual([day.used, week.used], [350, 350]);
    assert.ok(Math.abs(Date.parse(day.resetsAt) - (firstAt + 24 * HOUR)) < 5000, 'the day falls when the first deposit leaves it');

    advance(12 * HOUR + 1000);
    [day, week] = (await status(player)).limits;
    assert.deepEqual([day.used, week.used], [250, 350], 'the first deposit left the day, not the week');
    advance(13 * HOUR);
    [day, week] = (await status(player)).limits;
    assert.deepEqual([day.used, day.resetsAt], [0, null]);
    assert.equal(week.used, 350);
    advance(6 * 24 * HOUR);
    assert.equal((await status(player)).limits[1].used, 0);
  });
});

// Game-wallet rows are stamped by the database's clock, which the test clock cannot move back:
// these tests run on an app of their own, whose clock has not been moved before they bet.
describe('used stakes and losses over rolling windows', () => {
  let own: PaymentsApp;
  before(async () => {
    own = await startPaymentsApp({ config: { gameStudioSecrets: { [PROVIDER]: STUDIO_SECRET } } });
  });
  after(async () => {
    await own?.close();
  });

  test('stakes count each bet not rolled back; a loss is stakes less wins; the session shows both', async () => {
    const player = await playerWithMoney(own, '1000');
    await setLimitOn(own, player, { type: 'stake', period: 'day', amount: 500 });
    await setLimitOn(own, player, { type: 'loss', period: 'day', amount: 500 });
    const studio = await launch(own, player);
    // The studio's amounts are kuruş.
    assert.equal((await studio.bet(10_000, { transactionId: 'rg-bet-1', roundId: 'rg-a' })).status, 'RS_OK');
    assert.equal((await studio.win(3_000, 'rg-bet-1', 'rg-a')).status, 'RS_OK');
    assert.equal((await studio.bet(5_000, { transactionId: 'rg-bet-2', roundId: 'rg-b' })).status, 'RS_OK');
    await studio.rollback('rg-bet-2');
    const data = await statusOn(own, player);
    const [loss, stake] = data.limits;
    assert.deepEqual([loss.type, loss.used, stake.type, stake.used], ['loss', 70, 'stake', 100]);
    assert.ok(stake.resetsAt !== null);
    assert.deepEqual([data.session.stakes, data.session.wins, data.session.net], [100, 30, -70]);
    own.app.accounts.clock.advance(24 * HOUR + 1000);
    assert.deepEqual(
      (await statusOn(own, player)).limits.map((l: { used: number; resetsAt: string | null }) => [l.used, l.resetsAt]),
      [
        [0, null],
        [0, null],
      ],
    );
  });
});

describe('POST /api/payment/deposit with a deposit limit', () => {
  test('a deposit past the limit is refused with the limit, what is left and when it frees; nothing is written', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    await setLimit(player, { type: 'deposit', period: 'week', amount: 500 });
    await setLimit(player, { type: 'deposit', period: 'day', amount: 300 });
    assert.equal((await depositOf(player, 200)).status, 200);
    const madeAt = now();
    const before = (await paymentsOf(ctx, player)).length;
    const refused = await depositOf(player, 150);
    assert.equal(refused.status, 422, refused.text);
    assert.equal(refused.body.success, false);
    assert.match(refused.body.message, /daily deposit limit/);
    assert.deepEqual(refused.body.data.limit, { type: 'deposit', period: 'day', amount: 300 });
    assert.equal(refused.body.data.left, 100);
    assert.ok(Math.abs(Date.parse(refused.body.data.freesAt) - (madeAt + 24 * HOUR)) < 5000);
    assert.equal((await paymentsOf(ctx, player)).length, before);
    assert.equal((await depositOf(player, 100)).status, 200, 'exactly what is left still goes through');
  });

  test('a lowered limit applies to the next deposit; a raised one only after 24 hours', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    await setLimit(player, { type: 'deposit', period: 'day', amount: 100 });
    assert.equal((await depositOf(player, 150)).status, 422);
    await setLimit(player, { type: 'deposit', period: 'day', amount: 1000 });
    assert.equal((await depositOf(player, 150)).status, 422, 'the rise waits');
    advance(24 * HOUR + 1000);
    assert.equal((await depositOf(player, 150)).status, 200);
  });

  test('20 parallel deposits against a deposit limit admit at most the limit', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    await setLimit(player, { type: 'deposit', period: 'day', amount: 175 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => depositOf(player, 50)));
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 200).length, 3, JSON.stringify(statuses));
    assert.equal(statuses.filter((s) => s === 422).length, 17, JSON.stringify(statuses));
    const counted = (await paymentsOf(ctx, player)).reduce((total, p) => total + Number(p.amount), 0);
    assert.equal(counted, 150);
    assert.equal((await status(player)).limits[0].used, 150);
  });

  test('before the player decides on a deposit limit every deposit is refused; after choosing none they go through', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false, verified: true });
    const refused = await depositOf(player, 5000);
    assert.equal(refused.status, 422, refused.text);
    assert.deepEqual(refused.body.data, { depositLimitDecided: false });
    assert.equal((await paymentsOf(ctx, player)).length, 0);
    assert.equal((await ctx.post('/api/responsiblegaming/nolimit', { confirm: true }, player.as())).status, 200);
    assert.equal((await depositOf(player, 5000)).status, 200);
  });

  test('a stake or loss limit is not a decision on deposits', async () => {
    const player = await newPlayer(ctx, { depositLimitDecided: false });
    await setLimit(player, { type: 'stake', period: 'day', amount: 100 });
    await setLimit(player, { type: 'loss', period: 'week', amount: 100 });
    assert.equal((await depositOf(player, 100)).status, 422);
  });

  test('a player whose date of birth is unknown is asked for it before the first deposit', async () => {
    const player = await newPlayer(ctx);
    await ctx.app.db.updateTable('players').set({ birth_date: null }).where('id', '=', player.id).execute();
    const refused = await depositOf(player, 100);
    assert.equal(refused.status, 422, refused.text);
    assert.deepEqual(refused.body.data, { birthDateRequired: true });
    assert.equal((await status(player)).birthDateKnown, false);
    assert.equal((await paymentsOf(ctx, player)).length, 0);
  });
});
