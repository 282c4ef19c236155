/**
 * Crash safety of payments, over real processes and real HTTP.
 *
 * DemoPay runs as its own process, the server as a child process (PGlite in a temporary folder, or
 * a PostgreSQL database made for this run when DATABASE_URL is set). Players get cash (card
 * deposits confirmed on DemoPay's hosted page, bank transfers approved by the operator), then
 * stream requests side by side: card deposits confirmed or declined on the hosted page (DemoPay's
 * callbacks in flight) or left there, bank transfers approved or left, withdrawals approved
 * (payouts in flight, a few to an account DemoPay cannot pay), cancelled or left. DemoPay's
 * callbacks pass through a relay that loses every 4th answer the server gave, as a crash between
 * commit and answer does, so DemoPay repeats callbacks already applied. Mid-stream, while a
 * payout is on its way to DemoPay (held by a relay on the server's side, then dropped), the server
 * is killed with SIGKILL; card payments held back are then confirmed on DemoPay while the server
 * is down, so their callbacks must be retried. The server restarts on the same database and port,
 * and once DemoPay has delivered every callback and every approved withdrawal is settled (a
 * deadline, polled with backoff), the server is stopped and its database read directly.
 *
 * What this proves:
 * - every request answered 2xx is stored, in the status its answers call for (a confirmed card
 *   payment Confirmed, a declined one Rejected, an approved transfer Confirmed, an approved
 *   withdrawal paid or failed, a rejected one Rejected, the rest still Pending);
 * - every balance equals the sum of its ledger entries and none is negative, and each wallet's
 *   cash and held equal what its payments' statuses say, and each payment has exactly the journals
 *   its status calls for: nothing credited, paid or returned twice, nothing lost;
 * - whatever DemoPay confirmed, declined, paid or failed is Confirmed or Rejected here, and no
 *   callback is left undelivered at DemoPay (none refused as unknown or conflicting): its retries
 *   completed what the crash interrupted;
 * - every approved withdrawal reached DemoPay (its payout re-sent from the outbox when the crash
 *   came first) and is settled;
 * - every settled deposit or withdrawal has exactly one notification, and the outbox delivered
 *   every event (each notification's hub message, each payout);
 * - nothing stays Created or Pending that should have moved: a Created deposit is one whose start
 *   was never answered, a Pending one is a hosted page nobody answered or a transfer nobody approved.
 * Repeated callbacks happen in every run, so a callback credited twice would break the wallet's
 * cash against its payments (or, refused by the ledger's unique ref, leave DemoPay retrying past
 * the deadline), and a second notification the count; a callback lost would leave DemoPay's
 * confirmation unmatched; a payout lost with the crash would leave its withdrawal Pending.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { TransactionStatus, TransactionType } from '@arcadia/shared/core';
import { openPglite, type DbHandle } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { createTestDatabase, testConfig, type TestDatabase } from '../../testing/test-app.js';
import { startRelay, type Relay } from '../../testing/http-relay.js';
import { freePorts, readDemoPayJournal, startDemoPayProcess, startServerProcess, type RunningProcess } from '../../testing/server-process.js';
import { fullRegistration } from '../auth/accounts.test-kit.js';
import { findLedgerMismatches } from '../wallet/wallet.service.js';
import { isVerificationNotice, verifyOverHttp } from '../kyc/kyc.test-kit.js';
import { bankDetail, cardDetail, ibanPayoutDetail, walletPayoutDetail } from './payments.test-kit.js';
import { liraText } from './payments.texts.js';

const PLAYERS = 6;
/** The kill comes once this many requests of the stream were accepted and at least this long after it began, then at a random moment within a second. */
const STREAM_REQUESTS_BEFORE_KILL = 40;
const STREAM_MS_BEFORE_KILL = 2000;
const SETTLE_DEADLINE_MS = 45_000;
/** DemoPay's payouts complete this fast, and its callbacks are retried at most this far apart. */
const PAYOUT_DELAY_MS = 300;
const CALLBACK_RETRY_MAX_MS = 1000;
/** Payouts to this wallet always fail at DemoPay (the destination account is closed). */
const FAILING_WALLET = '9999999999';

