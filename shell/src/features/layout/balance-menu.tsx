import { useState } from 'react';
import { Popover, Text, UnstyledButton } from '@arcadia/ui';
import { IconChevronDown, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useAuthState, type BalanceParts, type BonusProduct } from '@arcadia/shared';
import './texts';

const BONUS_USE: Record<BonusProduct, 'layout.bonusCasinoOnly' | 'layout.bonusSportsOnly'> = {
  casino: 'layout.bonusCasinoOnly',
  sports: 'layout.bonusSportsOnly',
};

interface RowProps {
  label: string;
  /** Where the money can be used, under the label. */
  use?: string;
  amount: string;
  testId: string;
  total?: boolean;
}

function Row({ label, use, amount, testId, total }: RowProps) {
  return (
    <div className="arc-wallet__row" data-total={total || undefined} data-testid={testId}>
      <dt>
        <span className="arc-wallet__label">{label}</span>
        {use ? <span className="arc-wallet__use">{use}</span> : null}
      </dt>
      <dd className="arc-wallet__amount">{amount}</dd>
    </div>
  );
}

/**
 * What the balance holds and where each part can be played: cash everywhere, bonus money only on its
 * bonus's product, money held for a withdrawal (not in the total), and the total. While the parts
 * are not known (before the first poll or push) only the total is listed.
 */
export function BalanceDetails({ balance, wallet }: { balance: number; wallet: BalanceParts | null }) {
  const { t, i18n } = useTranslation('shell');
  const money = (amount: number) => formatMoney(amount, i18n.language);
  return (
    <dl className="arc-wallet">
      {wallet ? (
        <>
          <Row testId="wallet-cash" label={t('layout.cash')} use={t('layout.cashUse')} amount={money(wallet.cash)} />
          <Row testId="wallet-bonus" label={t('layout.bonus')} use={wallet.bonusProduct ? t(BONUS_USE[wallet.bonusProduct]) : undefined} amount={money(wallet.bonus)} />
          {wallet.held > 0 ? <Row testId="wallet-held" label={t('layout.held')} use={t('layout.heldUse')} amount={money(wallet.held)} /> : null}
        </>
      ) : null}
      <Row testId="wallet-total" label={t('layout.total')} amount={money(balance)} total />
    </dl>
  );
}

export interface BalanceMenuProps {
  /** The header's pill (the name over the amount) or the phone bottom bar's column (a label over the amount). */
  variant: 'header' | 'bottom-bar';
}

/**
 * The signed-in player's balance as a button that opens what it holds (`BalanceDetails`). The
 * button's name says the total; the popover is a dialog named by the button, focus moves into it
 * and Escape or a click elsewhere closes it, giving focus back to the button.
 */
export function BalanceMenu({ variant }: BalanceMenuProps) {
  const { t, i18n } = useTranslation('shell');
  const auth = useAuthState();
  const [opened, setOpened] = useState(false);
  const amount = formatMoney(auth.balance, i18n.language);
  const header = variant === 'header';
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position={header ? 'bottom-end' : 'top'}
      width={280}
      shadow="xl"
      radius="lg"
      offset={10}
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        {header ? (
          <UnstyledButton className="arc-balance" onClick={() => setOpened((o) => !o)} aria-label={t('layout.userBalance', { username: auth.username, balance: amount })}>
            <span className="arc-balance__icon" aria-hidden>
              <IconWallet size={18} />
            </span>
            <span className="arc-balance__text">
              <Text span className="arc-balance__user" lineClamp={1}>
                {auth.username}
              </Text>
              <Text span className="arc-balance__amount arc-gold-text" data-testid="header-balance">
                {amount}
              </Text>
            </span>
            <IconChevronDown size={14} className="arc-balance__chevron" data-opened={opened || undefined} aria-hidden />
          </UnstyledButton>
        ) : (
          <UnstyledButton className="arc-bottom-bar__balance" onClick={() => setOpened((o) => !o)} aria-label={t('layout.balanceOf', { balance: amount })}>
            <span className="arc-bottom-bar__balance-label">
              {t('layout.balance')}
              <IconChevronDown size={12} className="arc-balance__chevron" data-opened={opened || undefined} aria-hidden />
            </span>
            <span className="arc-gold-text arc-bottom-bar__balance-amount" data-testid="bottom-balance">
              {amount}
            </span>
          </UnstyledButton>
        )}
      </Popover.Target>
      <Popover.Dropdown className="arc-wallet__dropdown" data-testid="balance-details">
        <BalanceDetails balance={auth.balance} wallet={auth.wallet} />
      </Popover.Dropdown>
    </Popover>
  );
}
