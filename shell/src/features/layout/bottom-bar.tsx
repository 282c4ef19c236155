import { Button } from '@arcadia/ui';
import { IconLogin2, IconPlus, IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { NavLink } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { PATHS, openDialog, useAuthState } from '@arcadia/shared';
import { NotificationBell } from '../notifications';
import { BalanceMenu } from './balance-menu';
import { useIdentityUnverified } from './verify-identity-badge';
import './texts';
import './layout.css';

/**
 * The mobile bottom bar (900 px and below): Register and Login when signed out; account,
 * notifications, balance (a button opening what it holds) and Deposit when signed in.
 */
export function BottomBar() {
  const { t } = useTranslation('shell');
  const auth = useAuthState();
  const unverified = useIdentityUnverified(auth.isLoggedIn);

  if (!auth.isLoggedIn) {
    return (
      <nav className="arc-bottom-bar arc-bottom-bar--guest" aria-label={t('layout.account')}>
        <Button variant="default" size="md" leftSection={<IconLogin2 size={18} />} onClick={() => openDialog('login')}>
          {t('layout.login')}
        </Button>
        <Button
          variant="gradient"
          gradient={{ from: 'gold.3', to: 'gold.7', deg: 135 }}
          size="md"
          leftSection={<IconUserPlus size={18} />}
          onClick={() => openDialog('register')}
        >
          {t('layout.register')}
        </Button>
      </nav>
    );
  }

  return (
    <nav className="arc-bottom-bar" aria-label={t('layout.account')}>
      {/* the account tab carries the player's name, so a signed-in player sees who they are on mobile too */}
      {/* while the identity is not verified the tab carries a dot, and its name says why */}
      <NavLink to={PATHS.account} end className="arc-tab" aria-label={`${t('layout.account')}: ${auth.username}${unverified ? ` · ${t('layout.verifyIdentity')}` : ''}`}>
        <span className="arc-tab__icon">
          <IconUserCircle size={22} />
          {unverified ? <span className="arc-tab__dot" data-testid="verify-identity-dot" aria-hidden /> : null}
        </span>
        <span className="arc-tab__label arc-bottom-bar__user">{auth.username || t('layout.account')}</span>
      </NavLink>
      <NotificationBell mode="sheet" />
      {/* the same details as the header's balance: cash, bonus and where it plays, held, total */}
      <BalanceMenu variant="bottom-bar" />
      <button type="button" className="arc-bottom-bar__deposit" onClick={() => openDialog('deposit')}>
        <IconPlus size={18} />
        <span>{t('layout.deposit')}</span>
      </button>
    </nav>
  );
}