const { Confirmed, Pending, Rejected, Cancelled, Created } = TransactionStatus;

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A request; null when no answer came (the server was down or went down while answering). */
async function call(url: string, init: RequestInit = {}): Promise<Answer | null> {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000), ...init });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: a page or an empty answer
    }
    return { status: res.status, body };
  } catch {
    return null;
  }
}

const ok = (answer: Answer | null): answer is Answer => answer !== null && answer.status >= 200 && answer.status < 300;

interface Player {
  username: string;
  token: string;
}

/** A payment request the player made and the server accepted (2xx), with what followed. */
interface Tracked {
  player: Player;
  kind: 'card' | 'bank' | 'withdrawal';
  /** Unique across the run, so a stored row and its notification are found by it: "123.45". */
  amount: string;
  /** Withdrawals: the id in the answer. */
  paymentId?: number;
  /** Card: the hosted page and DemoPay's reference in it. */
  pageUrl?: string;
  /** Card: what DemoPay accepted on its page (answered 303). */
  choice?: 'confirm' | 'decline';
  /** Bank transfers and withdrawals: the operator's approval was asked for ('approved' once answered 2xx). */
  approval?: 'asked' | 'approved';
  /** Withdrawals: the operator's rejection was asked for ('rejected' once answered 2xx). Players cannot cancel one (RTS 14B). */
  rejection?: 'asked' | 'rejected';
  /** A withdrawal to the wallet DemoPay cannot pay. */
  failing?: boolean;
}

/** Polls `pending` (a description of what is still missing, or null when done) with backoff until done or the deadline. */
async function eventually(pending: () => Promise<string | null>, deadlineMs: number, context: () => string): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (let wait = 100; ; wait = Math.min(wait * 1.5, 2000)) {
    const missing = await pending();
    if (missing === null) return;
    if (Date.now() > until) assert.fail(`still not settled after ${deadlineMs / 1000} s: ${missing}\n${context()}`);
    await new Promise((r) => setTimeout(r, wait));
  }
}

const kurus = (amount: string | number) => Math.round(Number(amount) * 100);

