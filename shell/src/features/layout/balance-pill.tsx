import { Text } from '@arcadia/ui';
import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arcadia/shared';
import './texts';

/** The player's name over the balance in lira, Turkish formatting (e.g. `₺1.234,50`). */
export function BalancePill({ username, balance }: { username: string; balance: number }) {
  const { t } = useTranslation('shell');
  const amount = formatMoney(balance);
  return (
    <div className="arc-balance" role="status" aria-label={t('layout.userBalance', { username, balance: amount })}>
      <span className="arc-balance__icon" aria-hidden>
        <IconWallet size={18} />
      </span>
      <div className="arc-balance__text">
        <Text span className="arc-balance__user" lineClamp={1}>
          {username}
        </Text>
        <Text span className="arc-balance__amount arc-gold-text" data-testid="header-balance">
          {amount}
        </Text>
      </div>
    </div>
  );
}
