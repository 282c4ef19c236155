/**
 * Delivers the events of `event_outbox` (see event-outbox.ts) to their consumers.
 *
 * Rules:
 *  - Order: rows are delivered in commit order (`commit_seq`, stamped at commit: migration 0106
 *    explains why ids are not enough). A failed row waits for its retry and holds back the later
 *    rows of its key only; other keys go on.
 *  - One deliverer per database: a delivery pass runs under the advisory lock (7263106, 2), so
 *    several server instances never deliver the same row twice in the normal case, and their
 *    passes follow each other in commit order. On PGlite (one process per data folder) an
 *    in-process lock per database does the same.
 *  - At least once: a row is marked delivered after its consumer succeeded; a crash in between
 *    delivers it again, with the same `eventId` for the consumer to dedupe on.
 *  - Retries: the n-th failure waits `backoffMs * 2^(n-1)`, at most `backoffMaxMs`, and never gives up.
 *  - After a commit the worker of the process delivers at once (`deliverCommitted`, awaited by the
 *    committing request for at most `commitWaitMs`); the background loop every `pollMs` catches up
 *    with retries and with rows left by a crash or by another instance.
 *  - Delivered rows stay `retentionMs` (what was sent and when), then the loop purges them.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/connect.js';
import type { Database } from '../db/database.js';
import { listenForCommits, type CommitListener, type EventTopic, type OutboxEvents } from './event-outbox.js';

/** What a consumer learns besides the payload. */
export interface DeliveryContext {
  /** Unique per event and the same on every attempt: dedupe on it. */
  eventId: string;
  topic: EventTopic;
  /** 1 on the first attempt. */
  attempt: number;
}

/** Delivers one event; throwing (or not settling within the delivery timeout) means "try again later". */
export type Consumer<P> = (payload: P, context: DeliveryContext) => unknown;

/** One consumer per topic. */
export type Consumers = { [T in EventTopic]: Consumer<OutboxEvents[T]> };

export interface OutboxWorkerOptions {
  /** How often the background loop looks for due rows. @default 1000 */
  pollMs?: number;
  /** Delay before the first retry; it doubles per failure. @default 1000 */
  backoffMs?: number;
  /** Longest delay between retries. @default 600000 (10 minutes) */
  backoffMaxMs?: number;
  /** A consumer that has not settled by then has failed (it may still have sent: at least once). @default 10000 */
  deliveryTimeoutMs?: number;
  /**
   * How long a committing request waits for its events before leaving them to the loop; also what a
   * hanging provider can add to the answers of requests that write events. @default 2000
   */
  commitWaitMs?: number;
  /** Delivered rows are deleted after this long. @default 604800000 (7 days) */
  retentionMs?: number;
  /** How often the loop purges delivered rows. @default 3600000 (1 hour) */
  purgeEveryMs?: number;
  /** Rows read per query. @default 100 */
  batchSize?: number;
}

export interface OutboxWorkerDeps {
  handle: DbHandle;
  consumers: Consumers;
  /** Topics whose payload carries a secret (one-time codes): erased from the row once delivered. */
  secretTopics?: ReadonlySet<EventTopic>;
  log: FastifyBaseLogger;
}

interface DueRow {
  id: number;
  event_id: string;
  topic: string;
  key: string;
  payload: unknown;
  attempts: number;
}

