import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';

/** One wallet call, as it runs alone and as it runs inside a transaction of several. */
export interface QueuedCall<T> {
  /** Runs the call on its own (its own transaction, its own retries). */
  alone(): Promise<T>;
  /** Runs the call inside `trx`; a throw undoes every call of that transaction. */
  within(trx: Transaction<Database>): Promise<T>;
}

interface Waiting {
  call: QueuedCall<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** The most calls that run in one transaction. */
export const MAX_CALLS_PER_COMMIT = 32;

/**
 * Lanes of calls: a player's calls always take the same lane, and a lane has at most one
 * transaction in the database at a time, so lanes never wait for each other's wallets. Fewer than
 * the pool's connections (10 by default), which the rest of the server shares.
 */
export const WALLET_CALL_LANES = 6;

/** The lane of a player's calls (`user` as the call names it: a player id, or anything a studio sent). */
export function laneOf(user: string): number {
  let hash = 0;
  for (let i = 0; i < user.length; i += 1) hash = (hash * 31 + user.charCodeAt(i)) >>> 0;
  return hash % WALLET_CALL_LANES;
}

/**
 * Each wallet call holds its player's wallet row until its commit has reached the disk (1.5 to 3
 * ms for an fdatasync here), and a commit costs the machine about as much as the call's own work:
 * one busy player could never pass a few hundred calls a second, and every call paid for a commit
 * of its own. Calls wait here instead while their lane has a call in the database, and then run
 * together, in the order they came, in one transaction: one commit for the lot, and for one
 * player's calls one lock. A call that finds its lane idle runs at once, alone, so a quiet site
 * waits for nothing. Results are given only after the commit. Should the shared transaction fail
 * (a conflict that outlived its retries, a bug in one call), every call of it runs again alone, so
 * one call's failure is only its own.
 *
 * Within a process, a lane's transaction is the only one locking its players' wallets among the
 * wallet calls, so lanes cannot deadlock each other; a deadlock with another instance's lane (two
 * players' wallets taken in opposite orders) is broken by PostgreSQL and the transaction retried.
 */
export class WalletCallQueue {
  /** Lanes with a call in the database, and the calls waiting behind it. */
  private readonly lanes = new Map<number, Waiting[]>();

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(lane: number, call: QueuedCall<T>): Promise<T> {
    const waiting = this.lanes.get(lane);
    if (waiting) {
      return new Promise<T>((resolve, reject) => waiting.push({ call: call as QueuedCall<unknown>, resolve: resolve as (value: unknown) => void, reject }));
    }
    this.lanes.set(lane, []);
    const first = call.alone();
    void first.then(
      () => this.drain(lane),
      () => this.drain(lane),
    );
    return first;
  }

  /** How many lanes have calls in flight (for tests). */
  get busyLanes(): number {
    return this.lanes.size;
  }

  private async drain(lane: number): Promise<void> {
    const waiting = this.lanes.get(lane)!;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_CALLS_PER_COMMIT);
      let results: unknown[] | null = null;
      try {
        results = await inTransaction(this.db, async (trx) => {
          const done: unknown[] = [];
          for (const entry of batch) done.push(await entry.call.within(trx));
          return done;
        });
      } catch {
        results = null;
      }
      if (results) {
        batch.forEach((entry, i) => entry.resolve(results![i]));
        continue;
      }
      for (const entry of batch) {
        try {
          entry.resolve(await entry.call.alone());
        } catch (error) {
          entry.reject(error);
        }
      }
    }
    this.lanes.delete(lane);
  }
}

const queues = new WeakMap<Kysely<Database>, WalletCallQueue>();

/** The queue of a database's wallet calls (one per database: a process may hold several in tests). */
export function walletCallQueue(db: Kysely<Database>): WalletCallQueue {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = new WalletCallQueue(db)));
  return queue;
}
