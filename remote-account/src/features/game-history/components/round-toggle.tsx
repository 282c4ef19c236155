import { ActionIcon } from '@arcadia/ui';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GameRound } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';

interface RoundToggleProps {
  round: GameRound;
  expanded: boolean;
  /** id of the list of actions it shows. */
  controls: string;
  onToggle: () => void;
}

/** Opens and closes a round's bets and wins. */
export function RoundToggle({ round, expanded, controls, onToggle }: RoundToggleProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      radius="xl"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-label={t(expanded ? 'gameHistory.hideActions' : 'gameHistory.showActions', { game: round.gameName })}
      onClick={(event) => {
        // The row toggles too: one click must not toggle twice.
        event.stopPropagation();
        onToggle();
      }}
    >
      <IconChevronDown size={18} style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
    </ActionIcon>
  );
}
