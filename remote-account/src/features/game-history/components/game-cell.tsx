import { Stack, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import type { GameRound } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';

/** The game's name with the product under it. */
export function GameCell({ round }: { round: GameRound }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={700} truncate="end" maw={260}>
        {round.gameName}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`gameHistory.products.${round.product}`)}
      </Text>
    </Stack>
  );
}
