/**
 * The hub's `Balance` command: after a ledger change of a player has committed, the player's open
 * tabs on every instance get `{balance, cash, bonus, held}` and, while there is bonus money, its
 * `bonusProduct` (BalanceMessage), so the header
 * updates before its next 3 s poll. The push is a courtesy on top of the poll: it is not written
 * to the outbox (a lost one is corrected by the next poll), which keeps ledger postings off the
 * outbox's commit-order lock.
 *
 * It listens to the wallet's balance events (`committed`: a transaction with a posting of the
 * player has committed; a rolled-back one says nothing). The event carries the balances the
 * transaction's postings left, read or written under the wallet lock, so nothing is read again;
 * only when a transaction could not know them (a rare race on a ref) are they read once it is
 * over. It sends them through `hub.deliverToPlayer` (Redis fan-out with REDIS_URL).
 *
 * Order: commit hooks of different transactions may run in any order, so a passed state can be
 * older than one already sent. Each state has a version, the id of the wallet's newest entry then,
 * which only grows (entries are written under the wallet lock); a state not newer than the last
 * one sent for that player is dropped, and so is one equal in content to it. Changes that follow
 * each other closely are sent once, the newest. This orders what one instance sends; pushes
 * published by different instances are not ordered against each other (as with reading after the
 * commit, which left the same window between a read and its delivery): the next poll corrects it.
 * The events are process-wide: in a process running several apps (tests), each app pushes every
 * app's changes, the states of other databases replaced by a read of its own.
 */
import type { FastifyInstance } from 'fastify';
import type { BalanceMessage } from '@arcadia/shared/core';
import { balanceEvents } from './balance-events.js';
import { amountToNumber } from './money.js';
import { balanceStateOf, databaseOf, playableBalance, withBonusProduct, type BalanceState } from './wallet.service.js';

/** The last message sent per player, to skip repeats; bounded (oldest forgotten first). */
const REMEMBERED_PLAYERS = 10_000;

export const BALANCE_COMMAND = 'Balance';

export interface BalancePush {
  /** Resolves once the pushes already scheduled have been sent (tests, shutdown). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export function startBalancePush(app: FastifyInstance): BalancePush {
  /** Players to push: the newest state passed, or null to read it. */
  const due = new Map<number, BalanceState | null>();
  const lastSent = new Map<number, { text: string; version: number }>();
  let running: Promise<void> = Promise.resolve();
  let scheduled = false;
  let stopped = false;

  const push = async (playerId: number, passed: BalanceState | null) => {
    const state = passed ?? (await balanceStateOf(app.db, playerId));
    if (!state) return;
    const last = lastSent.get(playerId);
    if (last && state.version <= last.version) return;
    // The product is read only for a wallet holding bonus money: a push of cash alone reads nothing.
    const { bonusProduct, ...balances } = await withBonusProduct(app.db, playerId, state.balances);
    const message: BalanceMessage = {
      balance: amountToNumber(playableBalance(balances)),
      cash: amountToNumber(balances.cash),
      bonus: amountToNumber(balances.bonus),
      held: amountToNumber(balances.held),
      ...(bonusProduct ? { bonusProduct } : {}),
    };
    const text = JSON.stringify(message);
    if (last?.text !== text) await app.hub.deliverToPlayer(playerId, { command: BALANCE_COMMAND, message: text });
    lastSent.delete(playerId);
    lastSent.set(playerId, { text, version: state.version });
    if (lastSent.size > REMEMBERED_PLAYERS) lastSent.delete(lastSent.keys().next().value!);
  };

  const flush = async () => {
    scheduled = false;
    const players = [...due];
    due.clear();
    for (const [playerId, state] of players) {
      if (stopped) return;
      try {
        await push(playerId, state);
      } catch (error) {
        app.log.warn({ err: error, playerId }, 'balance push failed; the balance poll will show the change');
      }
    }
  };

  const ours = databaseOf(app.db);
  const onCommitted = (playerId: number, passed?: BalanceState) => {
    if (stopped) return;
    const state = passed?.database === ours ? passed : undefined;
    const waiting = due.get(playerId);
    // A read sees every commit before it, so it beats any passed state; of two states, the newer.
    if (waiting === undefined) due.set(playerId, state ?? null);
    else if (waiting !== null) due.set(playerId, state && state.version < waiting.version ? waiting : (state ?? null));
    if (scheduled) return;
    scheduled = true;
    // After the current turn: the other hooks of the transaction have run and its result is visible.
    running = running.then(() => new Promise<void>((resolve) => setImmediate(() => flush().then(resolve))));
  };
  balanceEvents.on('committed', onCommitted);

  return {
    settled: () => running,
    stop: async () => {
      stopped = true;
      balanceEvents.off('committed', onCommitted);
      await running;
    },
  };
}
