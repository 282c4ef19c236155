import { useState } from 'react';
import { Button, Group, Modal, Text } from '@arcadia/ui';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type PaymentTransaction } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { useCancelWithdrawal } from '../api/use-cancel-withdrawal';

interface CancelWithdrawalButtonProps {
  transaction: PaymentTransaction;
  /** Full width, for the cards on phones. @default false */
  fullWidth?: boolean;
}

/** Cancels a pending withdrawal after the player confirms it; the amount returns to their cash. */
export function CancelWithdrawalButton({ transaction, fullWidth = false }: CancelWithdrawalButtonProps) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelWithdrawal({ successText: t('activities.cancelled') });
  const close = () => setConfirming(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red"
        radius="xl"
        leftSection={<IconX size={14} />}
        fullWidth={fullWidth}
        loading={cancel.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('activities.cancel')}
      </Button>
      <Modal opened={confirming} onClose={close} title={t('activities.cancelTitle')} centered radius="lg">
        <Text size="sm">{t('activities.cancelText', { amount: formatMoney(transaction.amount, i18n.language) })}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" radius="xl" onClick={close} disabled={cancel.isPending}>
            {t('activities.cancelKeep')}
          </Button>
          <Button color="red" radius="xl" loading={cancel.isPending} onClick={() => cancel.mutate(transaction.id, { onSettled: close })}>
            {t('activities.cancelConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
