/**
 * Time-outs, self-exclusion, reality checks and stake and loss limits, over real HTTP (PGlite, or
 * PostgreSQL with DATABASE_URL) with the accounts' clock moved by the tests: every door they close
 * (each provider's wallet bet, a sports slip, a game launch, a deposit, a bonus) and the one they
 * leave open (withdrawals). Game sessions open on the real clock: the tests that move this app's
 * clock come after those that stake, and a month's move has an app of its own.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { REALITY_CHECK_COMMAND } from '@arcadia/shared/core';
import { cardDetail, ibanPayoutDetail, newPlayer, paymentsOf, playerWithMoney, startPaymentsApp, type PaymentsApp, type Player } from '../payments/payments.test-kit.js';
import { answerOf, launch, PROVIDER, STUDIO_SECRET } from '../games-wallet/games-wallet.test-kit.js';
import { bearer } from '../auth/accounts.test-kit.js';
import { GAME_PROVIDERS } from '../../config.js';
import { createGameSession } from '../games-wallet/game-sessions.js';
import { pushDueRealityChecks } from './reality-checks.js';
import { addCalendarMonths } from './exclusions.js';
import { REVIEW_EVERY_MS, sendReviewReminders } from './review-reminders.js';

const HOUR = 3600_000;
const MINUTE = 60_000;
const FCG_SECRET = 'player-protection-test-fcg-secret-0123456789';

/** Every studio and sportsbook signs with its own key here. */
const SECRETS = Object.fromEntries([...GAME_PROVIDERS, 'betco'].map((provider) => [provider, `player-protection-${provider}-secret-0123456789`]));

let ctx: PaymentsApp;
before(async () => {
  ctx = await startPaymentsApp({
    config: {
      gameStudioSecrets: { ...SECRETS, [PROVIDER]: STUDIO_SECRET, fcg: FCG_SECRET },
      sportsbookUrls: { fcg: 'http://sports.example:8083/fcg', betco: 'https://classic.example/betco' },
    },
  });
});

/** A game session at `provider` for the player, opened as that studio opens one; then its bet. */
async function betAt(player: Player, provider: string, amount: number): Promise<string> {
  const options = { provider, secret: SECRETS[provider] };
  const created = await createGameSession(ctx.app.db, { playerId: player.id, provider, gameCode: `${provider}-test-game` });
  const opened = await answerOf(ctx, 'session', { requestId: randomUUID(), launchToken: created.launchToken }, options);
  assert.equal(opened.status, 'RS_OK', `${provider}: ${JSON.stringify(opened)}`);
  const bet = await answerOf(
    ctx,
    'bet',
    { requestId: randomUUID(), user: opened.user, sessionToken: opened.sessionToken, transactionId: randomUUID(), roundId: randomUUID(), gameCode: `${provider}-test-game`, amount },
    options,
  );
  return bet.status;
}
after(async () => {
  await ctx?.close();
});

const advance = (ms: number) => ctx.app.accounts.clock.advance(ms);
const now = () => ctx.app.accounts.clock.date();

async function statusOn(app: PaymentsApp, player: Player) {
  const res = await app.get('/api/responsiblegaming/status', player.as());
  assert.equal(res.status, 200, res.text);
  return res.body.data;
}
const status = (player: Player) => statusOn(ctx, player);
const depositOn = (app: PaymentsApp, player: Player, amount: number) => app.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(amount) }, player.as());
const deposit = (player: Player, amount: number) => depositOn(ctx, player, amount);
const timeoutOn = (app: PaymentsApp, player: Player, body: Record<string, unknown>) => app.post('/api/responsiblegaming/timeout', body, player.as());
const timeout = (player: Player, body: Record<string, unknown>) => timeoutOn(ctx, player, body);
const selfExclude = (player: Player, body: Record<string, unknown>) => ctx.post('/api/responsiblegaming/selfexclude', body, player.as());

