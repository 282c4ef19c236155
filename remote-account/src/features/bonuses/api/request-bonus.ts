import { useCallback, useState } from 'react';
import { api, showToast } from '@arcadia/shared';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../../i18n';

/** `POST bonus/request {code}`: ask for one of the operator's offers. */
export const requestBonus = (code: string) => api.post<unknown>('bonus/request', { code });

/**
 * Requests an offer, toasts the success (failures are toasted by the API client) and calls
 * `onRequested` so the page can reload its list.
 */
export function useRequestBonus(onRequested: () => void) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [pendingCode, setPendingCode] = useState<string | null>(null);
  const request = useCallback(
    async (code: string) => {
      setPendingCode(code);
      const result = await requestBonus(code);
      setPendingCode(null);
      if (!result.success) return;
      showToast('success', result.message || t('bonuses.requestSuccess'));
      onRequested();
    },
    [onRequested, t],
  );
  return { request, pendingCode };
}
