import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { filter } from 'rxjs';
import { eventBus, getWalletBalance, paymentKeys, useAuthState, type WalletBalance } from '@arcadia/shared';

/** A number, or a numeric string (the server writes amounts with 2 decimals); NaN otherwise. */
const amountOf = (value: unknown): number =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : Number.NaN;

/** The hub's `Balance` message (JSON text, or already parsed) as a balance, or null when it is not one (then the page asks the server). */
export function parseBalanceMessage(message: unknown): WalletBalance | null {
  let value = message;
  try {
    if (typeof message === 'string') value = JSON.parse(message);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const parts = value as Record<string, unknown>;
  const balance: WalletBalance = {
    balance: amountOf(parts.balance),
    cash: amountOf(parts.cash),
    bonus: amountOf(parts.bonus),
    held: amountOf(parts.held),
  };
  return Object.values(balance).every(Number.isFinite) ? balance : null;
}

/**
 * The player's balance in its parts (`GET user/balance`): cash, bonus and held. It follows every
 * change the site hears of: a hub `Balance` message is written into the cache as it is; a new
 * balance in the session (the shell's poll, a claimed bonus) that the cache does not show yet, or
 * the hub coming back after a drop, makes it ask the server again. Deposits and withdrawals invalidate `paymentKeys.all`, which covers it.
 */
export function useWalletBalance() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: paymentKeys.balance, queryFn: ({ signal }) => getWalletBalance(signal) });

  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: paymentKeys.balance });
    const subs = [
      eventBus
        .on('hub:message')
        .pipe(filter((m) => m.command === 'Balance'))
        .subscribe(({ message }) => {
          const pushed = parseBalanceMessage(message);
          if (pushed) queryClient.setQueryData(paymentKeys.balance, pushed);
          else refetch();
        }),
      // what the hub pushed while it was away is lost
      eventBus.on('hub:reconnected').subscribe(refetch),
    ];
    return () => subs.forEach((sub) => sub.unsubscribe());
  }, [queryClient]);

  const sessionBalance = useAuthState().balance;
  const seen = useRef(sessionBalance);
  useEffect(() => {
    if (seen.current === sessionBalance) return;
    seen.current = sessionBalance;
    const cached = queryClient.getQueryData<WalletBalance>(paymentKeys.balance);
    if (cached && cached.balance !== sessionBalance) void queryClient.invalidateQueries({ queryKey: paymentKeys.balance });
  }, [sessionBalance, queryClient]);

  return query;
}
