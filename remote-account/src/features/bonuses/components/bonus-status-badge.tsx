import { Badge } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../../i18n';
import type { BonusStatus } from '@arcadia/shared';

/** Colour of each bonus state: waiting is amber, running blue, paid green, refused red. */
export const BONUS_STATUS_COLORS: Record<BonusStatus, string> = {
  requested: 'yellow',
  active: 'blue',
  credited: 'teal',
  rejected: 'red',
};

export function BonusStatusBadge({ status }: { status: BonusStatus }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Badge color={BONUS_STATUS_COLORS[status] ?? 'gray'} variant="light" radius="sm" data-status={status}>
      {t(`bonuses.status.${status}`)}
    </Badge>
  );
}
