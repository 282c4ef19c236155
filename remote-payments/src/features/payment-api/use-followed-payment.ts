import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus, getPaymentTransaction, NotificationType, paymentKeys, TransactionStatus, type PaymentTransaction } from '@arcadia/shared';

/** How often a waiting payment is read again when the hub says nothing (it may be down). */
export const FOLLOW_POLL_MS = 3000;

/** Still waiting for the provider (or the operator): neither confirmed, declined nor cancelled. */
export const isWaiting = (payment: Pick<PaymentTransaction, 'status'> | undefined) =>
  !payment || payment.status === TransactionStatus.Created || payment.status === TransactionStatus.Pending;

const isDepositNotification = (message: string) => {
  try {
    return (JSON.parse(message) as { type?: unknown })?.type === NotificationType.Deposit;
  } catch {
    return false;
  }
};

/**
 * One payment of the player (`GET payment/transactions/:id`), followed until it is decided: read
 * again at once when the hub tells of a deposit's outcome (its `Notification`) or comes back after a
 * drop, when the player returns to this tab from the provider's, and every 3 s while it waits, so
 * the outcome arrives even with the hub down. `id` null: nothing to follow.
 */
export function useFollowedPayment(id: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (id === null) return undefined;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: paymentKeys.transaction(id) });
    const subs = [
      eventBus.on('hub:message').subscribe(({ command, message }) => {
        if (command === 'Notification' && isDepositNotification(message)) refetch();
      }),
      eventBus.on('hub:reconnected').subscribe(refetch),
    ];
    return () => subs.forEach((sub) => sub.unsubscribe());
  }, [id, queryClient]);
  return useQuery({
    queryKey: paymentKeys.transaction(id ?? 0),
    queryFn: ({ signal }) => getPaymentTransaction(id as number, signal),
    enabled: id !== null,
    refetchInterval: (query) => (isWaiting(query.state.data) ? FOLLOW_POLL_MS : false),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
  });
}
