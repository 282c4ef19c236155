import { Button, Stack, Text } from '@arcadia/ui';
import { Alert } from '@arcadia/ui/display';
import { IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { closeDialog, formatMoney, PATHS, useKycStatus, type KycRefusal } from '@arcadia/shared';
import { PAYMENTS_NS } from '../../../i18n';
import { useGoTo } from '../../ui';

interface VerificationNoticeProps {
  dialog: 'deposit' | 'withdraw';
  /** A refusal of the identity gates the server just gave, with its own words. */
  refusal?: { message: string; kyc: KycRefusal['kyc'] } | null;
}

/**
 * The identity gates, said before the player fills a form: a withdrawal waits for a verified
 * identity, and so does a deposit once an unverified player has deposited the most allowed. A
 * refusal by the server shows here in its words. The button leads to the verification page.
 */
export function VerificationNotice({ dialog, refusal = null }: VerificationNoticeProps) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const goTo = useGoTo();
  const status = useKycStatus();
  const kyc = status.data;

  let text: string | null = refusal?.message ?? null;
  if (text === null && kyc && kyc.level !== 'verified') {
    if (dialog === 'withdraw') text = kyc.level === 'pending' ? t('verification.pending') : t('verification.withdraw');
    else if (kyc.depositsBeforeVerification.used >= kyc.depositsBeforeVerification.limit) {
      text = t('verification.deposit', { limit: formatMoney(kyc.depositsBeforeVerification.limit, i18n.language) });
    }
  }
  if (text === null) return null;

  const open = () => {
    closeDialog(dialog);
    goTo(PATHS.verification);
  };
  return (
    <Alert color="blue" variant="light" radius="md" icon={<IconId size={20} />} data-testid="verification-notice">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="filled" color="blue" onClick={open}>
          {t('verification.button')}
        </Button>
      </Stack>
    </Alert>
  );
}
