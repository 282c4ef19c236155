import { Text, type TextProps } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { netColor } from '../round-display';

interface NetAmountProps extends TextProps {
  /** What the round moved on the balance, in lira. */
  net: number;
  /** The round is still in play (a bet not settled yet): its stake is no loss yet. */
  open?: boolean;
}

/**
 * A round's net with its sign, green for a gain and red for a loss; a round still in play says its
 * result is awaited instead of showing its stake as lost.
 */
export function NetAmount({ net, open = false, ...props }: NetAmountProps) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  if (open) {
    return (
      <Text c="dimmed" fs="italic" data-net="open" {...props} fw={500}>
        {t('gameHistory.awaitingResult')}
      </Text>
    );
  }
  const text = formatMoney(net, i18n.language);
  return (
    <Text ff="monospace" fw={700} c={netColor(net)} data-net={net > 0 ? 'gain' : net < 0 ? 'loss' : 'even'} {...props}>
      {net > 0 ? `+${text}` : text}
    </Text>
  );
}
