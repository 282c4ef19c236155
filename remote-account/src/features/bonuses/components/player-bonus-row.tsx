import { Group, Stack, Text, ThemeIcon } from '@arcadia/ui';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import type { PlayerBonus } from '@arcadia/shared';
import { BonusProductBadge } from './bonus-product-badge';
import { BONUS_STATUS_COLORS, BonusStatusBadge } from './bonus-status-badge';

/** One of the player's bonuses: what it is, when it was asked for, how much, its product and its state. */
export function PlayerBonusRow({ bonus, last }: { bonus: PlayerBonus; last?: boolean }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="md"
      py="sm"
      data-testid={`bonus-${bonus.code}`}
      style={last ? undefined : { borderBottom: '1px solid var(--mantine-color-dark-5)' }}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ThemeIcon size={40} radius="md" variant="light" color={BONUS_STATUS_COLORS[bonus.status] ?? 'gray'} style={{ flex: 'none' }}>
          <IconGift size={20} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm" lineClamp={2}>
            {bonus.title}
          </Text>
          <Group gap={0} style={{ columnGap: 12 }}>
            <Text size="xs" c="dimmed">
              {t('bonuses.requestedOn', { date: formatDate(bonus.createdAt) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('bonuses.code', { code: bonus.code })}
            </Text>
          </Group>
        </Stack>
      </Group>
      <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
        <Text fw={700} size="sm" c="yellow.4">
          {formatMoney(bonus.amount)}
        </Text>
        <Group gap={6} wrap="nowrap">
          {bonus.product ? <BonusProductBadge product={bonus.product} /> : null}
          <BonusStatusBadge status={bonus.status} />
        </Group>
      </Stack>
    </Group>
  );
}
