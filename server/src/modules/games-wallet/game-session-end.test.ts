/**
 * A game session (a studio's launch or a sportsbook frame) lives no longer than the site session
 * that launched it, and the reality check of a play session stays due until acknowledged, over real
 * HTTP: a game launched through the casino's launch call, then the player's login ended every way a
 * login ends. Bets and balance then answer RS_ERROR_INVALID_TOKEN; wins and rollbacks of bets already
 * placed are still accepted, so a round in flight settles.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { TestApp } from '../../testing/test-app.js';
import { bearer } from '../auth/accounts.test-kit.js';
import { SESSION_POLICY } from '../auth/session-store.js';
import { CATALOGUE } from '../casino/catalogue.js';
import { ADMIN_TOKEN, adminHeaders, assertLedgerAddsUp, balancesOfPlayer, playerWithMoney, type Player } from '../payments/payments.test-kit.js';
import { createGameSession } from './game-sessions.js';
import { answerOf, OTHER_STUDIO_SECRET, PROVIDER, STUDIO_SECRET, startWalletApp } from './games-wallet.test-kit.js';

const FCG_SECRET = 'game-session-end-fcg-secret-0123456789';
const [GAME, OTHER_GAME] = CATALOGUE.filter((g) => g.providerName === 'Hub88').map((g) => g.gameCode) as [string, string];
const NEW_PASSWORD = 'Kx7#moonlit-Harbor';
const HOUR = 60 * 60_000;

let ctx: TestApp;
before(async () => {
  ctx = await startWalletApp({ config: { adminToken: ADMIN_TOKEN, trustProxy: true, gameStudioSecrets: { [PROVIDER]: STUDIO_SECRET, egt: OTHER_STUDIO_SECRET, fcg: FCG_SECRET } } });
});
after(async () => {
  await assertLedgerAddsUp(ctx);
  await ctx.close();
});

type Provider = typeof PROVIDER | 'fcg';
const secretOf = (provider: Provider) => (provider === 'fcg' ? FCG_SECRET : STUDIO_SECRET);

/** The wallet calls a studio (or the sportsbook) makes under one session token. */
function play(provider: Provider, user: string, sessionToken: string, gameCode: string) {
  const send = (action: 'balance' | 'bet' | 'win' | 'rollback', body: Record<string, unknown>) =>
    answerOf(ctx, action, { requestId: randomUUID(), user, sessionToken, ...body }, { provider, secret: secretOf(provider) });
  return {
    balance: () => send('balance', {}),
    bet: (transactionId: string, amount = 100) => send('bet', { transactionId, roundId: `round-${transactionId}`, gameCode, amount }),
    win: (bet: string, amount: number) => send('win', { transactionId: randomUUID(), referenceTransactionId: bet, roundId: `round-${bet}`, amount, roundClosed: true }),
    rollback: (bet: string) => send('rollback', { transactionId: randomUUID(), referenceTransactionId: bet }),
  };
}
type Play = ReturnType<typeof play>;

/** Launches a Hub88 game through the casino's launch call under `token`, and opens the studio's session. */
async function launchGame(token: string, gameCode = GAME): Promise<Play> {
  const res = await ctx.post('/api/casino/hub88launchurl', { gameCode }, bearer(token));
  assert.equal(res.status, 200, res.text);
  const launchToken = new URL(res.body.data as string).searchParams.get('token')!;
  const opened = await answerOf(ctx, 'session', { requestId: randomUUID(), launchToken });
  assert.equal(opened.status, 'RS_OK', JSON.stringify(opened));
  return play(PROVIDER, opened.user!, opened.sessionToken!, gameCode);
}

/** Opens the fcg frame with a login's sportsbook token. */
async function openFrame(sportsbookToken: string): Promise<Play> {
  const opened = await answerOf(ctx, 'session', { requestId: randomUUID(), launchToken: sportsbookToken }, { provider: 'fcg', secret: FCG_SECRET });
  assert.equal(opened.status, 'RS_OK', JSON.stringify(opened));
  return play('fcg', opened.user!, opened.sessionToken!, 'sportsbook');
}

