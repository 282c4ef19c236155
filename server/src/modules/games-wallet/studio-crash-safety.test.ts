/**
 * Crash safety of play, over real processes and real HTTP: the server and the demo game studio
 * (`partners/studio`), the server killed with SIGKILL in the middle of rounds.
 *
 * Six players, one per provider, each launch a slot through the site's launch call of that
 * provider (SoftGamings' markup included) and spin through the studio's page API, side by side.
 * The studio's wallet calls reach the server through a relay that loses every 5th answer the
 * server gave (work done, no answer: a bet whose answer never came is rolled back by the studio, a
 * win is sent again under its request id). Just before the kill the relay holds the wins that
 * arrive and drops them with the crash, so rounds are cut between their stake and their win. The
 * players keep spinning while the server is down (those stakes never reach it) and after it
 * restarts on the same database and port; then the studio must deliver every win and rollback it
 * journalled, and the database is read directly.
 *
 * What this proves:
 * - every round the studio reported played is Completed with its one bet and one win, and the win
 *   is the one the player was shown (nothing paid twice, nothing lost in the crash);
 * - no round stays Processing: a bet without a win was rolled back (its round Cancelled, its stake
 *   returned exactly once);
 * - every wallet equals the sum of its ledger entries, never below 0, and equals its credit minus
 *   the stakes plus the wins of its Completed rounds;
 * - the studio has no wallet call left undelivered.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openPglite, openPostgres, type DbHandle } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { createTestDatabase, testConfig, type TestDatabase } from '../../testing/test-app.js';
import { startRelay, type Relay } from '../../testing/http-relay.js';
import { freePorts, startGameStudioProcess, startServerProcess, type RunningProcess } from '../../testing/server-process.js';
import { fastRegistration } from '../auth/accounts.test-kit.js';
import { findLedgerMismatches, findWalletId, post } from '../wallet/wallet.service.js';
import { toKurus } from '../wallet/money.js';

/** Each player's credit before play, in lira; a spin stakes 10 lines × 0.20. */
const CREDIT = '200.00';
const LINE_STAKE_KURUS = 20;
const SPIN_STAKE_KURUS = 10n * BigInt(LINE_STAKE_KURUS);
/** The studio keeps rounds of one session at least 2.5 s apart. */
const SPIN_GAP_MS = 2600;
const PLAY_BEFORE_KILL_MS = 6000;
const DOWN_MS = 2500;
const PLAY_AFTER_RESTART_MS = 6000;
/** The studio's retries back off to a minute apart: two full waits and some, on a loaded machine. */
const SETTLE_DEADLINE_MS = 180_000;

const PROVIDERS = [
  { key: 'digitain', name: 'Digitain', call: 'dtlaunchurl' },
  { key: 'everymatrix', name: 'EveryMatrix', call: 'emlaunchurl' },
  { key: 'amusnet', name: 'Amusnet', call: 'amusnetlaunchurl' },
  { key: 'egt', name: 'Egt Digital', call: 'egtlaunchurl' },
  { key: 'hub88', name: 'Hub88', call: 'hub88launchurl' },
  { key: 'softgamings', name: 'SoftGamings', call: 'softgamingslaunchurl' },
] as const;

type Provider = (typeof PROVIDERS)[number];

interface Game {
  gameCode: string;
  productId: number;
  system: string;
  systemCategory: number[];
}

/** A round as the studio answered it to the player. */
interface Played {
  roundId: string;
  bet: number;
  win: number;
  /** Answered before the kill, or after the restart. */
  phase: 'before' | 'after';
}

interface Player {
  username: string;
  token: string;
  provider: Provider;
  sessionId: string;
  played: Played[];
  notPlaced: number;
}

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A request; null when no answer came. */
async function call(url: string, init: RequestInit = {}): Promise<Answer | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000), ...init });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a page
    }
    return { status: res.status, body };
  } catch {
    return null;
  }
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Locale: 'en', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

function launchBody(provider: Provider, game: Game, site: string): Record<string, unknown> {
  switch (provider.key) {
    case 'digitain':
      return { code: game.gameCode };
    case 'everymatrix':
      return { code: game.gameCode, productId: game.productId };
    case 'amusnet':
      return { code: game.gameCode, isMobile: false };
    case 'softgamings':
      return { system: game.system, pageCode: game.gameCode, isMobile: 0 };
    default:
      return { platform: 1, gameCode: game.gameCode, language: 'en', lobbyUrl: `${site}/casino/slot` };
  }
}

