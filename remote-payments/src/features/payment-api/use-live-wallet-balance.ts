import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eventBus, paymentKeys, type WalletBalance } from '@arcadia/shared';

const isWalletBalance = (value: unknown): value is WalletBalance =>
  typeof value === 'object' && value !== null && (['balance', 'cash', 'bonus', 'held'] as const).every((part) => Number.isFinite((value as Record<string, unknown>)[part]));

/**
 * The hub's `Balance` pushes (after every ledger change of the player) replace the cached wallet
 * balance, so the withdrawable cash shown in an open dialog follows a deposit credited meanwhile.
 */
export function useLiveWalletBalance() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sub = eventBus.on('hub:message').subscribe(({ command, message }) => {
      if (command !== 'Balance') return;
      try {
        const balance: unknown = JSON.parse(message);
        if (isWalletBalance(balance)) queryClient.setQueryData(paymentKeys.balance, balance);
      } catch {
        // a malformed push changes nothing
      }
    });
    return () => sub.unsubscribe();
  }, [queryClient]);
}
