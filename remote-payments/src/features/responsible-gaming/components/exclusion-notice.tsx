import { Alert } from '@arcadia/ui/display';
import { Button, Stack, Text } from '@arcadia/ui';
import { IconCashBanknote, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, openDialog, type Exclusion } from '@arcadia/shared';
import { PAYMENTS_NS } from '../../../i18n';

/**
 * In place of the deposit methods while a time-out, a self-exclusion or the operator's exclusion
 * runs: until when (the site's date formatter, Istanbul time), that deposits are closed meanwhile,
 * and the withdrawal, which stays open.
 */
export function ExclusionNotice({ exclusion }: { exclusion: Exclusion }) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const title = exclusion.until
    ? t(`protection.exclusion.until.${exclusion.type}`, { date: formatDateTime(exclusion.until, i18n.language) })
    : t(`protection.exclusion.indefinite.${exclusion.type}`);
  return (
    <Alert color="yellow" variant="light" radius="md" icon={<IconLock size={20} />} role="alert" data-testid="deposit-exclusion">
      <Stack gap="sm" align="flex-start">
        <Text size="sm" fw={700}>
          {title}
        </Text>
        <Text size="sm">{t('protection.exclusion.text')}</Text>
        <Button color="yellow" c="dark.9" leftSection={<IconCashBanknote size={18} aria-hidden />} onClick={() => openDialog('withdraw')}>
          {t('protection.exclusion.withdraw')}
        </Button>
      </Stack>
    </Alert>
  );
}
