/**
 * The hub's `Balance` command: after a ledger change of a player has committed, the player's open
 * tabs on every instance get `{balance, cash, bonus, held}` (BalanceMessage), so the header
 * updates before its next 3 s poll. The push is a courtesy on top of the poll: it is not written
 * to the outbox (a lost one is corrected by the next poll), which keeps ledger postings off the
 * outbox's commit-order lock.
 *
 * It listens to the wallet's balance events (`committed`: a transaction with a posting of the
 * player has committed; a rolled-back one says nothing), reads the balances once the transaction
 * is over, and sends them through `hub.deliverToPlayer` (Redis fan-out with REDIS_URL). Changes
 * that follow each other closely are read once; a reading equal to the last one sent for that
 * player is not sent again. The events are process-wide: in a process running several apps (tests), each
 * app pushes what it reads from its own database for every app's changes.
 */
import type { FastifyInstance } from 'fastify';
import type { BalanceMessage } from '@arcadia/shared/core';
import { balanceEvents } from '../wallet/balance-events.js';
import { amountToNumber } from '../wallet/money.js';
import { balancesOf, playableBalance } from '../wallet/wallet.service.js';

/** The last message sent per player, to skip repeats; bounded (oldest forgotten first). */
const REMEMBERED_PLAYERS = 10_000;

export const BALANCE_COMMAND = 'Balance';

export interface BalancePush {
  /** Resolves once the pushes already scheduled have been sent (tests, shutdown). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export function startBalancePush(app: FastifyInstance): BalancePush {
  const due = new Set<number>();
  const lastSent = new Map<number, string>();
  let running: Promise<void> = Promise.resolve();
  let scheduled = false;
  let stopped = false;

  const push = async (playerId: number) => {
    const balances = await balancesOf(app.db, playerId);
    const message: BalanceMessage = {
      balance: amountToNumber(playableBalance(balances)),
      cash: amountToNumber(balances.cash),
      bonus: amountToNumber(balances.bonus),
      held: amountToNumber(balances.held),
    };
    const text = JSON.stringify(message);
    if (lastSent.get(playerId) === text) return;
    await app.hub.deliverToPlayer(playerId, { command: BALANCE_COMMAND, message: text });
    lastSent.delete(playerId);
    lastSent.set(playerId, text);
    if (lastSent.size > REMEMBERED_PLAYERS) lastSent.delete(lastSent.keys().next().value!);
  };

  const flush = async () => {
    scheduled = false;
    const players = [...due];
    due.clear();
    for (const playerId of players) {
      if (stopped) return;
      try {
        await push(playerId);
      } catch (error) {
        app.log.warn({ err: error, playerId }, 'balance push failed; the balance poll will show the change');
      }
    }
  };

  const onCommitted = (playerId: number) => {
    if (stopped) return;
    due.add(playerId);
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
