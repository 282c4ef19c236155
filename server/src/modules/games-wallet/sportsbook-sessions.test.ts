/**
 * The sportsbook integrations' side of the wallet, over real HTTP (PGlite, or PostgreSQL with
 * DATABASE_URL): the tokens login and registration hand out, their exchange, the end of them with
 * the login, and sports bets and wins under the `fcg` and `betco` wallet keys.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { GameRoundStatus, NotificationType } from '@arcadia/shared/core';
import { sql } from 'kysely';
import type { AuthData } from '@arcadia/shared/core';
import type { TestApp } from '../../testing/test-app.js';
import { bearer, fullRegistration } from '../auth/accounts.test-kit.js';
import { assertLedgerAddsUp, balancesOfPlayer, playerWithMoney, type Player } from '../payments/payments.test-kit.js';
import { expireStaleRounds } from './games-wallet.service.js';
import { answerOf, launch, OTHER_STUDIO_SECRET, PROVIDER, STUDIO_SECRET, startWalletApp } from './games-wallet.test-kit.js';
import type { WalletResponse } from './games-wallet.contract.js';

const FCG_SECRET = 'sportsbook-test-fcg-secret-0123456789';
const BETCO_SECRET = 'sportsbook-test-betco-secret-0123456789';
const SPORTSBOOK_URLS = { fcg: 'http://sports.example:8083/fcg', betco: 'https://classic.example/betco' };

let ctx: TestApp;

before(async () => {
  ctx = await startWalletApp({
    config: {
      gameStudioSecrets: { [PROVIDER]: STUDIO_SECRET, egt: OTHER_STUDIO_SECRET, fcg: FCG_SECRET, betco: BETCO_SECRET },
      sportsbookUrls: SPORTSBOOK_URLS,
    },
  });
});
after(async () => {
  await assertLedgerAddsUp(ctx);
  await ctx.close();
});

type Sportsbook = 'fcg' | 'betco';
const secretOf = (provider: Sportsbook) => (provider === 'fcg' ? FCG_SECRET : BETCO_SECRET);
const tokenOf = (auth: AuthData, provider: Sportsbook) => (provider === 'fcg' ? auth.betsyToken : auth.betcoToken);

/** The sportsbook exchanging a token through the wallet's `session` action. */
const exchange = (token: string, provider: Sportsbook = 'fcg') => answerOf(ctx, 'session', { requestId: randomUUID(), launchToken: token }, { provider, secret: secretOf(provider) });

/** The sportsbook's wallet calls under one frame's session token. */
function frame(user: string, sessionToken: string, provider: Sportsbook = 'fcg') {
  const send = (action: 'balance' | 'bet' | 'win' | 'rollback', body: Record<string, unknown>) =>
    answerOf(ctx, action, { requestId: randomUUID(), user, sessionToken, ...body }, { provider, secret: secretOf(provider) });
  return {
    balance: () => send('balance', {}),
    /** A slip: its id is the round and the bet's transaction. */
    bet: (slipId: string, amount: number, gameCode = 'sportsbook') => send('bet', { transactionId: `bet-${slipId}`, roundId: slipId, gameCode, amount }),
    win: (slipId: string, amount: number, requestId = randomUUID(), transactionId = `win-${slipId}`) =>
      answerOf(ctx, 'win', { requestId, user, sessionToken, transactionId, referenceTransactionId: `bet-${slipId}`, roundId: slipId, amount, roundClosed: true }, { provider, secret: secretOf(provider) }),
    rollback: (slipId: string) => send('rollback', { transactionId: `cancel-${slipId}`, referenceTransactionId: `bet-${slipId}` }),
  };
}

/** A frame opened with the player's fcg (or betco) token. */
async function openFrame(player: Player, provider: Sportsbook = 'fcg') {
  const opened = await exchange(tokenOf(player.auth, provider), provider);
  assert.equal(opened.status, 'RS_OK', JSON.stringify(opened));
  return { ...frame(opened.user!, opened.sessionToken!, provider), opened };
}

const playable = async (player: Player) => {
  const b = await balancesOfPlayer(ctx, player);
  return Math.round((Number(b.cash) + Number(b.bonus)) * 100);
};
/** Every jackpot pool's value with what is pending, in one snapshot: the same before and after a fold. */
const jackpotTotal = async () =>
  Number(
    (await sql<{ total: string }>`
      select sum(value + coalesce((select sum(stake) from casino_jackpot_contributions), 0) * contribution_rate)::text as total from casino_jackpot_pools`.execute(ctx.app.db)).rows[0]!.total,
  );

