import { useCallback, useState } from 'react';
import { api, eventBus, openDialog, readAuthData, showToast } from '@arcadia/shared';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../../i18n';

/** `GET bonus/definetrialbonus`: credits the trial bonus (once per person, verified phone required). */
export const defineTrialBonus = () => api.get<{ balance: number }>('bonus/definetrialbonus');

/**
 * Claims the trial bonus. The server requires a verified phone, so an unverified player is sent
 * to the phone verification dialog first. A credited bonus updates the shell's balance over the bus.
 */
export function useClaimTrialBonus(onClaimed: () => void) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [claiming, setClaiming] = useState(false);
  const claim = useCallback(async () => {
    if (!readAuthData()?.smsVerified) {
      openDialog('phoneVerification');
      return;
    }
    setClaiming(true);
    const result = await defineTrialBonus();
    setClaiming(false);
    if (!result.success) return;
    if (typeof result.data?.balance === 'number') eventBus.emit('auth:balance', { balance: result.data.balance });
    showToast('success', result.message || t('bonuses.trial.success'));
    onClaimed();
  }, [onClaimed, t]);
  return { claim, claiming };
}
