import { Button, Stack, Text } from '@arcadia/ui';
import { Alert } from '@arcadia/ui/display';
import { IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { closeDialog, formatMoney, PATHS, useGoTo, useKycStatus, type KycRefusal } from '@arcadia/shared';
import { PAYMENTS_NS } from '../../../i18n';

interface VerificationNoticeProps {
  dialog: 'deposit' | 'withdraw';
  /** A refusal of the identity gates the server just gave, with its own words. */
  refusal?: { message: string; kyc: KycRefusal['kyc'] } | null;
}

/**
 * The identity gates, said before the player fills a form: a withdrawal waits for a verified
 * identity, and so does a deposit once an unverified player has deposited the most allowed. A
 * refusal by the server shows here in its words. The button leads to the verification page. A
 * player whose identity document showed them under 18 is told instead that they may withdraw
 * their cash; their deposit dialog already says the account is closed to play.
 */
export function VerificationNotice({ dialog, refusal = null }: VerificationNoticeProps) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const goTo = useGoTo();
  const status = useKycStatus();
  const kyc = status.data;
  // The server lets a player whose identity showed them under 18 take their cash out unverified.
  const under18 = kyc !== undefined && kyc.level !== 'verified' && kyc.withdrawalsNeedVerification === false;

  let text: string | null = refusal?.message ?? null;
  if (text === null && kyc && kyc.level !== 'verified') {
    if (under18) text = dialog === 'withdraw' ? t('verification.minor') : null;
    else if (dialog === 'withdraw') text = kyc.level === 'pending' ? t('verification.pending') : t('verification.withdraw');
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
        {under18 ? null : (
          <Button size="xs" variant="filled" color="blue" onClick={open}>
            {t('verification.button')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