/** Two bets placed in a game, before its login ends. */
async function placeTwo(game: Play) {
  const won = randomUUID();
  const returned = randomUUID();
  assert.equal((await game.bet(won, 1000)).status, 'RS_OK');
  assert.equal((await game.bet(returned, 500)).status, 'RS_OK');
  return { won, returned };
}

/** After the login ended: no balance, no bet; the bets placed still settle. */
async function assertEndedButSettles(game: Play, bets: { won: string; returned: string }, what: string) {
  assert.equal((await game.balance()).status, 'RS_ERROR_INVALID_TOKEN', `${what}: balance`);
  assert.equal((await game.bet(randomUUID())).status, 'RS_ERROR_INVALID_TOKEN', `${what}: bet`);
  assert.equal((await game.win(bets.won, 3000)).status, 'RS_OK', `${what}: the win of a bet placed`);
  assert.equal((await game.rollback(bets.returned)).status, 'RS_OK', `${what}: the rollback of a bet placed`);
}

const login = async (player: Player) => {
  const res = await ctx.post('/api/auth/login', { username: player.username, password: player.password });
  assert.equal(res.status, 200, res.text);
  return res.body.data as Player['auth'];
};

describe('the reality check belongs to the play session', () => {
  test('logging in again does not reset the timer of a game that stayed open', async () => {
    const player = await playerWithMoney(ctx, '100');
    const game = await launchGame(player.auth.token);
    assert.equal((await game.bet(randomUUID())).status, 'RS_OK');
    ctx.app.accounts.clock.advance(61 * 60_000);
    assert.equal((await game.bet(randomUUID())).status, 'RS_ERROR_LIMIT_REACHED', 'the check of its login is due');
    await login(player);
    assert.equal((await game.bet(randomUUID())).status, 'RS_ERROR_LIMIT_REACHED', 'a fresh login elsewhere changes nothing for this game');
    const acknowledged = await ctx.post('/api/responsiblegaming/acknowledge', {}, bearer(player.auth.token));
    assert.equal(acknowledged.status, 200, acknowledged.text);
    assert.equal((await game.bet(randomUUID())).status, 'RS_OK', 'acknowledged');
  });

  test('a due check refuses the next bet whether or not the player is still logged in', async () => {
    const player = await playerWithMoney(ctx, '100');
    // A game session opened without a login of its own times its checks from its launch.
    const created = await createGameSession(ctx.app.db, { playerId: player.id, provider: PROVIDER, gameCode: GAME }, ctx.app.accounts.clock.date());
    const opened = await answerOf(ctx, 'session', { requestId: randomUUID(), launchToken: created.launchToken });
    const game = play(PROVIDER, opened.user!, opened.sessionToken!, GAME);
    assert.equal((await game.bet(randomUUID())).status, 'RS_OK');
    ctx.app.accounts.clock.advance(61 * 60_000);
    assert.equal((await ctx.get('/api/auth/logout', bearer(player.auth.token))).status, 200);
    assert.equal((await game.bet(randomUUID())).status, 'RS_ERROR_LIMIT_REACHED');
  });
});

