import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus, showToast } from '../../bus/event-bus';
import type { BonusList } from '../../model/account';
import { request, requestWithMessage } from '../api-client';
import { toastApiError } from '../toast-api-error';

/** Query keys of the player's bonuses; a claim or a request invalidates `all`. */
export const bonusKeys = {
  all: ['bonus'] as const,
  trialBonusAmount: ['bonus', 'trial-bonus-amount'] as const,
  list: ['bonus', 'list'] as const,
};

/** `GET bonus/trialbonusamount`: the trial bonus this player may still claim, 0 when none. */
export const getTrialBonusAmount = (signal?: AbortSignal) => request<number>('GET', 'bonus/trialbonusamount', { signal });

/** `GET bonus/definetrialbonus`: credits the trial bonus (once per person, verified phone required); answers the new balance. */
export const claimTrialBonus = () => requestWithMessage<{ balance: number } | null>('GET', 'bonus/definetrialbonus');

/** `GET bonus/list`: the player's bonuses and the operator's offers. */
export const getBonusList = (signal?: AbortSignal) => request<BonusList>('GET', 'bonus/list', { signal });

/** `POST bonus/request {code}`: asks for one of the operator's offers. */
export const requestBonus = (code: string) => requestWithMessage<{ id: number }>('POST', 'bonus/request', { body: { code } });

export const useTrialBonusAmount = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: bonusKeys.trialBonusAmount, queryFn: ({ signal }) => getTrialBonusAmount(signal), enabled });

export const useBonusList = () => useQuery({ queryKey: bonusKeys.list, queryFn: ({ signal }) => getBonusList(signal) });

interface BonusMutationOptions {
  /** The success toast when the server sends no text of its own. */
  successText: string;
  /** After the success toast (confetti, closing a dialog). */
  onSuccess?: () => void;
}

/**
 * Claims the trial bonus: the new balance goes to the shell over the bus, the server's text (or
 * `successText`) is toasted, the bonus queries are fetched again; a refusal toasts the server's message.
 * A second click while the claim is on its way sends nothing: a double click is one claim, one toast
 * (not a green one for the claim and a red "already claimed" for its twin).
 */
export function useClaimTrialBonus({ successText, onSuccess }: BonusMutationOptions) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: claimTrialBonus,
    onSuccess: ({ data, message }) => {
      const balance = Number(data?.balance);
      if (data && Number.isFinite(balance)) eventBus.emit('auth:balance', { balance });
      showToast('success', message || successText);
      void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
      onSuccess?.();
    },
    onError: toastApiError,
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const claim = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate();
  };
  return { claim, claiming: mutation.isPending };
}

/** Requests an offer: toasts the outcome and fetches the bonus list again on success. */
export function useRequestBonus({ successText, onSuccess }: BonusMutationOptions) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: requestBonus,
    onSuccess: ({ message }) => {
      showToast('success', message || successText);
      void queryClient.invalidateQueries({ queryKey: bonusKeys.list });
      onSuccess?.();
    },
    onError: toastApiError,
  });
  return { request: (code: string) => mutation.mutate(code), pendingCode: mutation.isPending ? (mutation.variables ?? null) : null };
}
