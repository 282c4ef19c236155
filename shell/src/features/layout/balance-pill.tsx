import { Text } from '@arcadia/ui';
import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arcadia/shared';
import './texts';

/** The player's name over the balance in lira, in the reader's number format (`₺1.234,50` tr, `₺1,234.50` en). */
export function BalancePill({ username, balance }: { username: string; balance: number }) {
  const { t, i18n } = useTranslation('shell');
  const amount = formatMoney(balance, i18n.language);
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
