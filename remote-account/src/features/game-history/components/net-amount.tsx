import { Text, type TextProps } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { netColor } from '../round-display';

interface NetAmountProps extends TextProps {
  /** What the round moved on the balance, in lira. */
  net: number;
}

/** A round's net with its sign, green for a gain and red for a loss. */
export function NetAmount({ net, ...props }: NetAmountProps) {
  const { i18n } = useTranslation(ACCOUNT_NS);
  const text = formatMoney(net, i18n.language);
  return (
    <Text ff="monospace" fw={700} c={netColor(net)} data-net={net > 0 ? 'gain' : net < 0 ? 'loss' : 'even'} {...props}>
      {net > 0 ? `+${text}` : text}
    </Text>
  );
}
