import { Badge, Group, Text, ThemeIcon } from '@arcadia/ui';
import { IconCoin, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BetAction, formatDateTime, formatMoney, type GameRound } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';

interface RoundActionsProps {
  round: GameRound;
  /** id of the list, for the toggle's `aria-controls`. */
  id: string;
}

/** The bets and wins of a round, in the order they came, a given-back bet marked and struck through. */
export function RoundActions({ round, id }: RoundActionsProps) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  return (
    <ul id={id} aria-label={t('gameHistory.actionsOf', { game: round.gameName })} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {round.actions.map((action) => {
        const win = action.action === BetAction.Win;
        const Icon = win ? IconTrophy : IconCoin;
        return (
          <li key={action.transactionId} data-testid={`action-${action.transactionId}`} style={{ padding: '6px 0', borderBottom: '1px solid var(--mantine-color-dark-5)' }}>
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Group gap={8} wrap="nowrap" miw={0}>
                <ThemeIcon size={22} radius="xl" variant="light" color={win ? 'teal' : 'grape'} aria-hidden>
                  <Icon size={13} stroke={2} />
                </ThemeIcon>
                <Text size="sm" fw={600}>
                  {t(win ? 'gameHistory.actions.win' : 'gameHistory.actions.bet')}
                </Text>
                {action.rolledBack ? (
                  <Badge size="xs" variant="outline" color="gray" radius="sm" data-rolled-back>
                    {t('gameHistory.rolledBack')}
                  </Badge>
                ) : null}
              </Group>
              <Group gap="md" wrap="nowrap" style={{ flex: 'none' }}>
                <Text size="xs" c="dimmed" visibleFrom="xs">
                  {formatDateTime(action.at, i18n.language)}
                </Text>
                <Text size="sm" ff="monospace" fw={600} c={action.rolledBack ? 'dimmed' : undefined} td={action.rolledBack ? 'line-through' : undefined} data-amount>
                  {formatMoney(action.amount, i18n.language)}
                </Text>
              </Group>
            </Group>
          </li>
        );
      })}
    </ul>
  );
}
