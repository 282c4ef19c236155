import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { filter } from 'rxjs';
import { eventBus, getPaymentTransactions, paymentKeys, type PaymentTransactionQuery } from '@arcadia/shared';

/** Every page and filter of the listing: `paymentKeys.transactions(query)` starts with these. */
const TRANSACTIONS = ['payments', 'transactions'] as const;

/** Hub commands after which a deposit or withdrawal may have changed its status. */
const LIVE_COMMANDS = new Set(['Notification', 'Balance']);

/**
 * One page of the player's deposits and withdrawals. The page shown stays while the next one (or
 * another filter) loads, so the table keeps its place. Live: the hub's `Notification` (a deposit
 * confirmed, a withdrawal paid or refused), `Balance` (any ledger change) and its return after a
 * drop refetch it.
 */
export function usePaymentTransactions(query: PaymentTransactionQuery) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: TRANSACTIONS });
    const subs = [
      eventBus
        .on('hub:message')
        .pipe(filter((m) => LIVE_COMMANDS.has(m.command)))
        .subscribe(refetch),
      // what the hub pushed while it was away is lost
      eventBus.on('hub:reconnected').subscribe(refetch),
    ];
    return () => subs.forEach((sub) => sub.unsubscribe());
  }, [queryClient]);
  return useQuery({
    queryKey: paymentKeys.transactions(query),
    queryFn: ({ signal }) => getPaymentTransactions(query, signal),
    placeholderData: keepPreviousData,
  });
}