/** The game's URL out of SoftGamings' markup (an attribute, so `&` comes as `&amp;`). */
const urlOfMarkup = (markup: string) => /data-sg-launch="([^"]+)"/.exec(markup)?.[1]?.replace(/&amp;/g, '&');

async function until(what: string, done: () => Promise<string | null>, deadlineMs: number, logs: () => string): Promise<void> {
  const end = Date.now() + deadlineMs;
  let missing: string | null = 'not checked yet';
  for (let wait = 200; Date.now() < end; wait = Math.min(wait * 2, 2000)) {
    missing = await done();
    if (missing === null) return;
    await new Promise((r) => setTimeout(r, wait));
  }
  assert.fail(`${what} within ${deadlineMs} ms: ${missing}\n${logs()}`);
}

const postgres = Boolean(process.env.DATABASE_URL);

describe(`game studio and server killed mid-round (${postgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('every round played is paid once, every stake without a win is returned, the wallets equal the ledger', { timeout: 420_000 }, async () => {
    const work = mkdtempSync(join(tmpdir(), 'arcadia-studio-crash-'));
    const secret = randomBytes(24).toString('hex');
    let database: TestDatabase | null = null;
    let server: RunningProcess | null = null;
    let studio: RunningProcess | null = null;
    let relay: Relay | null = null;
    let direct: DbHandle | null = null;

    try {
      database = postgres ? await createTestDatabase(testConfig()) : null;
      const [sitePort, studioPort, relayPort] = await freePorts(3, 18650, 18699);
      const site = `http://127.0.0.1:${sitePort}`;
      const studioUrl = `http://127.0.0.1:${studioPort}`;
      const serverEnv = {
        GAME_STUDIO_SECRET: secret,
        GAME_STUDIO_URL: studioUrl,
        PUBLIC_URL: site,
        ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '', DATA_DIR: join(work, 'db') }),
        REDIS_PREFIX: `arcadia:test:studio-crash-${randomBytes(4).toString('hex')}:`,
        REGISTRATIONS_PER_IP_PER_HOUR: '10000',
      };
      const startServer = () => startServerProcess({ port: sitePort!, env: serverEnv });
      server = await startServer();
      const logs = () => `--- server ---\n${server?.output().slice(-5000)}\n--- studio ---\n${studio?.output().slice(-5000)}`;

      // --- Players: registered over HTTP, then credited in the ledger while the server is stopped
      // (PGlite has one owner at a time), as an operator's adjustment.
      const players: Player[] = [];
      for (const provider of PROVIDERS) {
        const registration = fastRegistration();
        const answer = await call(`${site}/api/auth/register`, json(registration));
        assert.equal(answer?.status, 200, JSON.stringify(answer?.body));
        players.push({ username: String(registration.username), token: answer!.body.data.token, provider, sessionId: '', played: [], notPlaced: 0 });
      }
      const stopCode = await server.stop();
      assert.equal(stopCode, 0, `the server stops gracefully (${server.child.signalCode})\n${logs()}`);
      direct = database ? await openPostgres(database.url, 1) : await openPglite(join(work, 'db'));
      const setup = direct.db;
      for (const player of players) {
        const { id } = await setup.selectFrom('players').select('id').where('username', '=', player.username).executeTakeFirstOrThrow();
        const walletId = (await findWalletId(setup, id))!;
        await inTransaction(setup, (trx) =>
          post(trx, { walletId, type: 'adjustment_credit', actor: { kind: 'operator', id: 'test' }, ref: { provider: 'arcadia', externalId: `studio-crash:${player.username}` }, entries: [{ balance: 'cash', amount: CREDIT }] }),
        );
      }
      await direct.close();
      direct = null;
      server = await startServer();

      // --- The studio, its wallet calls through the relay.
      const signed = ['content-type', 'x-signature', 'x-signature-timestamp'];
      let holdingWins = false;
      const cutWins: string[] = [];
      relay = await startRelay({
        port: relayPort!,
        target: site,
        headers: signed,
        loseEvery: 5,
        hold: (path, body) => {
          if (!holdingWins || !path.endsWith('/win')) return false;
          cutWins.push(JSON.parse(body).transactionId);
          return true;
        },
      });
      studio = await startGameStudioProcess({
        port: studioPort!,
        env: { GAME_STUDIO_SECRET: secret, OPERATOR_URL: relay.url, PUBLIC_URL: site, GAME_STUDIO_URL: studioUrl, PARTNERS_DATA_DIR: join(work, 'studio') },
      });

      // --- Each player launches a slot of their provider through the site, and the studio's page opens.
      for (const player of players) {
        const search = await call(`${site}/api/casino/games`, json({ live: false, search: '', skip: 0, take: 100, providerName: player.provider.name }));
        const games = search!.body.data as Game[];
        const slot = games.find((g) => g.systemCategory.includes(3) && !g.systemCategory.includes(8));
        assert.ok(slot, `${player.provider.name} has a slot`);
        const launched = await call(`${site}/api/casino/${player.provider.call}`, json(launchBody(player.provider, slot, site), player.token));
        assert.equal(launched?.status, 200, `${player.provider.call}: ${JSON.stringify(launched?.body)}`);
        const url = player.provider.key === 'softgamings' ? urlOfMarkup(launched!.body.data) : (launched!.body.data as string);
        assert.ok(url?.startsWith(`${studioUrl}/${player.provider.key}/launch?`), `the game URL is the studio's: ${url}`);
        const page = await call(url!);
        assert.equal(page?.status, 200, `the studio's page opens: ${String(page?.body).slice(0, 300)}`);
        const session = /"session":"([^"]+)"/.exec(String(page!.body))?.[1];
        assert.ok(session, 'the page names its session');
        player.sessionId = session;
      }

      // --- Play: every player spins as often as the studio allows, through the crash.
      let playing = true;
      let phase: Played['phase'] = 'before';
      const spinLoop = async (player: Player) => {
        while (playing) {
          const answer = await call(`${studioUrl}/api/sessions/${player.sessionId}/slot/spin`, json({ lineStake: LINE_STAKE_KURUS }));
          if (answer?.status === 200 && answer.body.status === 'ok') player.played.push({ roundId: answer.body.roundId, bet: answer.body.bet, win: answer.body.win, phase });
          else if (answer?.status === 200) player.notPlaced += 1;
          else if (answer && answer.status !== 429 && answer.status !== 409) assert.fail(`spin answered ${answer.status}: ${JSON.stringify(answer.body)}`);
          await new Promise((r) => setTimeout(r, SPIN_GAP_MS));
        }
      };
      const loops = players.map(spinLoop);

      await new Promise((r) => setTimeout(r, PLAY_BEFORE_KILL_MS));
      // Rounds cut between stake and win: hold the wins that come until at least one is held, then crash.
      holdingWins = true;
      await until('a win on its way when the server is killed', async () => (cutWins.length > 0 ? null : 'no win held yet'), 15_000, logs);
      await server.kill();
      relay.dropHeld();
      holdingWins = false;
      await new Promise((r) => setTimeout(r, DOWN_MS));
      server = await startServer();
      phase = 'after';
      await new Promise((r) => setTimeout(r, PLAY_AFTER_RESTART_MS));
      playing = false;
      await Promise.all(loops);

      // The studio delivers what it journalled: wins held by the crash, rollbacks of stakes without an answer.
      await until(
        'the studio delivers every journalled wallet call',
        async () => {
          const health = await call(`${studioUrl}/health`);
          return health?.body?.pendingWalletCalls === 0 ? null : `pending: ${JSON.stringify(health?.body)}`;
        },
        SETTLE_DEADLINE_MS,
        logs,
      );
      assert.ok(relay.stats.lost > 0, 'answers were lost on the way back to the studio');
      assert.equal(await studio.stop(), 0, `the studio stops gracefully\n${logs()}`);
      studio = null;
      if (!database) await new Promise((r) => setTimeout(r, 1500)); // the last commits' outbox turn
      assert.equal(await server.stop(), 0, `the server stops gracefully after the restart\n${logs()}`);
      server = null;

      // --- The database, read directly.
      direct = database ? await openPostgres(database.url, 1) : await openPglite(join(work, 'db'));
      const db: Kysely<Database> = direct.db;
      assert.deepEqual(await findLedgerMismatches(db), [], 'every wallet equals the sum of its ledger entries');

      for (const player of players) {
        const { id } = await db.selectFrom('players').select('id').where('username', '=', player.username).executeTakeFirstOrThrow();
        const rounds = await db.selectFrom('game_rounds').selectAll().where('player_id', '=', id).execute();
        const transactions = await db.selectFrom('game_transactions').selectAll().where('player_id', '=', id).execute();
        const who = `${player.username} (${player.provider.key})`;

        // Every round shown to the player is Completed with one bet and one win of what was shown.
        for (const played of player.played) {
          const round = rounds.find((r) => r.round_id === played.roundId && r.provider === player.provider.key);
          assert.ok(round, `${who}: round ${played.roundId} is stored`);
          assert.equal(round.status, 2, `${who}: round ${played.roundId} is Completed`);
          const bets = transactions.filter((t) => t.round_id === round.id && t.kind === 'bet');
          const wins = transactions.filter((t) => t.round_id === round.id && t.kind === 'win');
          assert.equal(bets.length, 1, `${who}: one bet in round ${played.roundId}`);
          assert.equal(wins.length, 1, `${who}: one win in round ${played.roundId}`);
          assert.equal(toKurus(bets[0]!.amount), BigInt(played.bet), `${who}: the stake shown`);
          assert.equal(toKurus(wins[0]!.amount), BigInt(played.win), `${who}: the win shown`);
        }

        // No round is left open; a round without its win was cancelled, its stake returned once.
        let expected = toKurus(CREDIT);
        for (const round of rounds) {
          assert.notEqual(round.status, 1, `${who}: round ${round.round_id} is not left Processing`);
          const bets = transactions.filter((t) => t.round_id === round.id && t.kind === 'bet');
          const wins = transactions.filter((t) => t.round_id === round.id && t.kind === 'win');
          if (round.status === 3) {
            assert.equal(wins.length, 0, `${who}: a cancelled round ${round.round_id} paid nothing`);
            assert.ok(bets.every((b) => b.returned_at !== null), `${who}: the cancelled round's stakes were returned`);
            const rollbacks = transactions.filter((t) => t.kind === 'rollback' && bets.some((b) => b.transaction_id === t.reference_transaction_id));
            assert.equal(rollbacks.length, bets.length, `${who}: one rollback per returned stake`);
          } else {
            assert.equal(round.status, 2, `${who}: round ${round.round_id} is Completed or Cancelled`);
            for (const bet of bets) expected -= toKurus(bet.amount);
            for (const win of wins) expected += toKurus(win.amount);
          }
        }
        const balances = await db.selectFrom('wallet_balances').innerJoin('wallets', 'wallets.id', 'wallet_balances.wallet_id').select(['balance_kind', 'balance']).where('wallets.player_id', '=', id).execute();
        const cash = toKurus(balances.find((b) => b.balance_kind === 'cash')!.balance);
        assert.ok(cash >= 0n, `${who}: never below 0`);
        assert.equal(cash, expected, `${who}: cash is the credit minus the stakes plus the wins of completed rounds`);
        assert.ok(player.played.every((p) => BigInt(p.bet) === SPIN_STAKE_KURUS), `${who}: every stake was 10 lines × ${LINE_STAKE_KURUS} kuruş`);
      }
      const played = players.flatMap((p) => p.played);
      assert.ok(played.some((p) => p.phase === 'before'), 'rounds were played before the crash');
      assert.ok(played.some((p) => p.phase === 'after'), 'rounds were played after the restart');
      const cancelled = await db.selectFrom('game_rounds').select('id').where('status', '=', 3).execute();
      const notPlaced = players.reduce((n, p) => n + p.notPlaced, 0);
      assert.ok(cancelled.length + notPlaced > 0, 'some stakes were refused or returned around the crash');
    } finally {
      await studio?.stop().catch(() => undefined);
      await server?.stop().catch(() => undefined);
      await relay?.close().catch(() => undefined);
      await direct?.close().catch(() => undefined);
      await database?.dispose().catch(() => undefined);
      if (existsSync(work)) rmSync(work, { recursive: true, force: true });
    }
  });
});
