import { useMutation, useQueryClient } from '@tanstack/react-query';
import { responsibleGamingKeys, showToast, toastApiError, type ApiAnswer, type ApiError } from '@arcadia/shared';

interface ProtectionChangeOptions {
  /** Shown when the server's answer has no message of its own. */
  successText: string;
  /**
   * The form shows a refusal itself (beside the field the player is looking at); otherwise the
   * server's message is toasted.
   */
  showsRefusal?: boolean;
}

/**
 * A change of the player's protection (a limit, the no-limit choice, the reality check, a time-out or
 * self-exclusion): the server's message is toasted, and the whole page's data is read again, since
 * one change can move several things (a limit and whether the deposit limit is decided).
 */
export function useProtectionChange<V, T>(call: (variables: V) => Promise<ApiAnswer<T>>, { successText, showsRefusal = false }: ProtectionChangeOptions) {
  const queryClient = useQueryClient();
  return useMutation<ApiAnswer<T>, ApiError, V>({
    mutationFn: call,
    onSuccess: ({ message }) => {
      showToast('success', message || successText);
    },
    onError: showsRefusal ? undefined : toastApiError,
    // Also after a refusal: the server may know more than the page (a change made on another device).
    onSettled: () => queryClient.invalidateQueries({ queryKey: responsibleGamingKeys.all }),
  });
}
