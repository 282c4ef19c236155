import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@arcadia/ui';
import { IconClockHour4, IconGift, IconWallet, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useWalletBalance } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { LoadError, SectionCard } from '../../ui';

type BalancePart = 'cash' | 'bonus' | 'held';

const PARTS: readonly { key: BalancePart; icon: TablerIcon; color: string }[] = [
  { key: 'cash', icon: IconWallet, color: 'teal' },
  { key: 'bonus', icon: IconGift, color: 'yellow' },
  { key: 'held', icon: IconClockHour4, color: 'orange' },
];

/** Amount line height: the skeleton takes the same room, so nothing moves when the amounts arrive. */
const AMOUNT_HEIGHT = 32;

/**
 * The player's balance in its parts, side by side: cash (withdrawable), bonus (playable, not
 * withdrawable) and held (withdrawals awaiting payout). Live: the site's one balance entry, which
 * the shell keeps current with the hub's pushes (`useWalletBalance`).
 */
export function WalletBalances() {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const { data, error, refetch } = useWalletBalance();
  if (error && !data) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  const money = (amount: number) => formatMoney(amount, i18n.language);
  return (
    <SectionCard
      title={t('wallet.title')}
      aside={
        data ? (
          <Text size="sm" c="dimmed" data-testid="balance-playable">
            {t('wallet.playable', { amount: money(data.balance) })}
          </Text>
        ) : (
          <Skeleton h={18} w={220} radius="sm" />
        )
      }
      aria-busy={!data}
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {PARTS.map((part) => (
          <BalanceTile key={part.key} part={part} amount={data ? money(data[part.key]) : null} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

interface BalanceTileProps {
  part: (typeof PARTS)[number];
  /** The formatted amount; null while loading. */
  amount: string | null;
}

function BalanceTile({ part, amount }: BalanceTileProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const labelId = `balance-${part.key}-label`;
  return (
    <Paper
      radius="md"
      p="md"
      role="group"
      aria-labelledby={labelId}
      data-testid={`balance-${part.key}`}
      style={{ border: '1px solid var(--mantine-color-dark-4)', background: 'var(--mantine-color-dark-7)' }}
    >
      <Stack gap={6}>
        <Group gap={8} wrap="nowrap">
          <ThemeIcon size={28} radius="md" variant="light" color={part.color}>
            <part.icon size={16} stroke={1.8} />
          </ThemeIcon>
          <Text id={labelId} size="sm" fw={700}>
            {t(`wallet.${part.key}`)}
          </Text>
        </Group>
        {amount === null ? (
          <Skeleton h={AMOUNT_HEIGHT} w="70%" radius="sm" />
        ) : (
          <Text fz={24} fw={800} lh={`${AMOUNT_HEIGHT}px`} c={part.key === 'cash' ? 'teal.3' : undefined} data-amount>
            {amount}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t(`wallet.${part.key}Hint`)}
        </Text>
      </Stack>
    </Paper>
  );
}