describe('payments survive a crash of the server', () => {
  it('kill -9 amid deposits and withdrawals, restart: every accepted request kept, the ledger adds up, callbacks and payouts complete, notifications delivered', { timeout: 180_000 }, async (t) => {
    const secret = randomBytes(32).toString('hex');
    const adminToken = randomBytes(32).toString('hex');
    const work = mkdtempSync(join(tmpdir(), 'arcadia-crash-'));
    const postgres = testConfig().databaseUrl !== null;
    let database: TestDatabase | null = null;
    let server: RunningProcess | null = null;
    let demoPay: RunningProcess | null = null;
    let pglite: DbHandle | null = null;
    let callbacks: Relay | null = null;
    let providerApi: Relay | null = null;

    try {
      database = postgres ? await createTestDatabase(testConfig()) : null;
      const [sitePort, demoPayPort, callbacksPort, providerApiPort] = await freePorts(4, 18500, 18549);
      const site = `http://127.0.0.1:${sitePort}`;
      const shared = { PAYMENT_PROVIDER_SECRET: secret, PAYMENT_SITE_SECRET: `site-${secret}`, PAYMENT_PROVIDER_URL: `http://127.0.0.1:${demoPayPort}`, OPERATOR_URL: site, PUBLIC_URL: site };
      const signed = ['content-type', 'x-signature', 'x-signature-timestamp'];
      // DemoPay's callbacks reach the server through a relay that loses every 4th answer, so DemoPay repeats callbacks already applied.
      callbacks = await startRelay({ port: callbacksPort!, target: site, headers: signed, loseEvery: 4 });
      // The server's orders reach DemoPay through a relay that, just before the kill, holds payouts: they are cut off by the crash.
      const cutPayouts: string[] = [];
      let cutting = false;
      providerApi = await startRelay({
        port: providerApiPort!,
        target: shared.PAYMENT_PROVIDER_URL,
        headers: signed,
        hold: (path, body) => {
          if (!cutting || !path.startsWith('/v1/payouts')) return false;
          cutPayouts.push(JSON.parse(body).reference);
          return true;
        },
      });
      demoPay = await startDemoPayProcess({
        port: demoPayPort!,
        env: { ...shared, OPERATOR_URL: callbacks.url, PARTNERS_DATA_DIR: join(work, 'demopay'), PAYOUT_DELAY_MS: String(PAYOUT_DELAY_MS), CALLBACK_RETRY_BASE_MS: '100', CALLBACK_RETRY_MAX_MS: String(CALLBACK_RETRY_MAX_MS) },
      });
      const serverEnv = {
        ...shared,
        PAYMENT_PROVIDER_URL: providerApi.url,
        ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '', DATA_DIR: join(work, 'db') }),
        // Its own Redis keys (when REDIS_URL is set), kept across the restart and removed by the final graceful stop.
        REDIS_PREFIX: `arcadia:test:crash-${randomBytes(4).toString('hex')}:`,
        ADMIN_TOKEN: adminToken,
        // One key across the restart, as a deployment keeps it: the stored documents stay readable.
        KYC_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        // The operator's requests come "from" addresses of their own: the admin API allows 120 a minute per network.
        TRUST_PROXY: 'true',
        REGISTRATIONS_PER_IP_PER_HOUR: '10000',
      };
      const startServer = () => startServerProcess({ port: sitePort!, env: serverEnv });
      server = await startServer();
      const logs = () => `--- server ---\n${server?.output().slice(-6000)}\n--- DemoPay ---\n${demoPay?.output().slice(-3000)}`;

      const api = (player: Player | null, method: 'GET' | 'POST', path: string, body?: unknown) =>
        call(`${site}${path}`, {
          method,
          headers: { Locale: 'en', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(player ? { Authorization: `Bearer ${player.token}` } : {}) },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
      const operator = (method: 'POST', path: string, body?: unknown) =>
        call(`${site}/api/admin${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${adminToken}`,
            'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
            ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
      const choose = async (payment: Tracked, decision: 'confirm' | 'decline') => {
        const answer = await call(payment.pageUrl!, { method: 'POST', body: new URLSearchParams({ decision }) });
        assert.equal(answer?.status, 303, `DemoPay took no ${decision} on ${payment.pageUrl}: ${JSON.stringify(answer)}`);
        payment.choice = decision;
      };

      const tracked: Tracked[] = [];
      let sequence = 0;
      /** A unique amount: its lira part is unique, so "₺101.37" never appears inside another's text. */
      const nextAmount = (base: number) => {
        sequence += 1;
        return `${base + sequence}.${String((sequence * 37) % 100).padStart(2, '0')}`;
      };
      const counts = { unanswered: 0, refused: new Map<string, number>() };
      const answered = (answer: Answer | null) => {
        if (answer === null) counts.unanswered += 1;
        else if (answer.status >= 300) {
          const why = `${answer.status} ${answer.body?.message ?? ''}`;
          counts.refused.set(why, (counts.refused.get(why) ?? 0) + 1);
        }
        return ok(answer);
      };

      const cardDeposit = async (player: Player, base: number): Promise<Tracked | null> => {
        const amount = nextAmount(base);
        const answer = await api(player, 'POST', '/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(Number(amount)) });
        if (!answered(answer)) return null;
        assert.match(String(answer.body.data), /^http:\/\/127\.0\.0\.1:\d+\/pay\/pay_/, 'a card deposit answers with its hosted page');
        const payment: Tracked = { player, kind: 'card', amount, pageUrl: answer.body.data };
        tracked.push(payment);
        return payment;
      };
      /** The id of the player's waiting transfer of `amount`; null when the server gave no answer. */
      const waitingTransfer = async (player: Player, amount: string): Promise<number | null> => {
        const list = await api(player, 'POST', '/api/payment/transactions', { type: TransactionType.Deposit, status: Pending, skip: 0, take: 100 });
        if (list === null) return null;
        assert.ok(ok(list), `the player's list: ${JSON.stringify(list)}`);
        const item = (list.body.data.items as { id: number; amount: number; methodId: number }[]).find((i) => i.methodId === 2 && kurus(i.amount) === kurus(amount));
        assert.ok(item, `the accepted transfer of ${amount} is in the player's list`);
        return item.id;
      };
      const bankDeposit = async (player: Player, base: number, approve: boolean) => {
        const amount = nextAmount(base);
        const answer = await api(player, 'POST', '/api/payment/deposit', { id: 2, target: 'pay', detail: bankDetail(Number(amount)) });
        if (!answered(answer)) return;
        assert.equal(answer.body.data, null, 'a bank transfer has no hosted page');
        const payment: Tracked = { player, kind: 'bank', amount };
        tracked.push(payment);
        if (!approve) return;
        const id = await waitingTransfer(player, amount);
        if (id === null) return;
        payment.approval = 'asked';
        if (answered(await operator('POST', `/transactions/${id}/approve`))) payment.approval = 'approved';
      };
      const withdrawal = async (player: Player) => {
        const amount = nextAmount(100);
        const failing = Math.random() < 0.1;
        const [method, detail] = failing
          ? [4, walletPayoutDetail(Number(amount), { WalletNo: FAILING_WALLET })]
          : Math.random() < 0.5
            ? [3, ibanPayoutDetail(Number(amount))]
            : [4, walletPayoutDetail(Number(amount))];
        const answer = await api(player, 'POST', '/api/payment/withdraw', { id: method, detail });
        if (!answered(answer)) return;
        const payment: Tracked = { player, kind: 'withdrawal', amount, paymentId: answer.body.data.id, failing };
        tracked.push(payment);
        const next = Math.random();
        if (next < 0.6) {
          payment.approval = 'asked';
          if (answered(await operator('POST', `/transactions/${payment.paymentId}/approve`))) payment.approval = 'approved';
        } else if (next < 0.75) {
          payment.rejection = 'asked';
          if (answered(await operator('POST', `/transactions/${payment.paymentId}/reject`, { reason: 'Check the account' }))) payment.rejection = 'rejected';
        }
      };

      // --- Players with cash: half by card through the hosted page, half by an approved transfer.
      const players: Player[] = [];
      for (let i = 0; i < PLAYERS; i += 1) {
        // The full form: deposits need the date of birth on record, and the player's choice on a deposit limit.
        const registration = fullRegistration();
        const answer = await api(null, 'POST', '/api/auth/register', registration);
        assert.ok(ok(answer), `registration: ${JSON.stringify(answer)}`);
        const player = { username: String(registration.username), token: answer.body.data.token };
        assert.ok(ok(await api(player, 'POST', '/api/responsiblegaming/nolimit', { confirm: true })), 'the player chooses no deposit limit');
        // Their identity verified by the operator: withdrawals, and deposits past the threshold, need it.
        await verifyOverHttp({ baseUrl: site, adminToken, token: player.token, registration });
        players.push(player);
      }
      await Promise.all(
        players.map(async (player, i) => {
          if (i % 2 === 0) {
            const payment = await cardDeposit(player, 40_000);
            assert.ok(payment, 'the first card deposit is accepted');
            await choose(payment, 'confirm');
          } else {
            await bankDeposit(player, 40_000, true);
          }
        }),
      );
      assert.ok(tracked.every((p) => p.choice === 'confirm' || p.approval === 'approved'), `every player is funded: ${JSON.stringify(tracked)}`);
      const funded = tracked.slice();
      await eventually(
        async () => {
          for (const [i, player] of players.entries()) {
            const balance = await api(player, 'GET', '/api/user/balance');
            const expected = funded.find((p) => p.player === player)!.amount;
            if (!ok(balance) || kurus(balance.body.data.cash) !== kurus(expected)) return `player ${i} has ${JSON.stringify(balance?.body.data)}, not cash ${expected}`;
          }
          return null;
        },
        30_000,
        logs,
      );

      // --- The stream, cut by SIGKILL.
      let streaming = true;
      /** Card payments confirmed only once the server is down: their callbacks cannot be delivered at first. */
      const heldBack: Tracked[] = [];
      const stream = async (player: Player) => {
        let heldOne = false;
        while (streaming) {
          const pick = Math.random();
          if (pick < 0.4) {
            const payment = await cardDeposit(player, 100);
            if (!payment) continue;
            const next = Math.random();
            if (!heldOne || next < 0.05) {
              heldOne = true;
              heldBack.push(payment);
            } else if (next < 0.1) {
              // left on the hosted page (it counts among the player's 5 waiting deposits)
            } else {
              await choose(payment, next < 0.2 ? 'decline' : 'confirm');
            }
          } else if (pick < 0.55) {
            await bankDeposit(player, 100, Math.random() < 0.85);
          } else {
            await withdrawal(player);
          }
        }
      };
      let streamFailure: unknown = null;
      const streams = Promise.all(
        players.map((player) =>
          stream(player).catch((error: unknown) => {
            streamFailure ??= error;
            streaming = false;
          }),
        ),
      );
      const streamStart = Date.now();
      await eventually(
        async () => {
          if (streamFailure) throw streamFailure;
          const accepted = tracked.length - funded.length;
          return accepted >= STREAM_REQUESTS_BEFORE_KILL && Date.now() - streamStart >= STREAM_MS_BEFORE_KILL ? null : `${accepted} requests of the stream accepted`;
        },
        60_000,
        logs,
      );
      await new Promise((r) => setTimeout(r, randomInt(1000)));
      // The next payout is held on its way to DemoPay: the kill comes while it is in flight.
      cutting = true;
      await eventually(async () => (providerApi!.held() > 0 ? null : 'no payout on its way to DemoPay yet'), 30_000, logs);
      const killed = server.kill(); // the signal goes now; requests in flight lose their answers
      streaming = false;
      await killed;
      cutting = false;
      providerApi.dropHeld();
      await streams;
      if (streamFailure) throw streamFailure;
      const acceptedBeforeKill = tracked.length;

      assert.ok(heldBack.length > 0, 'card payments were held back for the time the server is down');
      await Promise.all(heldBack.map((payment) => choose(payment, 'confirm')));
      const waiting = await call(`${demoPay.url}/health`);
      assert.ok(
        waiting?.body.pendingCallbacks >= heldBack.length,
        `DemoPay holds the callbacks it could not deliver to a dead server: ${JSON.stringify(waiting?.body)} (held back ${heldBack.length})`,
      );

      // --- Restart on the same database and port; wait until DemoPay and the outbox have done their part.
      server = await startServer();
      const db: Kysely<Database> | null = database?.handle.db ?? null;
      await eventually(
        async () => {
          const health = await call(`${demoPay!.url}/health`);
          if (!ok(health) || health.body.pendingCallbacks !== 0) return `DemoPay has callbacks to deliver: ${JSON.stringify(health?.body)}`;
          for (const player of players) {
            const items: { id: number; type: number; status: number; approvedAt: string | null; amount: number }[] = [];
            for (let skip = 0; ; skip += 100) {
              const page = await api(player, 'POST', '/api/payment/transactions', { skip, take: 100 });
              if (!ok(page)) return `the player's list: ${JSON.stringify(page)}`;
              items.push(...page.body.data.items);
              if (items.length >= page.body.data.total) break;
            }
            const unpaid = items.find((i) => i.type === TransactionType.Withdraw && i.status === Pending && i.approvedAt !== null);
            if (unpaid) return `approved withdrawal ${unpaid.id} is not settled yet`;
            const chosen = tracked.find((p) => p.player === player && p.choice && items.some((i) => kurus(i.amount) === kurus(p.amount) && i.status === Pending));
            if (chosen) return `card deposit of ${chosen.amount} (${chosen.choice} on DemoPay) is still Pending`;
          }
          if (db) {
            const left = await db.selectFrom('event_outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('delivered_at', 'is', null).executeTakeFirstOrThrow();
            if (Number(left.n) > 0) return `${left.n} outbox events undelivered`;
          }
          return null;
        },
        SETTLE_DEADLINE_MS,
        logs,
      );
      // PGlite cannot be read while the server holds it: the outbox's loop (every second) gets two
      // turns at events committed by the last callbacks, whose requests waited at most 2 s for them.
      if (!db) await new Promise((r) => setTimeout(r, 2500));
      assert.equal(await server.stop(), 0, `the server stops gracefully after the restart\n${logs()}`);
      const demoPayState = readDemoPayJournal(join(work, 'demopay'));

      // --- The database, read directly.
      if (!db) pglite = await openPglite(join(work, 'db'));
      const q = db ?? pglite!.db;
      const usernames = players.map((p) => p.username);
      const ids = await q.selectFrom('players').select(['id', 'username']).where('username', 'in', usernames).execute();
      const playerOf = new Map(ids.map((r) => [Number(r.id), players.find((p) => p.username === r.username)!]));
      const rows = await q.selectFrom('payments').selectAll().where('player_id', 'in', [...playerOf.keys()]).orderBy('id').execute();
      const rowOf = (payment: Tracked) => {
        const found = rows.filter((r) => playerOf.get(r.player_id) === payment.player && kurus(r.amount) === kurus(payment.amount) && (r.type === TransactionType.Withdraw) === (payment.kind === 'withdrawal'));
        assert.equal(found.length, 1, `the accepted ${payment.kind} of ${payment.amount} is stored once`);
        return found[0]!;
      };

      // Every accepted request is there, in the status its answers call for.
      const trackedRows = new Set<number>();
      for (const payment of tracked) {
        const row = rowOf(payment);
        trackedRows.add(row.id);
        const what = `${payment.kind} ${row.id} of ${payment.amount} (${JSON.stringify({ choice: payment.choice, approval: payment.approval, rejection: payment.rejection, failing: payment.failing })})`;
        const status = TransactionStatus[row.status];
        if (payment.kind === 'card') {
          assert.equal(row.method_id, 1, what);
          assert.equal(row.provider_reference, new URL(payment.pageUrl!).pathname.split('/').pop(), `${what}: DemoPay's reference`);
          const expected = payment.choice === 'confirm' ? Confirmed : payment.choice === 'decline' ? Rejected : Pending;
          assert.equal(status, TransactionStatus[expected], what);
        } else if (payment.kind === 'bank') {
          assert.equal(row.method_id, 2, what);
          if (payment.approval === 'approved') assert.equal(status, 'Confirmed', what);
          else if (payment.approval === 'asked') assert.ok(row.status === Confirmed || row.status === Pending, `${what} is ${status}`);
          else assert.equal(status, 'Pending', what);
        } else {
          assert.equal(row.id, payment.paymentId, what);
          const approved = row.approved_at !== null;
          if (payment.rejection === 'rejected') assert.equal(status, 'Rejected', what);
          else if (payment.approval === 'approved') assert.ok(approved, `${what} is approved`);
          else if (payment.approval === undefined && payment.rejection === undefined) assert.ok(row.status === Pending && !approved, `${what} is ${status}, approved ${approved}`);
          if (approved) assert.equal(status, payment.failing ? 'Rejected' : 'Confirmed', `${what}: an approved withdrawal is settled by DemoPay`);
          else assert.ok(row.status === Pending || row.status === Rejected, `${what} is ${status}`);
        }
      }

      // What was never answered: a deposit the crash cut off may stay Created (the sweep cancels it
      // after 24 h), or be Pending with nobody on its page; nothing else.
      for (const row of rows.filter((r) => !trackedRows.has(r.id))) {
        const what = `unanswered ${row.type === TransactionType.Deposit ? 'deposit' : 'withdrawal'} ${row.id} of ${row.amount}`;
        if (row.type === TransactionType.Deposit) assert.ok(row.status === Created || row.status === Pending, `${what} is ${TransactionStatus[row.status]}`);
        else assert.ok(row.status === Pending && row.approved_at === null, `${what} is ${TransactionStatus[row.status]}`);
        const atDemoPay = demoPayState.deposits.get(row.reference);
        if (atDemoPay) assert.equal(atDemoPay.status, 'pending', `${what}: DemoPay has it ${atDemoPay.status}`);
      }

      // DemoPay's outcomes are ours; every approved withdrawal reached DemoPay.
      const byReference = new Map(rows.map((r) => [r.reference, r]));
      const outcome = { confirmed: Confirmed, declined: Rejected, cancelled: Cancelled, paid: Confirmed, failed: Rejected, pending: Pending } as Record<string, TransactionStatus>;
      for (const [kind, records] of [['deposit', demoPayState.deposits], ['payout', demoPayState.payouts]] as const) {
        for (const [reference, record] of records) {
          const row = byReference.get(reference);
          // A deposit's row is written before DemoPay is asked: DemoPay never has one we lack.
          assert.ok(row, `DemoPay's ${kind} ${reference} (${record.status}) is stored`);
          if (row.provider_reference !== null) assert.equal(row.provider_reference, record.providerReference, `${kind} ${row.id}: DemoPay's reference`);
          // A deposit DemoPay still waits for may be Created here (its start was cut off) or Pending.
          if (kind === 'payout' || record.status !== 'pending') {
            assert.equal(TransactionStatus[row.status], TransactionStatus[outcome[record.status]!], `${kind} ${row.id}: DemoPay says ${record.status}`);
          }
        }
      }
      for (const row of rows.filter((r) => r.approved_at !== null)) {
        assert.ok(demoPayState.payouts.has(row.reference), `approved withdrawal ${row.id} reached DemoPay`);
        assert.ok(row.provider_reference !== null, `approved withdrawal ${row.id} has DemoPay's reference`);
      }

      // The ledger: balances are the sums of their entries, none negative, and each wallet holds
      // exactly what its payments' statuses say, through exactly the journals they call for.
      assert.deepEqual(await findLedgerMismatches(q), [], 'every balance equals the sum of its ledger entries');
      const negative = await sql<{ n: number }>`select count(*)::int as n from wallet_balances where balance < 0`.execute(q);
      assert.equal(Number(negative.rows[0]!.n), 0, 'no balance is negative');
      const journals = await q
        .selectFrom('ledger_journals')
        .innerJoin('ledger_entries', 'ledger_entries.journal_id', 'ledger_journals.id')
        .select(['ledger_journals.id', 'ledger_journals.external_id', 'ledger_journals.type', 'ledger_entries.balance_kind', 'ledger_entries.amount'])
        .where('ledger_journals.wallet_id', 'in', [...new Set(rows.map((r) => r.wallet_id))])
        .execute();
      const journalOf = (externalId: string) => {
        const entries = journals.filter((j) => j.external_id === externalId);
        return entries.length === 0 ? null : { type: entries[0]!.type, entries: Object.fromEntries(entries.map((e) => [e.balance_kind, kurus(e.amount)])), journals: new Set(entries.map((e) => e.id)).size };
      };
      const expectedBalances = new Map<number, { cash: number; held: number }>();
      for (const row of rows) {
        const amount = kurus(row.amount);
        const wallet = expectedBalances.get(row.wallet_id) ?? { cash: 0, held: 0 };
        expectedBalances.set(row.wallet_id, wallet);
        if (row.type === TransactionType.Deposit) {
          const credit = journalOf(`deposit:${row.reference}`);
          if (row.status === Confirmed) {
            assert.deepEqual(credit, { type: 'deposit', entries: { cash: amount }, journals: 1 }, `deposit ${row.id} is credited once`);
            wallet.cash += amount;
          } else assert.equal(credit, null, `deposit ${row.id} (${TransactionStatus[row.status]}) is not credited`);
          continue;
        }
        assert.deepEqual(journalOf(`withdrawal:${row.reference}:hold`), { type: 'withdrawal_hold', entries: { cash: -amount, held: amount }, journals: 1 }, `withdrawal ${row.id} is held once`);
        const close = journalOf(`withdrawal:${row.reference}:close`);
        if (row.status === Confirmed) assert.deepEqual(close, { type: 'withdrawal_paid', entries: { held: -amount }, journals: 1 }, `withdrawal ${row.id} is paid once`);
        else if (row.status === Pending) assert.equal(close, null, `pending withdrawal ${row.id} is neither paid nor returned`);
        else assert.deepEqual(close, { type: 'withdrawal_returned', entries: { cash: amount, held: -amount }, journals: 1 }, `withdrawal ${row.id} is returned once`);
        if (row.status === Pending) {
          wallet.cash -= amount;
          wallet.held += amount;
        } else if (row.status === Confirmed) wallet.cash -= amount;
      }
      const balances = await q.selectFrom('wallet_balances').select(['wallet_id', 'balance_kind', 'balance']).where('wallet_id', 'in', [...expectedBalances.keys()]).execute();
      for (const [walletId, expected] of expectedBalances) {
        const of = (kind: string) => kurus(balances.find((b) => b.wallet_id === walletId && b.balance_kind === kind)?.balance ?? '0');
        assert.deepEqual({ cash: of('cash'), held: of('held') }, expected, `wallet ${walletId}: cash and held (kuruş) are what its payments say`);
      }

      // One notification per settled payment, and the outbox delivered every event.
      const notifications = await q.selectFrom('notifications').select(['id', 'player_id', 'title_en', 'note_en']).where('player_id', 'in', [...playerOf.keys()]).execute();
      const titles: Partial<Record<number, Partial<Record<number, string>>>> = {
        [TransactionType.Deposit]: { [Confirmed]: 'Deposit confirmed', [Rejected]: 'Deposit declined' },
        [TransactionType.Withdraw]: { [Confirmed]: 'Withdrawal approved', [Rejected]: 'Withdrawal rejected' },
      };
      let expectedNotifications = 0;
      for (const row of rows) {
        const title = titles[row.type]?.[row.status];
        if (!title) continue;
        expectedNotifications += 1;
        const amountText = liraText(row.amount).en;
        const found = notifications.filter((n) => n.player_id === row.player_id && n.title_en === title && n.note_en.includes(amountText));
        assert.equal(found.length, 1, `payment ${row.id} (${TransactionStatus[row.status]}, ${amountText}) has one "${title}" notification`);
      }
      // Each player's identity was verified before the stream: the two approvals told them once each.
      const verification = notifications.filter((n) => isVerificationNotice(n));
      assert.equal(verification.length, 2 * playerOf.size, 'two notices of identity decisions per player');
      assert.equal(notifications.length - verification.length, expectedNotifications, 'no other notification');
      const events = await q.selectFrom('event_outbox').select(['topic', 'payload', 'delivered_at']).execute();
      assert.deepEqual(events.filter((e) => e.delivered_at === null), [], 'the outbox delivered every event');
      const pushed = new Set(events.filter((e) => e.topic === 'hub.message').map((e) => JSON.parse((e.payload as { message: { message: string } }).message.message).id as number));
      for (const n of notifications) assert.ok(pushed.has(n.id), `notification ${n.id} went out through the outbox`);
      const payouts = new Set(events.filter((e) => e.topic === 'payment.payout').map((e) => (e.payload as { paymentId: number }).paymentId));
      for (const row of rows.filter((r) => r.approved_at !== null)) assert.ok(payouts.has(row.id), `approved withdrawal ${row.id} has its payout event`);

      assert.ok(callbacks.stats.lost > 0, 'answers to applied callbacks were lost, so DemoPay repeated them');
      const payoutOrders = providerApi.requests.filter((r) => r.path.startsWith('/v1/payouts')).map((r) => JSON.parse(r.body).reference as string);
      for (const reference of cutPayouts) {
        assert.ok(payoutOrders.filter((r) => r === reference).length >= 2, `the payout ${reference} cut off by the crash was sent again from the outbox`);
        assert.ok([Confirmed, Rejected].includes(byReference.get(reference)!.status), `the withdrawal whose payout was cut off is settled`);
      }
      const byStatus = (type: TransactionType) => {
        const tally = new Map<string, number>();
        for (const r of rows.filter((row) => row.type === type)) tally.set(TransactionStatus[r.status]!, (tally.get(TransactionStatus[r.status]!) ?? 0) + 1);
        return [...tally].map(([status, n]) => `${status} ${n}`).join(', ');
      };
      t.diagnostic(
        `${postgres ? 'PostgreSQL' : 'PGlite'}: ${acceptedBeforeKill} requests accepted before the kill (${counts.unanswered} unanswered; refused: ${[...counts.refused].map(([why, n]) => `${n}× ${why}`).join('; ') || 'none'}), ${heldBack.length} card payments confirmed while the server was down, ${callbacks.stats.lost} answers to applied callbacks lost (repeated by DemoPay), ${cutPayouts.length} payout cut off and sent again; ` +
          `deposits: ${byStatus(TransactionType.Deposit)}; withdrawals: ${byStatus(TransactionType.Withdraw)}`,
      );
    } finally {
      await server?.kill();
      await demoPay?.kill();
      await callbacks?.close();
      await providerApi?.close();
      await pglite?.close();
      await database?.dispose();
      rmSync(work, { recursive: true, force: true });
      if (existsSync(work)) t.diagnostic(`could not remove ${work}`);
    }
  });
});
