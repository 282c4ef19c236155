import { ActionIcon, Button, Group, Tooltip } from '@arcadia/ui';
import {
  IconArrowLeft,
  IconGift,
  IconHeadset,
  IconLogin2,
  IconLogout,
  IconMenu2,
  IconSearch,
  IconUserCircle,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { PATHS, eventBus, gameSearchPath, openDialog, useAuthState } from '@arcadia/shared';
import { NotificationBell } from '../notifications';
import { openLiveChat } from '../live-chat';
import { Logo } from './logo';
import { BalanceMenu } from './balance-menu';
import { VerifyIdentityBadge } from './verify-identity-badge';
import './texts';
import './layout.css';

/** Search leads to the live lobby from the live lobby, otherwise to the slots. */
export const searchTarget = gameSearchPath;

export interface HeaderProps {
  /** Mobile layout (900 px and below): menu, centred logo and live chat only. */
  mobile: boolean;
}

function useGoBack() {
  const navigate = useNavigate();
  return () => {
    // React Router keeps the history index in history.state; with nothing behind us go home instead.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/');
  };
}

function MenuButton() {
  const { t } = useTranslation('shell');
  return (
    <ActionIcon
      className="arc-header__menu"
      variant="subtle"
      color="gray"
      size={42}
      onClick={() => eventBus.emit('menu:toggle', {})}
      aria-label={t('layout.menu')}
    >
      <IconMenu2 size={24} />
    </ActionIcon>
  );
}

function LiveChatButton({ iconOnly }: { iconOnly?: boolean }) {
  const { t } = useTranslation('shell');
  if (iconOnly) {
    return (
      <Tooltip label={t('layout.liveChat')} withArrow>
        <ActionIcon variant="light" color="violet" size={42} onClick={openLiveChat} aria-label={t('layout.liveChat')}>
          <IconHeadset size={22} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button variant="light" color="violet" leftSection={<IconHeadset size={18} />} onClick={openLiveChat}>
      {t('layout.liveChat')}
    </Button>
  );
}

/** The site header, in its desktop and mobile (900 px and below) variants. */
export function Header({ mobile }: HeaderProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goBack = useGoBack();
  const auth = useAuthState();

  if (mobile) {
    return (
      <div className="arc-header arc-header--mobile">
        <MenuButton />
        <Link to="/" className="arc-header__logo arc-header__logo--center" aria-label={`Arcadia · ${t('layout.home')}`}>
          <Logo height={30} />
        </Link>
        <ActionIcon variant="light" color="violet" size={40} onClick={openLiveChat} aria-label={t('layout.liveChat')}>
          <IconHeadset size={22} />
        </ActionIcon>
      </div>
    );
  }

  return (
    <div className="arc-header">
      <Group gap={6} wrap="nowrap" className="arc-header__start">
        <MenuButton />
        {/* the name begins with the logo's visible word: speech-input players say what they see */}
        <Link to="/" className="arc-header__logo" aria-label={`Arcadia · ${t('layout.home')}`}>
          <Logo height={34} />
        </Link>
        <Tooltip label={t('layout.back')} withArrow>
          <ActionIcon variant="subtle" color="gray" size={40} onClick={goBack} aria-label={t('layout.back')}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('layout.search')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={40}
            onClick={() => navigate(searchTarget(pathname))}
            aria-label={t('layout.search')}
          >
            <IconSearch size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>

      {auth.isLoggedIn ? (
        <Group gap={8} wrap="nowrap" className="arc-header__end" data-testid="header-signed-in">
          <Button
            variant="light"
            color="grape"
            className="arc-header__collapsible"
            leftSection={<IconGift size={18} />}
            onClick={() => navigate(PATHS.bonuses)}
          >
            <span className="arc-header__label">{t('layout.claimReward')}</span>
          </Button>
          <Button onClick={() => openDialog('deposit')} variant="gradient" gradient={{ from: 'gold.3', to: 'gold.7', deg: 135 }} className="arc-header__deposit">
            {t('layout.deposit')}
          </Button>
          <BalanceMenu variant="header" />
          <VerifyIdentityBadge signedIn={auth.isLoggedIn} />
          <Button
            component={Link}
            to={PATHS.account}
            variant="default"
            className="arc-header__collapsible"
            leftSection={<IconUserCircle size={18} />}
          >
            <span className="arc-header__label">{t('layout.myAccount')}</span>
          </Button>
          <NotificationBell mode="popover" />
          <Tooltip label={t('layout.logout')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={42}
              onClick={() => eventBus.emit('auth:logout', { reason: 'user' })}
              aria-label={t('layout.logout')}
            >
              <IconLogout size={21} />
            </ActionIcon>
          </Tooltip>
          <LiveChatButton iconOnly />
        </Group>
      ) : (
        <Group gap={8} wrap="nowrap" className="arc-header__end" data-testid="header-signed-out">
          <Button
            variant="light"
            color="grape"
            className="arc-header__collapsible"
            leftSection={<IconGift size={18} />}
            onClick={() => openDialog('register')}
          >
            <span className="arc-header__label">{t('layout.claimReward')}</span>
          </Button>
          <LiveChatButton />
          <Button variant="default" leftSection={<IconLogin2 size={18} />} onClick={() => openDialog('login')}>
            {t('layout.login')}
          </Button>
          <Button
            variant="gradient"
            gradient={{ from: 'gold.3', to: 'gold.7', deg: 135 }}
            leftSection={<IconUserPlus size={18} />}
            onClick={() => openDialog('register')}
          >
            {t('layout.register')}
          </Button>
        </Group>
      )}
    </div>
  );
}