describe('sportsbook tokens in authData', () => {
  test('registration and login answer both integrations: their frame URLs, a token each and the wallet user id', async () => {
    const payload = fullRegistration();
    const registered = await ctx.post('/api/auth/register', payload);
    assert.equal(registered.status, 200, registered.text);
    const data = registered.body.data as AuthData;
    const { id } = await ctx.app.db.selectFrom('players').select('id').where('username', '=', String(payload.username)).executeTakeFirstOrThrow();
    assert.equal(data.betsyUrl, SPORTSBOOK_URLS.fcg);
    assert.equal(data.betcoUrl, SPORTSBOOK_URLS.betco);
    assert.equal(data.betsyCid, String(id));
    assert.match(data.betsyToken, /^[A-Za-z0-9_-]{43}$/);
    assert.match(data.betcoToken, /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(data.betsyToken, data.betcoToken);

    const login = await ctx.post('/api/auth/login', { username: payload.username, password: payload.password });
    assert.equal(login.status, 200, login.text);
    const again = login.body.data as AuthData;
    assert.equal(again.betsyCid, String(id));
    assert.equal(again.betsyUrl, SPORTSBOOK_URLS.fcg);
    assert.notEqual(again.betsyToken, data.betsyToken, 'each login has its own sportsbook tokens');

    const rows = await ctx.app.db.selectFrom('game_sessions').select(['provider', 'game_code', 'site_session_id']).where('player_id', '=', id).orderBy('id').execute();
    assert.deepEqual(
      rows.map((r) => `${r.provider}:${r.game_code}`),
      ['fcg:sportsbook', 'betco:sportsbook', 'fcg:sportsbook', 'betco:sportsbook'],
    );
    assert.ok(rows.every((r) => r.site_session_id !== null));

    // The wallet answers the same user id the site handed out.
    const opened = await exchange(again.betsyToken);
    assert.equal(opened.user, again.betsyCid);
    assert.equal(opened.gameCode, 'sportsbook');
  });

  test('an integration without a wallet key answers empty fields (and so do both when none is set)', async () => {
    const bare = await startWalletApp({ config: { gameStudioSecrets: { [PROVIDER]: STUDIO_SECRET, fcg: FCG_SECRET }, sportsbookUrls: SPORTSBOOK_URLS } });
    try {
      const res = await bare.post('/api/auth/register', fullRegistration());
      assert.equal(res.status, 200, res.text);
      assert.match(res.body.data.betsyToken, /^[A-Za-z0-9_-]{43}$/);
      assert.equal(res.body.data.betcoToken, '');
      assert.equal(res.body.data.betcoUrl, '');
    } finally {
      await bare.close();
    }
  });
});

describe('exchanging a sportsbook token', () => {
  test('works again and again; each exchange supersedes the frame before it: bets under the old token are refused, its settlements still land', async () => {
    const player = await playerWithMoney(ctx, '100');
    const first = await openFrame(player);
    assert.equal((await first.bet('slip-a', 1000)).status, 'RS_OK');

    const second = await openFrame(player);
    assert.notEqual(second.opened.sessionToken, first.opened.sessionToken);
    assert.equal((await first.bet('slip-b', 1000)).status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await first.balance()).status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await second.bet('slip-b', 1000)).status, 'RS_OK');
    // The slip placed in the first frame is settled later, under that frame's token.
    assert.equal((await first.win('slip-a', 2500)).status, 'RS_OK');
    assert.equal(await playable(player), 10_000 - 1000 - 1000 + 2500);

    const third = await openFrame(player);
    assert.equal((await second.bet('slip-c', 100)).status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await third.bet('slip-c', 100)).status, 'RS_OK');
  });

  test('a token of one integration is not a token of the other, and a casino launch token is not reusable', async () => {
    const player = await playerWithMoney(ctx, '10');
    assert.equal((await exchange(player.auth.betsyToken, 'betco')).status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await exchange(player.auth.betcoToken, 'betco')).status, 'RS_OK');
    assert.equal((await answerOf(ctx, 'session', { requestId: randomUUID(), launchToken: player.auth.betsyToken })).status, 'RS_ERROR_INVALID_TOKEN', 'a studio cannot use it');
  });

  test('a sports bet needs the game code sportsbook', async () => {
    const player = await playerWithMoney(ctx, '10');
    const book = await openFrame(player);
    assert.equal((await book.bet('slip-x', 100, 'hub88-book-of-gold')).status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await book.bet('slip-x', 100)).status, 'RS_OK');
  });
});

