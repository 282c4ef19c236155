import { Link } from '@arcadia/ui/router';
import { Button, Group, Stack, Text } from '@arcadia/ui';
import { IconCashMinus, IconCashPlus, IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { useDashboardLocation } from '../../dashboard';
import { SectionCard } from '../../ui';
import { WalletBalances } from './wallet-balances';

interface PaymentPageProps {
  /** Which of remote-payments' dialogs the page is about. */
  dialog: 'deposit' | 'withdraw';
}

/**
 * What `/dashboard/deposit` and `/dashboard/withdraw` show under the dialog: the balance in its
 * parts (how much can be withdrawn, how much awaits payout), a way to open the dialog again and
 * the way to the financial activities.
 */
export function PaymentPage({ dialog }: PaymentPageProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { href } = useDashboardLocation();
  const Icon = dialog === 'deposit' ? IconCashPlus : IconCashMinus;
  return (
    <Stack gap="md">
      <WalletBalances />
      <SectionCard>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t(`wallet.${dialog}Intro`)}
          </Text>
          <Group gap="sm">
            <Button
              radius="xl"
              variant="gradient"
              gradient={{ from: 'yellow.5', to: 'orange.6', deg: 120 }}
              c="dark.9"
              leftSection={<Icon size={18} />}
              onClick={() => openDialog(dialog)}
            >
              {t(`wallet.${dialog}`)}
            </Button>
            <Button component={Link} to={href('financial-activities')} radius="xl" variant="default" leftSection={<IconReceipt2 size={18} />}>
              {t('wallet.history')}
            </Button>
          </Group>
        </Stack>
      </SectionCard>
    </Stack>
  );
}
