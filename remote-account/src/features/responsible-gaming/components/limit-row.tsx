import { useState } from 'react';
import { Progress } from '@arcadia/ui/display';
import { Badge, Button, Group, Stack, Text } from '@arcadia/ui';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, type LimitPeriod, type LimitType, type ResponsibleGamingLimit } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { formatCountdown } from '../countdown';
import { useNow } from '../hooks/use-now';
import { limitName } from '../limit-names';
import { LimitForm } from './limit-form';

interface LimitRowProps {
  type: LimitType;
  period: LimitPeriod;
  /** The limit in force for this type and period, or null. */
  limit: ResponsibleGamingLimit | null;
}

/** Share of the limit used, for the bar: red from 90 %. */
function usage(limit: ResponsibleGamingLimit) {
  const percent = limit.amount > 0 ? Math.min(100, (limit.used / limit.amount) * 100) : 100;
  return { percent, color: percent >= 90 ? 'red' : percent >= 70 ? 'orange' : 'teal' };
}

/** One period of one limit type: the amount in force, what is used and when it falls, a waiting change with its live countdown. */
export function LimitRow({ type, period, limit }: LimitRowProps) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const [editing, setEditing] = useState(false);
  const pending = limit?.pending ?? null;
  const now = useNow(Boolean(pending));
  const name = limitName(t, type, period);
  const bar = limit ? usage(limit) : null;

  return (
    <Stack gap={6} py="sm" data-testid={`limit-${type}-${period}`} style={{ borderTop: '1px solid var(--mantine-color-dark-5)' }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={700}>
            {t(`responsibleGaming.limits.periods.${period}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`responsibleGaming.limits.periodHints.${period}`)}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Text fw={limit ? 800 : 500} ff={limit ? 'monospace' : undefined} size="sm" c={limit ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
            {limit ? formatMoney(limit.amount, i18n.language) : t('responsibleGaming.limits.noLimit')}
          </Text>
          <Button size="compact-sm" variant="light" radius="xl" aria-label={t('responsibleGaming.limits.editLabel', { name })} onClick={() => setEditing(true)}>
            {limit ? t('responsibleGaming.limits.edit') : t('responsibleGaming.limits.set')}
          </Button>
        </Group>
      </Group>
      {limit && bar ? (
        <>
          <Progress value={bar.percent} color={bar.color} size="sm" radius="xl" aria-label={t('responsibleGaming.limits.usedLabel', { name })} />
          <Group justify="space-between" gap={4}>
            <Text size="xs" c="dimmed">
              {t('responsibleGaming.limits.used', { used: formatMoney(limit.used, i18n.language), amount: formatMoney(limit.amount, i18n.language) })}
            </Text>
            {limit.resetsAt ? (
              <Text size="xs" c="dimmed">
                {t('responsibleGaming.limits.resetsAt', { time: formatDateTime(limit.resetsAt, i18n.language) })}
              </Text>
            ) : null}
          </Group>
        </>
      ) : null}
      {pending ? (
        <Badge
          variant="light"
          color="yellow"
          radius="sm"
          size="lg"
          leftSection={<IconHourglassHigh size={14} aria-hidden />}
          styles={{ root: { height: 'auto', paddingBlock: 4, whiteSpace: 'normal', textTransform: 'none' }, label: { whiteSpace: 'normal' } }}
          role="status"
          aria-live="off"
        >
          {pending.amount === null
            ? t('responsibleGaming.limits.pendingRemoval', { countdown: formatCountdown(pending.effectiveAt, now) })
            : t('responsibleGaming.limits.pendingRise', {
                amount: formatMoney(pending.amount, i18n.language),
                countdown: formatCountdown(pending.effectiveAt, now),
              })}
        </Badge>
      ) : null}
      <LimitForm type={type} period={period} limit={limit} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}