describe('the login ends the sportsbook sessions', () => {
  test('logout: the token no longer exchanges, bets are refused with RS_ERROR_INVALID_TOKEN, a win is still accepted', async () => {
    const player = await playerWithMoney(ctx, '50');
    const book = await openFrame(player);
    assert.equal((await book.bet('slip-1', 1000)).status, 'RS_OK');
    const betco = await openFrame(player, 'betco');

    const out = await ctx.get('/api/auth/logout', player.as());
    assert.equal(out.status, 200, out.text);

    assert.equal((await book.bet('slip-2', 1000)).status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await betco.bet('slip-3', 1000)).status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await exchange(player.auth.betsyToken)).status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await exchange(player.auth.betcoToken, 'betco')).status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await book.win('slip-1', 3000)).status, 'RS_OK');
    assert.equal(await playable(player), 5000 - 1000 + 3000);
  });

  test('logout of one device leaves the other login\'s sportsbook sessions playing', async () => {
    const player = await playerWithMoney(ctx, '50');
    const phone = await ctx.post('/api/auth/login', { username: player.username, password: player.password });
    assert.equal(phone.status, 200, phone.text);
    const onPhone = await exchange((phone.body.data as AuthData).betsyToken);
    await ctx.get('/api/auth/logout', player.as());
    assert.equal((await frame(onPhone.user!, onPhone.sessionToken!).bet('slip-p', 100)).status, 'RS_OK');
  });

  test('a password change ends every login\'s sportsbook sessions', async () => {
    const player = await playerWithMoney(ctx, '50');
    const second = await ctx.post('/api/auth/login', { username: player.username, password: player.password });
    const secondAuth = second.body.data as AuthData;
    const book = await openFrame(player);
    const changed = await ctx.post('/api/customer/changepassword', { oldPassword: player.password, password: 'newSecret456', confirmPassword: 'newSecret456' }, player.as());
    assert.equal(changed.status, 200, changed.text);
    assert.equal((await book.bet('slip-1', 100)).status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await exchange(secondAuth.betsyToken)).status, 'RS_ERROR_INVALID_TOKEN');
    assert.equal((await exchange(player.auth.betcoToken, 'betco')).status, 'RS_ERROR_INVALID_TOKEN');
  });
});

