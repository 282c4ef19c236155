import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelWithdrawal, paymentKeys, showToast, toastApiError } from '@arcadia/shared';

/**
 * `POST payment/cancel`: the player takes back a withdrawal request. Either way the listing and the
 * balance are fetched again: on success the amount is back in cash; on a refusal the request has
 * most likely moved on (approved, paid) and the page should show where it is now.
 */
export function useCancelWithdrawal({ successText }: { successText: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelWithdrawal(id),
    onSuccess: ({ message }) => showToast('success', message || successText),
    onError: toastApiError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
