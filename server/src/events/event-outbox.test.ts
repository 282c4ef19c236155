import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { openPostgres } from '../db/connect.js';
import { inTransaction } from '../db/transaction.js';
import type { SmsMessage, SmsProvider } from '../providers/sms/sms-provider.js';
import { createTestDatabase, startTestApp, testConfig, type TestApp, type TestDatabase } from '../testing/test-app.js';
import { bearer, registerPlayer, uniquePhone } from '../modules/auth/accounts.test-kit.js';
import { enqueueEvent, type EnqueuedEvent } from './event-outbox.js';

const config = testConfig();
const onPostgres = Boolean(config.databaseUrl);
/** Short timings so retries and the background loop show within a test. */
const timings = { pollMs: 25, backoffMs: 150, backoffMaxMs: 1000, deliveryTimeoutMs: 300, commitWaitMs: 1000 };

interface SentSms {
  to: string;
  body: string;
  eventId: string | undefined;
  by: string;
}

/** An SMS gateway that records what it was given and fails while told to. */
class RecordingSms implements SmsProvider {
  readonly name = 'recording';
  readonly attempts: { body: string; at: number }[] = [];
  /** The next this many sends fail. */
  failing = 0;
  /** Sends of these bodies fail this many more times. */
  readonly failuresOf = new Map<string, number>();
  /** Sends of these bodies fail. */
  readonly refused = new Set<string>();
  /** While set, sends wait for it (a gateway that hangs). */
  hang: Promise<void> | null = null;
  constructor(
    readonly by = 'app',
    readonly sent: SentSms[] = [],
  ) {}
  async send(message: SmsMessage, delivery?: { id: string }): Promise<void> {
    this.attempts.push({ body: message.body, at: Date.now() });
    if (this.hang) await this.hang;
    if (this.refused.has(message.body)) throw new Error('gateway refused this one');
    const failures = this.failuresOf.get(message.body) ?? 0;
    if (failures > 0) {
      this.failuresOf.set(message.body, failures - 1);
      throw new Error('gateway unavailable');
    }
    if (this.failing > 0) {
      this.failing -= 1;
      throw new Error('gateway unavailable');
    }
    this.sent.push({ to: message.to, body: message.body, eventId: delivery?.id, by: this.by });
  }
}

