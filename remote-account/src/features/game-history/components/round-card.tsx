import { useState } from 'react';
import { Box, Group, Stack, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, GameRoundStatus, type GameRound } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { SectionCard } from '../../ui';
import { noWinYet, roundKey } from '../round-display';
import { GameCell } from './game-cell';
import { NetAmount } from './net-amount';
import { RoundActions } from './round-actions';
import { RoundStatusBadge } from './round-status-badge';
import { RoundToggle } from './round-toggle';

/** Phones: one round as a card that opens to its bets and wins. */
export function RoundCard({ round }: { round: GameRound }) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const [expanded, setExpanded] = useState(false);
  const listId = `round-card-actions-${roundKey(round)}`;
  const money = (amount: number) => formatMoney(amount, i18n.language);
  return (
    <SectionCard p="md" data-testid={`round-${round.roundId}`}>
      <Stack gap={10}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <GameCell round={round} />
          <NetAmount net={round.net} open={round.status === GameRoundStatus.Processing} fw={800} style={{ flex: 'none' }} />
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed" truncate="end">
            {round.providerName}
          </Text>
          <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
            {formatDateTime(round.startedAt, i18n.language)}
          </Text>
        </Group>
        <Group gap="lg">
          <Box>
            <Text size="xs" c="dimmed">
              {t('gameHistory.columns.stake')}
            </Text>
            <Text size="sm" ff="monospace" data-stake>
              {money(round.stake)}
            </Text>
          </Box>
          <Box>
            <Text size="xs" c="dimmed">
              {t('gameHistory.columns.win')}
            </Text>
            <Text size="sm" ff="monospace" data-win>
              {noWinYet(round) ? '—' : money(round.win)}
            </Text>
          </Box>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <RoundStatusBadge status={round.status} />
          <RoundToggle round={round} expanded={expanded} controls={listId} onToggle={() => setExpanded((open) => !open)} />
        </Group>
        {expanded ? (
          <Box pt={4} style={{ borderTop: '1px solid var(--mantine-color-dark-4)' }} data-testid={`round-${round.roundId}-actions`}>
            <RoundActions round={round} id={listId} />
          </Box>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