/** Advisory lock of the deliverer (the commit-order lock of migration 0106 is (7263106, 1)). */
const DELIVERER_LOCK = sql`7263106, 2`;
const LOCK_NOT_AVAILABLE = '55P03';
/** In-process deliverer locks of PGlite databases, per database (two apps of one process may share one). */
const localLocks = new WeakMap<Kysely<Database>, { tail: Promise<void> }>();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export class OutboxWorker implements CommitListener {
  readonly pollMs: number;
  private readonly backoffMs: number;
  private readonly backoffMaxMs: number;
  private readonly deliveryTimeoutMs: number;
  private readonly commitWaitMs: number;
  private readonly retentionMs: number;
  private readonly purgeEveryMs: number;
  private readonly batchSize: number;
  private readonly db: Kysely<Database>;

  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private queuedWaits = false;
  private timer: NodeJS.Timeout | null = null;
  private lastPurge = 0;
  private closed = false;
  private detach: (() => void) | null = null;

  constructor(
    private readonly deps: OutboxWorkerDeps,
    options: OutboxWorkerOptions = {},
  ) {
    this.db = deps.handle.db;
    this.pollMs = options.pollMs ?? 1000;
    this.backoffMs = options.backoffMs ?? 1000;
    this.backoffMaxMs = options.backoffMaxMs ?? 600_000;
    this.deliveryTimeoutMs = options.deliveryTimeoutMs ?? 10_000;
    this.commitWaitMs = options.commitWaitMs ?? 2000;
    this.retentionMs = options.retentionMs ?? 7 * 24 * 3600_000;
    this.purgeEveryMs = options.purgeEveryMs ?? 3600_000;
    this.batchSize = options.batchSize ?? 100;
  }

  /** Starts the background loop (a first pass at once: rows a crash left) and after-commit delivery. */
  start(): void {
    if (this.closed || this.detach) return;
    this.detach = listenForCommits(this.db, this);
    const tick = async () => {
      this.timer = null;
      await this.deliverPending({ waitForLock: false });
      if (!this.closed && Date.now() - this.lastPurge >= this.purgeEveryMs) {
        this.lastPurge = Date.now();
        await this.purgeDelivered().catch((error: unknown) => this.deps.log.error({ err: error }, 'event outbox purge failed'));
      }
      if (!this.closed) this.timer = setTimeout(tick, this.pollMs).unref();
    };
    // The first pass starts now, not on a timer, so that it is running (and can be waited for
    // through deliverPending) as soon as the app is ready.
    void tick();
  }

  /** After a commit with events: deliver what is due now, waiting at most `commitWaitMs`. */
  async deliverCommitted(): Promise<void> {
    await Promise.race([this.deliverPending({ waitForLock: true }), sleep(this.commitWaitMs)]);
  }

  /**
   * Runs a delivery pass that starts after this call (so it sees everything committed before it):
   * the running pass if none is running, else one queued behind it. Never rejects.
   * `waitForLock: false` skips the pass when another instance is delivering.
   */
  deliverPending(options: { waitForLock: boolean } = { waitForLock: true }): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (!this.running) {
      this.running = this.pass(options.waitForLock).finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queuedWaits ||= options.waitForLock;
    this.queued ??= this.running.then(() => {
      const waitForLock = this.queuedWaits;
      this.queued = null;
      this.queuedWaits = false;
      return this.deliverPending({ waitForLock });
    });
    return this.queued;
  }

  /** Deletes delivered rows older than the retention; pending rows stay whatever their age. Returns how many. */
  async purgeDelivered(): Promise<number> {
    let total = 0;
    for (;;) {
      const result = await this.db
        .deleteFrom('event_outbox')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('event_outbox')
            .select('id')
            .where('delivered_at', '<', sql<Date>`now() - make_interval(secs => ${this.retentionMs / 1000})`)
            .limit(5000),
        )
        .executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      total += deleted;
      if (deleted < 5000) return total;
    }
  }

  /** Stops the loop and after-commit delivery, and waits for the pass in progress (a consumer at most `deliveryTimeoutMs`). */
  async close(): Promise<void> {
    this.closed = true;
    this.detach?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.queued;
    await this.running;
  }

  private async pass(waitForLock: boolean): Promise<void> {
    try {
      await this.asDeliverer(waitForLock, () => this.deliverDue());
    } catch (error) {
      // The rows stay pending: the next pass takes them up.
      this.deps.log.error({ err: error }, 'event outbox delivery pass failed');
    }
  }

  /** Runs `work` as the only deliverer of the database; skips it when another holds the role and `wait` is false. */
  private async asDeliverer(wait: boolean, work: () => Promise<void>): Promise<void> {
    if (this.deps.handle.kind === 'pglite') {
      let lock = localLocks.get(this.db);
      if (!lock) localLocks.set(this.db, (lock = { tail: Promise.resolve() }));
      const previous = lock.tail;
      const turn = previous.then(work);
      lock.tail = turn.catch(() => undefined);
      return turn;
    }
    // A transaction-scoped lock: released by the commit below, or by the server if this process dies.
    // The transaction only holds the lock; the pass itself queries through other pooled connections.
    try {
      await this.db.transaction().execute(async (trx) => {
        if (wait) {
          await sql`set local lock_timeout = ${sql.lit(`${Math.max(1, Math.round(this.commitWaitMs))}ms`)}`.execute(trx);
          await sql`select pg_advisory_xact_lock(${DELIVERER_LOCK})`.execute(trx);
        } else {
          const got = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${DELIVERER_LOCK}) as ok`.execute(trx);
          if (!got.rows[0]?.ok) return;
        }
        await work();
      });
    } catch (error) {
      // Another instance kept delivering longer than we wait: it or the next poll delivers our rows.
      if ((error as { code?: unknown })?.code !== LOCK_NOT_AVAILABLE) throw error;
    }
  }

  /**
   * Delivers due rows until none is left or none could be delivered: each topic's rows one after
   * another in commit order, the topics side by side, so a hanging SMS gateway holds up only SMS
   * (a key never spans topics, so the order of each key is kept).
   */
  private async deliverDue(): Promise<void> {
    for (;;) {
      if (this.closed) return;
      const rows = await this.dueRows();
      if (rows.length === 0) return;
      const byTopic = new Map<string, DueRow[]>();
      for (const row of rows) {
        const list = byTopic.get(row.topic);
        if (list) list.push(row);
        else byTopic.set(row.topic, [row]);
      }
      const deliveredPerTopic = await Promise.all([...byTopic.values()].map((topicRows) => this.deliverInOrder(topicRows)));
      const delivered = deliveredPerTopic.reduce((sum, n) => sum + n, 0);
      if (delivered === 0 || rows.length < this.batchSize) return;
    }
  }

  /** Delivers rows one after another; a row that fails holds back the later rows of its key. Returns how many were delivered. */
  private async deliverInOrder(rows: DueRow[]): Promise<number> {
    const heldBack = new Set<string>();
    let delivered = 0;
    for (const row of rows) {
      if (this.closed) break;
      if (heldBack.has(row.key)) continue;
      if (await this.deliver(row)) delivered += 1;
      else heldBack.add(row.key);
    }
    return delivered;
  }

  /** Pending rows that are due, in commit order, except those behind an earlier row of their key that waits for a retry. */
  private dueRows(): Promise<DueRow[]> {
    return this.db
      .selectFrom('event_outbox as o')
      .select(['o.id', 'o.event_id', 'o.topic', 'o.key', 'o.payload', 'o.attempts'])
      .where('o.delivered_at', 'is', null)
      .where('o.next_attempt_at', '<=', sql<Date>`now()`)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('event_outbox as e')
              .select('e.id')
              .whereRef('e.key', '=', 'o.key')
              .where('e.delivered_at', 'is', null)
              .whereRef('e.commit_seq', '<', 'o.commit_seq')
              .where('e.next_attempt_at', '>', sql<Date>`now()`),
          ),
        ),
      )
      .orderBy('o.commit_seq')
      .limit(this.batchSize)
      .execute();
  }

  /** One attempt at one row; true when delivered. */
  private async deliver(row: DueRow): Promise<boolean> {
    const topic = row.topic as EventTopic;
    const consumer = this.deps.consumers[topic] as Consumer<unknown> | undefined;
    const attempt = row.attempts + 1;
    try {
      if (!consumer) throw new Error(`no consumer for topic '${row.topic}'`);
      await this.withTimeout(Promise.resolve().then(() => consumer(row.payload, { eventId: row.event_id, topic, attempt })));
    } catch (error) {
      const delayMs = Math.min(this.backoffMs * 2 ** Math.min(attempt - 1, 30), this.backoffMaxMs);
      const message = error instanceof Error ? error.message : String(error);
      await this.db
        .updateTable('event_outbox')
        .set({ attempts: attempt, last_error: message.slice(0, 2000), next_attempt_at: sql<Date>`now() + make_interval(secs => ${delayMs / 1000})` })
        .where('id', '=', row.id)
        .execute();
      // A few failures are a provider's bad minute; many mean someone must look.
      const level = attempt >= 5 ? 'error' : 'warn';
      this.deps.log[level]({ err: error, eventId: row.event_id, topic, attempt, retryInMs: delayMs }, 'event delivery failed; will retry');
      return false;
    }
    const erase = this.deps.secretTopics?.has(topic) ?? false;
    await this.db
      .updateTable('event_outbox')
      .set({ attempts: attempt, delivered_at: sql<Date>`now()`, last_error: null, ...(erase ? { payload: null } : {}) })
      .where('id', '=', row.id)
      .execute();
    return true;
  }

  private async withTimeout(promise: Promise<unknown>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.deliveryTimeoutMs} ms`)), this.deliveryTimeoutMs);
    });
    try {
      await Promise.race([promise, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
