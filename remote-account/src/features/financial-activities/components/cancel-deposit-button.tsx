import { Button } from '@arcadia/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cancelDeposit, paymentKeys, responsibleGamingKeys, showToast, toastApiError, type PaymentTransaction } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';

/**
 * Cancels a deposit the player left on the provider's payment page (`cancellable`): it stops
 * waiting and no longer counts against the deposit limits. The server refuses it once the provider
 * has decided, and its message says so.
 */
export function CancelDepositButton({ transaction }: { transaction: PaymentTransaction }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelDeposit(transaction.id),
    onSuccess: ({ message }) => showToast('success', message || t('activities.cancelled')),
    onError: toastApiError,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      void queryClient.invalidateQueries({ queryKey: responsibleGamingKeys.all });
    },
  });
  return (
    <Button size="compact-xs" variant="subtle" color="gray" loading={cancel.isPending} onClick={() => !cancel.isPending && cancel.mutate()}>
      {t('activities.cancel')}
    </Button>
  );
}