/** A second login of the player (another device): its own token. */
async function loginAgainOn(app: PaymentsApp, player: Player): Promise<string> {
  const res = await app.post('/api/auth/login', { username: player.username, password: player.password });
  assert.equal(res.status, 200, res.text);
  return res.body.data.token as string;
}
const loginAgain = (player: Player) => loginAgainOn(ctx, player);

/** The fcg sportsbook's frame for this login: exchanges the login's token, then stakes slips. */
async function sportsFrame(betsyToken: string) {
  const options = { provider: 'fcg', secret: FCG_SECRET };
  const opened = await answerOf(ctx, 'session', { requestId: randomUUID(), launchToken: betsyToken }, options);
  assert.equal(opened.status, 'RS_OK', JSON.stringify(opened));
  return {
    bet: (slipId: string, amount: number) =>
      answerOf(ctx, 'bet', { requestId: randomUUID(), user: opened.user, sessionToken: opened.sessionToken, transactionId: `bet-${slipId}`, roundId: slipId, gameCode: 'sportsbook', amount }, options),
  };
}

async function changesOf(player: Player) {
  return ctx.app.db.selectFrom('responsible_gaming_changes').select(['subject', 'changed_by', 'detail']).where('player_id', '=', player.id).orderBy('id').execute();
}

