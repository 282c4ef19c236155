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

/** The most calls of one player run in one transaction. */
export const MAX_CALLS_PER_COMMIT = 32;

/**
 * A player's wallet calls take turns on the wallet's row lock, and each holds it until its commit
 * has reached the disk (1.5 to 3 ms here), so one busy player could never pass a few hundred calls a
 * second however fast the database. Calls of one player that arrive while another of theirs is in
 * the database wait here instead, and then run together, in the order they came, in one
 * transaction: one lock and one commit for the lot. A call that finds none of the player's in
 * flight runs at once, alone, so a quiet player waits for nothing. Results are given only after
 * the commit. Should the shared transaction fail (a conflict that outlived its retries, a bug in
 * one call), every call of it runs again alone, so one call's failure is only its own.
 *
 * Per process: calls of one player sent to two instances take turns on the row lock as before.
 */
export class WalletCallQueue {
  /** Players with a call in the database, and the calls waiting behind it. */
  private readonly players = new Map<string, Waiting[]>();

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(player: string, call: QueuedCall<T>): Promise<T> {
    const waiting = this.players.get(player);
    if (waiting) {
      return new Promise<T>((resolve, reject) => waiting.push({ call: call as QueuedCall<unknown>, resolve: resolve as (value: unknown) => void, reject }));
    }
    this.players.set(player, []);
    const first = call.alone();
    void first.then(
      () => this.drain(player),
      () => this.drain(player),
    );
    return first;
  }

  /** How many players have calls in flight (for tests). */
  get busyPlayers(): number {
    return this.players.size;
  }

  private async drain(player: string): Promise<void> {
    const waiting = this.players.get(player)!;
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
    this.players.delete(player);
  }
}

const queues = new WeakMap<Kysely<Database>, WalletCallQueue>();

/** The queue of a database's wallet calls (one per database: a process may hold several in tests). */
export function walletCallQueue(db: Kysely<Database>): WalletCallQueue {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = new WalletCallQueue(db)));
  return queue;
}