describe('a game session ends with the site session that launched it', () => {
  test('logout: the game and the sportsbook frame of that login end; another login\'s game plays on', async () => {
    const player = await playerWithMoney(ctx, '100');
    const other = await login(player);
    const game = await launchGame(player.auth.token);
    const frame = await openFrame(player.auth.betsyToken);
    const elsewhere = await launchGame(other.token, OTHER_GAME);
    const gameBets = await placeTwo(game);
    const frameBets = await placeTwo(frame);
    assert.equal((await ctx.get('/api/auth/logout', bearer(player.auth.token))).status, 200);
    await assertEndedButSettles(game, gameBets, 'logout, studio');
    await assertEndedButSettles(frame, frameBets, 'logout, sportsbook');
    assert.equal((await elsewhere.balance()).status, 'RS_OK', 'a game of another login');
    // 100 − 10 − 5 + 30 + 5, twice over.
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '140.00');
  });

  test('a password change ends every game of the player', async () => {
    const player = await playerWithMoney(ctx, '100');
    const game = await launchGame(player.auth.token);
    const bets = await placeTwo(game);
    const changed = await ctx.post('/api/customer/changepassword', { oldPassword: player.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, bearer(player.auth.token));
    assert.equal(changed.status, 200, changed.text);
    await assertEndedButSettles(game, bets, 'password change');
  });

  test('a time-out and a self-exclusion end the games and the sportsbook frame, of the login that asked too; their bets still settle', async () => {
    for (const [path, body] of [
      ['/api/responsiblegaming/timeout', { hours: 24 }],
      ['/api/responsiblegaming/selfexclude', { months: 6 }],
    ] as const) {
      const player = await playerWithMoney(ctx, '100');
      const game = await launchGame(player.auth.token);
      const frame = await openFrame(player.auth.betsyToken);
      const bets = await placeTwo(game);
      const slips = await placeTwo(frame);
      const res = await ctx.post(path, { ...body, password: player.password }, bearer(player.auth.token));
      assert.equal(res.status, 200, res.text);
      await assertEndedButSettles(game, bets, path);
      await assertEndedButSettles(frame, slips, `${path}, the sportsbook frame`);
      assert.equal((await balancesOfPlayer(ctx, player)).cash, '140.00', `${path}: 100 − 10 − 5 + 30 + 5, twice over`);
    }
  });

  test('an operator\'s exclusion ends every game and sportsbook frame of the player; their bets still settle', async () => {
    const player = await playerWithMoney(ctx, '100');
    const game = await launchGame(player.auth.token);
    const frame = await openFrame(player.auth.betsyToken);
    const bets = await placeTwo(game);
    const slips = await placeTwo(frame);
    const res = await ctx.post(`/api/admin/players/${player.id}/exclude`, { days: 30, reason: 'problem gambling reported' }, adminHeaders());
    assert.equal(res.status, 200, res.text);
    await assertEndedButSettles(game, bets, 'operator exclusion');
    await assertEndedButSettles(frame, slips, 'operator exclusion, the sportsbook frame');
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '140.00');
  });

  test('a login unused past the idle timeout takes its game with it', async () => {
    const player = await playerWithMoney(ctx, '100');
    const game = await launchGame(player.auth.token);
    const bets = await placeTwo(game);
    assert.equal((await game.balance()).status, 'RS_OK');
    // The idle timeout is as long as the lifetime today, so no login can be idle that long and still
    // be young: its last use is set back instead of the clock moved on.
    const lastSeen = new Date(ctx.app.accounts.clock.date().getTime() - SESSION_POLICY.idleTimeoutMs - HOUR);
    await ctx.app.db.updateTable('sessions').set({ last_seen_at: lastSeen }).where('player_id', '=', player.id).execute();
    await assertEndedButSettles(game, bets, 'an idle login');
  });

  test('a login past its lifetime takes its game with it', async () => {
    const player = await playerWithMoney(ctx, '100');
    // Just before the login's end, still in use.
    ctx.app.accounts.clock.advance(SESSION_POLICY.absoluteLifetimeMs - HOUR);
    assert.equal((await ctx.post('/api/responsiblegaming/acknowledge', {}, bearer(player.auth.token))).status, 200, 'the reality check due by now');
    const game = await launchGame(player.auth.token);
    const bets = await placeTwo(game);
    assert.equal((await game.balance()).status, 'RS_OK');
    ctx.app.accounts.clock.advance(2 * HOUR);
    await assertEndedButSettles(game, bets, 'the login\'s lifetime');
  });
});