describe('POST /api/responsiblegaming/timeout and selfexclude: bad input', () => {
  test('unknown lengths, a missing or wrong password and extra fields are refused and change nothing', async () => {
    const player = await newPlayer(ctx);
    for (const body of [{}, { hours: 24 }, { hours: 25, password: player.password }, { hours: '24', password: player.password }, { hours: 24.5, password: player.password }, { hours: 24, password: '' }, { hours: 24, password: player.password, extra: 1 }]) {
      const res = await timeout(player, body);
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text}`);
      assert.equal(res.body.success, false);
    }
    for (const months of [1, 3, -6, 6.5, '6', null]) {
      const res = await selfExclude(player, { months, password: player.password });
      assert.equal(res.status, 400, `${String(months)}: ${res.text}`);
    }
    const wrong = await timeout(player, { hours: 24, password: 'not-the-password' });
    assert.equal(wrong.status, 422, wrong.text);
    assert.match(wrong.body.message, /password/i);
    assert.equal((await status(player)).exclusion, null);
    assert.deepEqual(await changesOf(player), []);
  });
});

describe('a time-out', () => {
  test('closes deposits, launches, every studio’s and sportsbook’s stakes and bonuses; keeps this session and withdrawals; revokes the others', async () => {
    const player = await playerWithMoney(ctx, '1000.00', '0', { verified: true });
    const other = await loginAgain(player);
    const studio = await launch(ctx, player);
    const frame = await sportsFrame(player.auth.betsyToken!);
    assert.equal((await studio.bet(100)).status, 'RS_OK', 'staking works before');

    const started = await timeout(player, { hours: 24, password: player.password });
    assert.equal(started.status, 200, started.text);
    assert.equal(started.body.data.exclusion.type, 'timeout');
    assert.ok(Math.abs(Date.parse(started.body.data.exclusion.until) - (now().getTime() + 24 * HOUR)) < 5000);
    assert.match(started.body.message, /time-out/i);

    assert.equal((await ctx.get('/api/responsiblegaming/status', bearer(other))).status, 401, 'the other session is revoked');
    const seen = await status(player);
    assert.equal(seen.exclusion.type, 'timeout', 'the session that asked stays');

    const refused = await deposit(player, 100);
    assert.equal(refused.status, 422, refused.text);
    assert.equal(refused.body.data.exclusion.type, 'timeout');
    assert.equal((await studio.bet(100)).status, 'RS_ERROR_INVALID_TOKEN', 'the game sessions ended with the time-out, the one of the session that asked too');
    assert.equal((await frame.bet('slip-timeout', 100)).status, 'RS_ERROR_INVALID_TOKEN', 'the sportsbook sessions ended with the time-out');
    const during = await ctx.post('/api/auth/login', { username: player.username, password: player.password });
    assert.equal(during.status, 200, 'a player on a time-out may still log in');
    const freshFrame = await sportsFrame(during.body.data.betsyToken);
    assert.equal((await freshFrame.bet('slip-during', 100)).status, 'RS_ERROR_USER_DISABLED');
    const launched = await ctx.post('/api/casino/dtlaunchurl', { code: 'anything' }, player.as());
    assert.equal(launched.status, 422, launched.text);
    assert.equal(launched.body.data.exclusion.type, 'timeout');
    const bonus = await ctx.post('/api/bonus/request', { code: 'WELCOME' }, player.as());
    assert.equal(bonus.status, 422, bonus.text);
    assert.ok(bonus.body.data.exclusion);

    for (const provider of GAME_PROVIDERS.filter((p) => p !== PROVIDER)) assert.equal(await betAt(player, provider, 100), 'RS_ERROR_USER_DISABLED', provider);
    const betcoFrame = await ctx.post('/api/auth/login', { username: player.username, password: player.password });
    const betco = await answerOf(ctx, 'session', { requestId: randomUUID(), launchToken: betcoFrame.body.data.betcoToken }, { provider: 'betco', secret: SECRETS.betco });
    assert.equal(betco.status, 'RS_OK', JSON.stringify(betco));
    const betcoBet = await answerOf(
      ctx,
      'bet',
      { requestId: randomUUID(), user: betco.user, sessionToken: betco.sessionToken, transactionId: 'bet-betco-slip', roundId: 'betco-slip', gameCode: 'sportsbook', amount: 100 },
      { provider: 'betco', secret: SECRETS.betco },
    );
    assert.equal(betcoBet.status, 'RS_ERROR_USER_DISABLED');

    const withdrawal = await ctx.post('/api/payment/withdraw', { id: 3, detail: ibanPayoutDetail(200) }, player.as());
    assert.equal(withdrawal.status, 200, withdrawal.text);
    assert.deepEqual(
      (await changesOf(player)).map((c) => [c.subject, c.changed_by, c.detail]),
      [['timeout', 'player', '24h']],
    );
  });
});

describe('self-exclusion', () => {
  test('runs calendar months or indefinitely, and nothing shorter can follow it', async () => {
    const player = await newPlayer(ctx);
    const six = await selfExclude(player, { months: 6, password: player.password });
    assert.equal(six.status, 200, six.text);
    assert.ok(Math.abs(Date.parse(six.body.data.exclusion.until) - addCalendarMonths(now(), 6).getTime()) < 5000);
    assert.equal((await timeout(player, { hours: 1008, password: player.password })).status, 422);
    const forever = await selfExclude(player, { months: 0, password: player.password });
    assert.equal(forever.status, 200, forever.text);
    assert.deepEqual((await status(player)).exclusion, { type: 'selfexclusion', until: null });
    assert.equal((await selfExclude(player, { months: 60, password: player.password })).status, 422);
    assert.equal((await deposit(player, 100)).status, 422);
  });

  test('calendar months keep the day, or take the month’s last', () => {
    assert.equal(addCalendarMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString(), '2026-02-28T10:00:00.000Z');
    assert.equal(addCalendarMonths(new Date('2026-08-15T23:30:00Z'), 6).toISOString(), '2027-02-15T23:30:00.000Z');
    assert.equal(addCalendarMonths(new Date('2027-12-31T00:00:00Z'), 60).toISOString(), '2032-12-31T00:00:00.000Z');
  });
});

describe('stake and loss limits on the game wallet', () => {
  test('parallel casino and sports stakes against one stake limit: exactly the limit is staked', async () => {
    const player = await playerWithMoney(ctx, '1000.00');
    assert.equal((await ctx.post('/api/responsiblegaming/limit', { type: 'stake', period: 'day', amount: 100 }, player.as())).status, 200);
    const studio = await launch(ctx, player);
    const frame = await sportsFrame(player.auth.betsyToken!);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? studio.bet(1000) : frame.bet(`slip-${randomUUID()}`, 1000))));
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 'RS_OK').length, 10, JSON.stringify(statuses));
    assert.equal(statuses.filter((s) => s === 'RS_ERROR_LIMIT_REACHED').length, 10, JSON.stringify(statuses));
    const [stake] = (await status(player)).limits;
    assert.equal(stake.used, 100);
  });

  test('a loss limit bounds what the player can be down if the stake is lost', async () => {
    const player = await playerWithMoney(ctx, '1000.00');
    assert.equal((await ctx.post('/api/responsiblegaming/limit', { type: 'loss', period: 'week', amount: 50 }, player.as())).status, 200);
    const studio = await launch(ctx, player);
    assert.equal((await studio.bet(4000, { transactionId: 'loss-1', roundId: 'loss-a' })).status, 'RS_OK');
    assert.equal((await studio.win(3000, 'loss-1', 'loss-a')).status, 'RS_OK');
    // Down 10; a stake of 40 could take it to 50, the limit.
    assert.equal((await studio.bet(4000)).status, 'RS_OK');
    assert.equal((await studio.bet(1)).status, 'RS_ERROR_LIMIT_REACHED');
    assert.equal((await status(player)).limits[0].used, 50);
  });

  test('a win or a rollback is never refused by a limit', async () => {
    const player = await playerWithMoney(ctx, '100.00');
    const studio = await launch(ctx, player);
    assert.equal((await studio.bet(2000, { transactionId: 'keep-1', roundId: 'keep-a' })).status, 'RS_OK');
    assert.equal((await studio.bet(2000, { transactionId: 'keep-2', roundId: 'keep-b' })).status, 'RS_OK');
    assert.equal((await ctx.post('/api/responsiblegaming/limit', { type: 'stake', period: 'day', amount: 10 }, player.as())).status, 200);
    assert.equal((await studio.win(5000, 'keep-1', 'keep-a')).status, 'RS_OK');
    assert.equal((await studio.rollback('keep-2')).status, 'RS_OK');
  });
});

describe('GET /api/responsiblegaming/activity', () => {
  test('the player’s own deposits, stakes and wins per Istanbul day', async () => {
    const player = await playerWithMoney(ctx, '100.00');
    assert.equal((await deposit(player, 250)).status, 200);
    const [payment] = await paymentsOf(ctx, player);
    await ctx.app.db.updateTable('payments').set({ status: 1 }).where('id', '=', payment!.id).execute();
    const studio = await launch(ctx, player);
    assert.equal((await studio.bet(1500, { transactionId: 'act-1', roundId: 'act-a' })).status, 'RS_OK');
    assert.equal((await studio.win(500, 'act-1', 'act-a')).status, 'RS_OK');
    const res = await ctx.get('/api/responsiblegaming/activity', player.as());
    assert.equal(res.status, 200, res.text);
    const days = res.body.data as { day: string; deposits: number; withdrawals: number; stakes: number; wins: number; net: number }[];
    const totals = days.reduce((t, d) => ({ deposits: t.deposits + d.deposits, stakes: t.stakes + d.stakes, wins: t.wins + d.wins, net: t.net + d.net }), { deposits: 0, stakes: 0, wins: 0, net: 0 });
    assert.deepEqual(totals, { deposits: 250, stakes: 15, wins: 5, net: -10 });
    assert.ok(days.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.day)));
    assert.equal((await ctx.get('/api/responsiblegaming/activity')).status, 401);
  });
});

describe('bonus money and its product', () => {
  test('a casino bonus is staked on casino games, never on a sports slip', async () => {
    const player = await playerWithMoney(ctx, '0', '50.00');
    const frame = await sportsFrame(player.auth.betsyToken!);
    assert.equal((await frame.bet(`slip-${randomUUID()}`, 1000)).status, 'RS_ERROR_NOT_ENOUGH_MONEY');
    const studio = await launch(ctx, player);
    assert.equal((await studio.bet(1000)).status, 'RS_OK');
  });
});

describe('reality checks', () => {
  test('a due check refuses stakes until acknowledged; acknowledging is always accepted and recorded once', async () => {
    const player = await playerWithMoney(ctx, '500.00');
    assert.equal((await ctx.post('/api/responsiblegaming/realitycheck', { minutes: 15 }, player.as())).status, 200);
    const studio = await launch(ctx, player);
    assert.equal((await studio.bet(1000)).status, 'RS_OK');
    const early = await ctx.post('/api/responsiblegaming/acknowledge', {}, player.as());
    assert.equal(early.status, 200, 'acknowledging with nothing due is fine');

    advance(16 * MINUTE);
    let seen = await status(player);
    assert.equal(seen.session.realityCheckDue, true);
    assert.deepEqual([seen.session.stakes, seen.session.wins, seen.session.net], [10, 0, -10]);
    assert.equal((await studio.bet(1000)).status, 'RS_ERROR_LIMIT_REACHED', 'stakes wait for the acknowledgement');

    const acknowledged = await ctx.post('/api/responsiblegaming/acknowledge', {}, player.as());
    assert.equal(acknowledged.status, 200, acknowledged.text);
    assert.equal(acknowledged.body.data.realityCheckDue, false);
    assert.ok(Date.parse(acknowledged.body.data.nextRealityCheckAt) > now().getTime());
    assert.equal((await studio.bet(1000)).status, 'RS_OK');
    assert.equal((await ctx.post('/api/responsiblegaming/acknowledge', {}, player.as())).status, 200);
    seen = await status(player);
    assert.equal(seen.session.realityCheckDue, false);
    assert.deepEqual(
      (await changesOf(player)).filter((c) => c.subject === 'reality_check_acknowledged').length,
      1,
    );
    const bad = await ctx.post('/api/responsiblegaming/acknowledge', { now: true }, player.as());
    assert.equal(bad.status, 400);
  });

  test('the hub is pushed RealityCheck once for each check that falls due', async () => {
    const player = await playerWithMoney(ctx, '100.00');
    assert.equal((await ctx.post('/api/responsiblegaming/realitycheck', { minutes: 30 }, player.as())).status, 200);
    advance(31 * MINUTE);
    // The push goes to sessions in use: this one was seen a moment ago.
    await ctx.app.db.updateTable('sessions').set({ last_seen_at: now() }).where('player_id', '=', player.id).execute();
    const pushes = async () =>
      (await sql<{ message: { command: string; message: string } }>`
        select payload->'message' as message from event_outbox where topic = 'hub.message' and (payload->>'playerId')::bigint = ${player.id}`.execute(ctx.app.db)).rows
        .map((r) => r.message)
        .filter((m) => m.command === REALITY_CHECK_COMMAND);
    assert.ok((await pushDueRealityChecks(ctx.app.db, now())) >= 1);
    let pushed = await pushes();
    assert.equal(pushed.length, 1);
    const play = JSON.parse(pushed[0]!.message);
    assert.equal(play.realityCheckDue, true);
    assert.equal(typeof play.startedAt, 'string');
    await pushDueRealityChecks(ctx.app.db, now());
    assert.equal((await pushes()).length, 1, 'pushed once');
    advance(30 * MINUTE);
    await ctx.app.db.updateTable('sessions').set({ last_seen_at: now() }).where('player_id', '=', player.id).execute();
    await pushDueRealityChecks(ctx.app.db, now());
    pushed = await pushes();
    assert.equal(pushed.length, 2, 'the next check is pushed too');
  });
});

describe('a time-out, on an app of its own (the clock moves a month)', () => {
  let own: PaymentsApp;
  before(async () => {
    own = await startPaymentsApp();
  });
  after(async () => {
    await own?.close();
  });

  test('cannot be shortened; a longer one extends it; it ends on time and play opens again', async () => {
    const player = await playerWithMoney(own, '1000.00');
    assert.equal((await timeoutOn(own, player, { hours: 168, password: player.password })).status, 200);
    const shorter = await timeoutOn(own, player, { hours: 24, password: player.password });
    assert.equal(shorter.status, 422, shorter.text);
    assert.equal(shorter.body.data.exclusion.type, 'timeout');
    const longer = await timeoutOn(own, player, { hours: 720, password: player.password });
    assert.equal(longer.status, 200, longer.text);
    assert.ok(Math.abs(Date.parse((await statusOn(own, player)).exclusion.until) - (own.app.accounts.clock.now() + 720 * HOUR)) < 5000);

    own.app.accounts.clock.advance(720 * HOUR + 1000);
    const token = await loginAgainOn(own, player);
    const again = { ...player, as: () => bearer(token, { Locale: 'en' }) };
    assert.equal((await statusOn(own, again)).exclusion, null);
    assert.equal((await depositOn(own, again, 100)).status, 200, 'deposits open again after the time-out');
  });
});

describe('the operator’s per-spin slot caps', () => {
  let capped: PaymentsApp;
  before(async () => {
    // ₺5 a spin for everyone, ₺2 for players aged 18 to 24.
    capped = await startPaymentsApp({ config: { gameStudioSecrets: { [PROVIDER]: STUDIO_SECRET }, slotStakeCapKurus: 500, slotStakeCapYoungAdultKurus: 200 } });
  });
  after(async () => {
    await capped?.close();
  });

  test('a slot spin above the cap is refused, the lower cap for an 18–24-year-old; other games are not capped', async () => {
    const slot = await capped.app.db.selectFrom('casino_games').select('game_code').where(sql<boolean>`3 = any (categories)`).orderBy('id').executeTakeFirstOrThrow();
    const adult = await playerWithMoney(capped, '100.00');
    const young = await playerWithMoney(capped, '100.00');
    const twentyYearsAgo = new Date(Date.now() - 20 * 365.25 * 24 * HOUR).toISOString().slice(0, 10);
    await capped.app.db.updateTable('players').set({ birth_date: twentyYearsAgo }).where('id', '=', young.id).execute();

    const adultSlot = await launch(capped, adult, slot.game_code);
    assert.equal((await adultSlot.bet(500)).status, 'RS_OK');
    assert.equal((await adultSlot.bet(501)).status, 'RS_ERROR_LIMIT_REACHED');
    const youngSlot = await launch(capped, young, slot.game_code);
    assert.equal((await youngSlot.bet(200)).status, 'RS_OK');
    assert.equal((await youngSlot.bet(201)).status, 'RS_ERROR_LIMIT_REACHED');
    const crash = await launch(capped, young, 'h88-aviator');
    assert.equal((await crash.bet(1000)).status, 'RS_OK', 'Aviator is not a slot');
  });
});

describe('the six-monthly review reminder', () => {
  test('reaches a player six months after registration, once, and again six months later', async () => {
    const player = await newPlayer(ctx);
    const reminders = async () =>
      (await ctx.app.db.selectFrom('notifications').select(['title_en']).where('player_id', '=', player.id).execute()).filter((n) => n.title_en === 'Review your limits').length;
    assert.equal(await sendReviewReminders(ctx.app.db, now(), 100_000).then(() => reminders()), 0, 'not before six months');
    const registeredAt = new Date(now().getTime() - 183 * 24 * HOUR);
    await ctx.app.db.updateTable('players').set({ created_at: registeredAt }).where('id', '=', player.id).execute();
    await sendReviewReminders(ctx.app.db, now(), 100_000);
    assert.equal(await reminders(), 1);
    await sendReviewReminders(ctx.app.db, now(), 100_000);
    assert.equal(await reminders(), 1, 'once');
    await sendReviewReminders(ctx.app.db, new Date(now().getTime() + REVIEW_EVERY_MS + 1000), 100_000);
    assert.equal(await reminders(), 2, 'six months later again');
  });
});