async function until(predicate: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const sms = (body: string, key = 'sms:test'): Parameters<typeof enqueueEvent<'sms.send'>>[1] => ({ topic: 'sms.send', key, payload: { to: '905320000000', body } });

async function rowOf(app: TestApp, eventId: string) {
  return app.app.db.selectFrom('event_outbox').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

/** A second connection pool to the same database, as another server instance would have (PostgreSQL), else the same PGlite. */
async function sameDatabase(database: TestDatabase): Promise<TestDatabase> {
  if (!onPostgres) return { ...database, dispose: async () => undefined };
  const handle = await openPostgres(database.url, 5);
  return { handle, url: database.url, dispose: () => handle.close() };
}

describe('event outbox', () => {
  let ctx: TestApp;
  let recorder: RecordingSms;
  let original: SmsProvider;
  before(async () => {
    ctx = await startTestApp({ events: timings });
    original = ctx.app.accounts.sms;
  });
  after(async () => {
    await ctx?.close();
  });
  const useRecorder = () => {
    recorder = new RecordingSms();
    ctx.app.accounts.sms = recorder;
    return recorder;
  };
  afterEach(() => {
    ctx.app.accounts.sms = original;
  });

  test('an event of a rolled-back transaction is never delivered, nor kept', async () => {
    useRecorder();
    const body = `rolled back ${Date.now()}`;
    await assert.rejects(
      inTransaction(ctx.app.db, async (trx) => {
        await enqueueEvent(trx, sms(body));
        throw new Error('business rule refused');
      }),
      /business rule refused/,
    );
    await ctx.app.eventOutbox.deliverPending();
    await new Promise((r) => setTimeout(r, timings.pollMs * 4));
    assert.deepEqual(recorder.attempts, []);
    const rows = await sql<{ n: number }>`select count(*)::int as n from event_outbox where payload->>'body' = ${body}`.execute(ctx.app.db);
    assert.equal(rows.rows[0]!.n, 0);
  });

  test('a committed event is delivered before inTransaction returns, once, with its event id; its secret body is erased', async () => {
    useRecorder();
    const queued = await inTransaction(ctx.app.db, (trx) => enqueueEvent(trx, sms('code 123456')));
    assert.deepEqual(recorder.sent, [{ to: '905320000000', body: 'code 123456', eventId: queued.eventId, by: 'app' }]);
    assert.match(queued.eventId, /^[0-9a-f-]{36}$/);
    const row = await rowOf(ctx, queued.eventId);
    assert.ok(row?.delivered_at, 'marked delivered, not deleted');
    assert.equal(row.attempts, 1);
    assert.equal(row.payload, null, 'an SMS body (it carries a code) is not kept after delivery');
    await new Promise((r) => setTimeout(r, timings.pollMs * 4));
    await ctx.app.eventOutbox.deliverPending();
    assert.equal(recorder.sent.length, 1, 'the background loop does not deliver it again');
  });

  test('refuses a transaction that cannot run after-commit hooks (not from inTransaction), writing nothing', async () => {
    await assert.rejects(
      ctx.app.db.transaction().execute((trx) => enqueueEvent(trx, sms('no hooks'))),
      /open inTransaction/,
    );
    const rows = await sql<{ n: number }>`select count(*)::int as n from event_outbox where payload->>'body' = 'no hooks'`.execute(ctx.app.db);
    assert.equal(rows.rows[0]!.n, 0);
  });

  test('a failing delivery is retried with growing delays and delivered later; only the later events of its key wait', async () => {
    useRecorder();
    recorder.failuresOf.set('first', 2);
    const first = await inTransaction(ctx.app.db, (trx) => enqueueEvent(trx, sms('first', 'sms:905321111111')));
    assert.equal(recorder.sent.length, 0, 'the first attempt failed');
    const [second, other] = await inTransaction(ctx.app.db, async (trx) => [
      await enqueueEvent(trx, sms('second', 'sms:905321111111')),
      await enqueueEvent(trx, sms('other key', 'sms:905322222222')),
    ]);
    assert.deepEqual(recorder.sent.map((s) => s.body), ['other key'], 'another key is not held back; the same key is');

    await until(() => recorder.sent.length === 3, 'both retried events are delivered');
    assert.deepEqual(recorder.sent.map((s) => s.body), ['other key', 'first', 'second'], 'the key keeps its commit order');
    const tries = recorder.attempts.filter((a) => a.body === 'first').map((a) => a.at);
    assert.equal(tries.length, 3);
    // Backoff: 150 ms after the first failure, 300 ms after the second (the loop polls every 25 ms).
    assert.ok(tries[1]! - tries[0]! >= 140, `first retry after ${tries[1]! - tries[0]!} ms`);
    assert.ok(tries[2]! - tries[1]! >= 290, `second retry after ${tries[2]! - tries[1]!} ms`);
    const row = await rowOf(ctx, first.eventId);
    assert.equal(row?.attempts, 3);
    assert.equal(row?.last_error, null);
    assert.ok(row?.delivered_at);
    assert.equal(new Set(recorder.sent.map((s) => s.eventId)).size, 3);
    assert.deepEqual(recorder.sent.map((s) => s.eventId), [other.eventId, first.eventId, second.eventId]);
  });

  test('a failure is recorded on the row (attempts, error, next attempt) while it waits', async () => {
    useRecorder();
    recorder.failuresOf.set('recorded failure', 1);
    const queued = await inTransaction(ctx.app.db, (trx) => enqueueEvent(trx, sms('recorded failure', 'sms:905323333333')));
    const row = await rowOf(ctx, queued.eventId);
    assert.equal(row?.attempts, 1);
    assert.equal(row?.last_error, 'gateway unavailable');
    assert.equal(row?.delivered_at, null);
    assert.ok(row && new Date(row.next_attempt_at).getTime() > new Date(row.created_at).getTime());
    await until(() => recorder.sent.length === 1, 'the retry succeeds');
  });

  test('the phone code SMS is in the dev outbox once the HTTP answer arrives; a gateway failure does not fail the request', async () => {
    const player = await registerPlayer(ctx);
    const phone = uniquePhone();
    const res = await ctx.post('/api/customer/updatephone', { step: 1, phone }, bearer(player.auth.token));
    assert.equal(res.status, 200, res.text);
    const outbox = await ctx.get(`/api/dev/outbox?to=${phone}&limit=5`);
    assert.equal(outbox.body.data.length, 1, 'delivered (the dev outbox delivers what is due before listing)');

    const failing = useRecorder();
    failing.failing = 1;
    const other = await registerPlayer(ctx);
    const phone2 = uniquePhone();
    const res2 = await ctx.post('/api/customer/updatephone', { step: 1, phone: phone2 }, bearer(other.auth.token));
    assert.equal(res2.status, 200, 'the code exists; the SMS follows when the gateway is back');
    await until(() => failing.sent.some((s) => s.to === phone2), 'the SMS is delivered on retry');
  });

  test('delivered rows are purged after the retention; pending rows stay however old', async () => {
    useRecorder();
    recorder.refused.add('pending');
    const pending = await inTransaction(ctx.app.db, (trx) => enqueueEvent(trx, sms('pending', 'sms:905324444444')));
    const delivered = await inTransaction(ctx.app.db, (trx) => enqueueEvent(trx, sms('delivered', 'sms:905325555555')));
    const recent = await inTransaction(ctx.app.db, (trx) => enqueueEvent(trx, sms('recent', 'sms:905326666666')));
    await sql`update event_outbox set delivered_at = now() - interval '8 days', created_at = now() - interval '8 days' where event_id = ${delivered.eventId}`.execute(ctx.app.db);
    await sql`update event_outbox set created_at = now() - interval '30 days' where event_id = ${pending.eventId}`.execute(ctx.app.db);
    assert.ok((await ctx.app.eventOutbox.purgeDelivered()) >= 1);
    assert.equal(await rowOf(ctx, delivered.eventId), undefined);
    assert.ok(await rowOf(ctx, pending.eventId), 'undelivered rows are never purged');
    assert.ok((await rowOf(ctx, recent.eventId))?.delivered_at, 'delivered within 7 days: kept');
    // Let the pending one go, so it does not hold up other tests.
    recorder.refused.clear();
    await until(async () => Boolean((await rowOf(ctx, pending.eventId))?.delivered_at), 'the pending row is delivered', 8000);
  });

  test('events of concurrent transactions are delivered in commit order: T1 enqueues first and commits last', { skip: !onPostgres && 'PostgreSQL only: PGlite runs transactions one at a time' }, async () => {
    // A database of its own whose worker only delivers when asked, so one pass sees both commits.
    const database = await createTestDatabase(config);
    const app = await startTestApp({ database, events: { ...timings, pollMs: 600_000 } });
    // Wait for the start-up pass, which could otherwise deliver T2 alone; the next pass is ours.
    await app.app.eventOutbox.deliverPending();
    // Another pool with no worker attached: no after-commit delivery either.
    const writer = await openPostgres(database.url, 4);
    try {
      const recorder = new RecordingSms();
      app.app.accounts.sms = recorder;
      let t1Enqueued!: () => void;
      const t1HasEnqueued = new Promise<void>((r) => (t1Enqueued = r));
      let t2Committed!: () => void;
      const t2HasCommitted = new Promise<void>((r) => (t2Committed = r));
      const t1 = inTransaction(writer.db, async (trx) => {
        const queued = await enqueueEvent(trx, sms('T1', 'sms:order'));
        t1Enqueued();
        await t2HasCommitted;
        return queued;
      });
      await t1HasEnqueued;
      const e2 = await inTransaction(writer.db, (trx) => enqueueEvent(trx, sms('T2', 'sms:order')));
      t2Committed();
      const e1: EnqueuedEvent = await t1;
      assert.ok(e1.id < e2.id, 'T1 got the lower id');
      assert.deepEqual(recorder.attempts, [], 'nothing delivered yet');

      await app.app.eventOutbox.deliverPending();
      assert.deepEqual(recorder.sent.map((s) => s.body), ['T2', 'T1'], 'commit order, not id order');
      const seqs = await app.app.db.selectFrom('event_outbox').select(['event_id', 'commit_seq']).where('event_id', 'in', [e1.eventId, e2.eventId]).execute();
      const seqOf = (id: string) => seqs.find((s) => s.event_id === id)!.commit_seq!;
      assert.ok(seqOf(e2.eventId) < seqOf(e1.eventId));
    } finally {
      await writer.close();
      await app.close();
      await database.dispose();
    }
  });

  test('a second outbox-writing transaction cannot commit while the first is stamping: the commit order lock is held to the commit', { skip: !onPostgres && 'PostgreSQL only' }, async () => {
    // Take the commit-order lock the way a committing transaction does and show a commit with events waits for it.
    const holder = await openPostgres(ctx.database.url, 2);
    const writer = await openPostgres(ctx.database.url, 2);
    try {
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holding = holder.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(7263106, 1)`.execute(trx);
        locked();
        await released;
      });
      await isLocked;
      let committed = false;
      const writing = inTransaction(writer.db, (trx) => enqueueEvent(trx, sms('waits', 'sms:lock'))).then(() => {
        committed = true;
      });
      await new Promise((r) => setTimeout(r, 150));
      assert.equal(committed, false, 'the commit waits for the lock');
      release();
      await holding;
      await writing;
      assert.equal(committed, true);
    } finally {
      await holder.close();
      await writer.close();
    }
  });
});

describe('event outbox: a hanging gateway', () => {
  test('holds up only its own topic: an e-mail due in the same pass as a stuck SMS is delivered meanwhile', async () => {
    const app = await startTestApp({ events: { ...timings, deliveryTimeoutMs: 5000, commitWaitMs: 100 } });
    const gateway = new RecordingSms();
    app.app.accounts.sms = gateway;
    let release!: () => void;
    gateway.hang = new Promise<void>((resolve) => (release = resolve));
    try {
      const email = `later${Date.now()}@example.com`;
      // The SMS commits first; one pass then finds both due.
      await inTransaction(app.app.db, async (trx) => {
        await enqueueEvent(trx, sms('stuck behind a hanging gateway'));
        await enqueueEvent(trx, { topic: 'email.send', key: `email:${email}`, payload: { to: email, subject: 'Later', body: 'committed after the SMS' } });
      });
      await until(
        async () => (await app.app.db.selectFrom('outbox').select('id').where('recipient', '=', email).executeTakeFirst()) !== undefined,
        'the e-mail is delivered while the SMS hangs',
        3000,
      );
      assert.equal(gateway.attempts.length, 1, 'the SMS is being delivered');
      assert.equal(gateway.sent.length, 0, 'and still hangs');
    } finally {
      release();
      await app.close();
    }
  });
});

describe('event outbox: answers that must not show whether anything was sent', () => {
  test('a code answer never waits for its gateway: a hanging one slows neither the phone code nor the reset e-mail, and both still arrive', async () => {
    // Waiting answers would take commitWaitMs (3 s) with the SMS gateway hanging.
    const app = await startTestApp({ events: { ...timings, deliveryTimeoutMs: 3000, commitWaitMs: 3000 } });
    const gateway = new RecordingSms();
    app.app.accounts.sms = gateway;
    let release!: () => void;
    gateway.hang = new Promise<void>((resolve) => (release = resolve));
    try {
      const player = await registerPlayer(app);
      const phone = uniquePhone();
      let started = performance.now();
      const step1 = await app.post('/api/customer/updatephone', { step: 1, phone }, bearer(player.auth.token));
      const phoneMs = performance.now() - started;
      assert.equal(step1.status, 200, step1.text);
      started = performance.now();
      const reset = await app.post('/api/auth/sendresetpassword', { username: player.username });
      const resetMs = performance.now() - started;
      assert.equal(reset.status, 200, reset.text);
      assert.ok(phoneMs < 1500, `the phone code answer did not wait for the hanging gateway (${Math.round(phoneMs)} ms)`);
      assert.ok(resetMs < 1500, `the reset answer did not wait behind it (${Math.round(resetMs)} ms)`);
      release();
      await until(() => gateway.sent.some((m) => m.to === phone), 'the SMS is delivered once the gateway answers');
      await until(async () => (await app.get(`/api/dev/outbox?to=${encodeURIComponent(String(player.payload.email))}&limit=1`)).body.data.length === 1, 'the reset e-mail is delivered');
    } finally {
      release();
      await app.close();
    }
  });
});

describe('event outbox across app instances', () => {
  test('two instances on one database deliver every committed event exactly once, in commit order', async () => {
    const database = await createTestDatabase(config);
    const second = await sameDatabase(database);
    const a = await startTestApp({ database, events: { ...timings, pollMs: 10 } });
    const b = await startTestApp({ database: second, events: { ...timings, pollMs: 10 } });
    try {
      const sent: SentSms[] = [];
      a.app.accounts.sms = new RecordingSms('a', sent);
      b.app.accounts.sms = new RecordingSms('b', sent);
      const write = (app: TestApp, i: number) =>
        inTransaction(app.app.db, async (trx) => {
          await enqueueEvent(trx, sms(`${i}.1`, `sms:${i % 3}`));
          await enqueueEvent(trx, sms(`${i}.2`, `sms:${i % 3}`));
        });
      await Promise.all(Array.from({ length: 40 }, (_, i) => write(i % 2 === 0 ? a : b, i)));
      await until(async () => {
        const r = await sql<{ n: number }>`select count(*)::int as n from event_outbox where delivered_at is null`.execute(a.app.db);
        return r.rows[0]!.n === 0;
      }, 'every event is delivered');
      await new Promise((r) => setTimeout(r, 100));

      assert.equal(sent.length, 80, 'each event once');
      assert.equal(new Set(sent.map((s) => s.eventId)).size, 80);
      const inCommitOrder = await a.app.db.selectFrom('event_outbox').select('event_id').orderBy('commit_seq').execute();
      assert.deepEqual(sent.map((s) => s.eventId), inCommitOrder.map((r) => r.event_id), 'delivered in commit order');
      for (let i = 0; i < 40; i += 1) {
        assert.ok(sent.findIndex((s) => s.body === `${i}.1`) < sent.findIndex((s) => s.body === `${i}.2`), 'a transaction keeps its own order');
      }
    } finally {
      await b.close();
      await a.close();
      await second.dispose();
      await database.dispose();
    }
  });
});

describe('event outbox after a crash', () => {
  test('a row committed by a process that died before delivering is delivered by the next start', async () => {
    const database = await createTestDatabase(config);
    try {
      const first = await startTestApp({ database, events: timings });
      const player = await registerPlayer(first);
      const phone = uniquePhone();
      const down = new RecordingSms();
      down.failing = Number.MAX_SAFE_INTEGER;
      first.app.accounts.sms = down;
      assert.equal((await first.post('/api/customer/updatephone', { step: 1, phone }, bearer(player.auth.token))).status, 200);
      // A process that commits and dies before any delivery: a pool of the database with no worker.
      await first.close();
      const orphan = await inTransaction(database.handle.db, (trx) => enqueueEvent(trx, sms('written just before the crash', `sms:${phone}`)));
      assert.equal((await database.handle.db.selectFrom('event_outbox').select('delivered_at').where('event_id', '=', orphan.eventId).executeTakeFirst())?.delivered_at, null);

      const restarted = await startTestApp({ database, events: timings });
      try {
        await until(async () => (await restarted.get(`/api/dev/outbox?to=905320000000&limit=50`)).body.data.some((m: { body: string }) => m.body === 'written just before the crash'), 'the orphan is delivered');
        const codes = (await restarted.get(`/api/dev/outbox?to=${phone}&limit=5`)).body.data;
        assert.equal(codes.length, 1, 'the code SMS the first process could not send arrives after the restart');
        const code = /\d{6}/.exec(codes[0].body)?.[0];
        assert.ok(code);
        const verified = await restarted.post('/api/customer/updatephone', { step: 2, phone, code }, bearer(player.auth.token));
        assert.equal(verified.status, 200, verified.text);
      } finally {
        await restarted.close();
      }
    } finally {
      await database.dispose();
    }
  });

  test('closing the app in the middle of a delivery leaves the row pending; the next start delivers it', async () => {
    const database = await createTestDatabase(config);
    try {
      const first = await startTestApp({ database, events: { ...timings, commitWaitMs: 50 } });
      const hanging = new RecordingSms();
      let unblock!: () => void;
      hanging.hang = new Promise<void>((r) => (unblock = r));
      first.app.accounts.sms = hanging;
      const queued = await inTransaction(first.app.db, (trx) => enqueueEvent(trx, sms('in flight at shutdown', 'sms:shutdown')));
      assert.equal(hanging.attempts.length, 1, 'the delivery started');
      await first.close();
      unblock();
      const row = await database.handle.db.selectFrom('event_outbox').selectAll().where('event_id', '=', queued.eventId).executeTakeFirstOrThrow();
      assert.equal(row.delivered_at, null, 'not marked delivered');

      const restarted = await startTestApp({ database, events: timings });
      try {
        await until(async () => Boolean((await rowOf(restarted, queued.eventId))?.delivered_at), 'the pending row is delivered after the restart');
        const messages = (await restarted.get('/api/dev/outbox?to=905320000000&limit=50')).body.data;
        assert.equal(messages.filter((m: { body: string }) => m.body === 'in flight at shutdown').length, 1);
        assert.equal((await rowOf(restarted, queued.eventId))?.attempts, 2, 'the attempt cut short by the shutdown counts as failed');
      } finally {
        await restarted.close();
      }
    } finally {
      await database.dispose();
    }
  });
});
