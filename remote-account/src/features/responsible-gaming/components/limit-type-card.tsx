import { Box, Stack, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { LIMIT_PERIODS, type LimitType, type ResponsibleGamingLimit } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { SectionCard } from '../../ui';
import { LimitRow } from './limit-row';

interface LimitTypeCardProps {
  type: LimitType;
  /** Every limit of the player; this card picks its type's. */
  limits: readonly ResponsibleGamingLimit[];
}

/** One limit type (deposit, loss or stake) with its daily, weekly and monthly limit. */
export function LimitTypeCard({ type, limits }: LimitTypeCardProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const headingId = `limit-type-${type}`;
  return (
    <Box role="group" aria-labelledby={headingId} h="100%">
      <SectionCard p="md" h="100%">
        <Stack gap={2} mb="xs">
          <Text id={headingId} component="h3" fw={800} m={0} size="md">
            {t(`responsibleGaming.limits.types.${type}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`responsibleGaming.limits.typeHints.${type}`)}
          </Text>
        </Stack>
        {LIMIT_PERIODS.map((period) => (
          <LimitRow key={period} type={type} period={period} limit={limits.find((l) => l.type === type && l.period === period) ?? null} />
        ))}
      </SectionCard>
    </Box>
  );
}
