import { Badge } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import type { GameRoundStatus } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { roundStatusDisplay } from '../round-display';

/** A round's status as a coloured badge. */
export function RoundStatusBadge({ status }: { status: GameRoundStatus }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const display = roundStatusDisplay(status);
  const color = display?.color ?? 'gray';
  return (
    <Badge color={color} variant="light" radius="sm" data-status={display?.key} data-color={color} style={{ flex: 'none' }}>
      {display ? t(`gameHistory.statuses.${display.key}`) : String(status)}
    </Badge>
  );
}
