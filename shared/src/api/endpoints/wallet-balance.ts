import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletBalance } from '../../model/payments';
import { request } from '../api-client';
import { paymentKeys } from './payments';

/** `GET user/balance`: the total the player can play with and its parts (cash, bonus with its product, held). */
export const getWalletBalance = (signal?: AbortSignal) => request<WalletBalance>('GET', 'user/balance', { signal });

/**
 * The player's balance: one cache entry for the whole site. The shell keeps it current (the hub's
 * `Balance` push is written into it, a poll runs while the hub is away) and mirrors it into the
 * session for the header; every page reads it here rather than asking or listening on its own.
 * Under `paymentKeys.all`, so a deposit or withdrawal that invalidates the payments refreshes it.
 */
export const walletBalanceQuery = queryOptions({
  queryKey: paymentKeys.balance,
  queryFn: ({ signal }) => getWalletBalance(signal),
});

/** The player's balance with its parts, from the site's one balance entry. */
export const useWalletBalance = () => useQuery(walletBalanceQuery);

/**
 * Asks the server for the balance again, for a change the hub does not announce to this page (a bet
 * placed in a partner's frame answers before its push arrives): every reader, the header included, follows.
 */
export function useRefreshWalletBalance(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: paymentKeys.balance }), [queryClient]);
}