describe('sports bets and wins', () => {
  test('a slip staked and won under fcg: no jackpot contribution, shown in the game history as sports', async () => {
    const player = await playerWithMoney(ctx, '100');
    const book = await openFrame(player);
    const jackpots = await jackpotTotal();
    const staked = await book.bet('slip-history', 2000);
    assert.equal(staked.status, 'RS_OK');
    assert.equal(staked.balance, 8000);
    assert.ok(Math.abs((await jackpotTotal()) - jackpots) < 0.0001, 'a sports stake fed the casino jackpots');
    const won = await book.win('slip-history', 5000);
    assert.equal(won.status, 'RS_OK');
    assert.equal(won.balance, 13_000);

    const history = await ctx.post('/api/games/history', { skip: 0, take: 10 }, player.as());
    assert.equal(history.status, 200, history.text);
    const round = (history.body.data.items as { roundId: string; product: string; stake: number; win: number; status: number }[]).find((r) => r.roundId === 'slip-history');
    assert.ok(round, history.text);
    assert.equal(round.product, 'sports');
    assert.equal(round.stake, 20);
    assert.equal(round.win, 50);
    assert.equal(round.status, GameRoundStatus.Completed);
    const sportsOnly = await ctx.post('/api/games/history', { skip: 0, take: 10, product: 'sports' }, player.as());
    assert.equal(sportsOnly.body.data.total, 1);

    // A casino stake still feeds the pools: the exception is the sportsbooks', not every bet's.
    const studio = await launch(ctx, player);
    assert.equal((await studio.bet(500)).status, 'RS_OK');
    assert.ok((await jackpotTotal()) - jackpots > 0.01, 'a casino stake fed no jackpot');
  });

  test('a slip left open for days does not expire: it is settled whenever the sportsbook says', async () => {
    const player = await playerWithMoney(ctx, '20');
    const book = await openFrame(player);
    assert.equal((await book.bet('slip-long', 1000)).status, 'RS_OK');
    await expireStaleRounds(ctx.app.db, { now: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000) });
    const round = await ctx.app.db.selectFrom('game_rounds').select('status').where('provider', '=', 'fcg').where('round_id', '=', 'slip-long').executeTakeFirstOrThrow();
    assert.equal(round.status, GameRoundStatus.Processing);
    assert.equal((await book.win('slip-long', 0)).status, 'RS_OK');
    assert.equal(await playable(player), 1000);
  });

  test('a cancelled slip is rolled back under betco', async () => {
    const player = await playerWithMoney(ctx, '20');
    const book = await openFrame(player, 'betco');
    assert.equal((await book.bet('slip-void', 700)).status, 'RS_OK');
    assert.equal((await book.rollback('slip-void')).status, 'RS_OK');
    assert.equal(await playable(player), 2000);
  });

  test('20 parallel stakes on one balance never overdraw it', async () => {
    const player = await playerWithMoney(ctx, '50');
    const book = await openFrame(player);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book.bet(`slip-par-${i}`, 300)));
    const taken = answers.filter((a) => a.status === 'RS_OK').length;
    assert.equal(taken, 16, JSON.stringify(answers.map((a) => a.status)));
    assert.ok(answers.every((a) => a.status === 'RS_OK' || a.status === 'RS_ERROR_NOT_ENOUGH_MONEY'));
    assert.equal(await playable(player), 5000 - 16 * 300);
    const b = await balancesOfPlayer(ctx, player);
    assert.ok(Number(b.cash) >= 0 && Number(b.bonus) >= 0);
  });

  test('a settled slip that pays tells the player once; a lost slip and a casino win tell nothing', async () => {
    const player = await playerWithMoney(ctx, '100');
    const book = await openFrame(player);
    const notes = async () =>
      (await ctx.post('/api/customer/notification', { skip: 0, take: 100 }, player.as())).body.data as { title: string; note: string; type: number }[];
    const before = (await notes()).length;

    assert.equal((await book.bet('slip-told', 1000)).status, 'RS_OK');
    const requestId = randomUUID();
    await Promise.all([book.win('slip-told', 2550, requestId), book.win('slip-told', 2550, requestId), book.win('slip-told', 2550)]);
    assert.equal((await book.bet('slip-refund', 1000)).status, 'RS_OK');
    assert.equal((await book.win('slip-refund', 1000)).status, 'RS_OK');
    assert.equal((await book.bet('slip-lost', 1000)).status, 'RS_OK');
    assert.equal((await book.win('slip-lost', 0)).status, 'RS_OK');
    const studio = await launch(ctx, player);
    const bet = randomUUID();
    assert.equal((await studio.bet(500, { transactionId: bet, roundId: 'casino-round' })).status, 'RS_OK');
    assert.equal((await studio.win(900, bet, 'casino-round')).status, 'RS_OK');

    const told = (await notes()).slice(0, (await notes()).length - before);
    assert.deepEqual(
      told.map((n) => [n.title, n.note, n.type]),
      [
        ['Your bet is settled', '₺10.00 was added to your balance.', NotificationType.System],
        ['Your bet won', '₺25.50 was added to your balance.', NotificationType.System],
      ],
    );
  });

  test('a settlement win sent 10 times at once (retries, the same request or the same transaction) credits once', async () => {
    const player = await playerWithMoney(ctx, '10');
    const book = await openFrame(player);
    assert.equal((await book.bet('slip-once', 1000)).status, 'RS_OK');
    const requestId = randomUUID();
    const answers: WalletResponse[] = await Promise.all(Array.from({ length: 10 }, (_, i) => book.win('slip-once', 4000, i % 2 === 0 ? requestId : randomUUID())));
    assert.ok(answers.every((a) => a.status === 'RS_OK'), JSON.stringify(answers.map((a) => a.status)));
    assert.equal(await playable(player), 1000 - 1000 + 4000);
    const wins = await ctx.app.db.selectFrom('game_transactions').select('id').where('provider', '=', 'fcg').where('transaction_id', '=', 'win-slip-once').execute();
    assert.equal(wins.length, 1);
  });
});

describe('content security policy', () => {
  test('the site may frame the sportsbook origins', async () => {
    const res = await ctx.get('/api/health', bearer('x'));
    const frameSrc = /frame-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    assert.ok(frameSrc.includes('http://sports.example:8083'), frameSrc);
    assert.ok(frameSrc.includes('https://classic.example'), frameSrc);
    assert.ok(!frameSrc.includes('/fcg'), 'origins, not paths');
  });
});
