import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { ActionIcon, Button, Center, Loader, Stack, Text } from '@arcadia/ui';
import { Link } from '@arcadia/ui/router';
import { IconArrowLeft, IconCash, IconCashBanknote, IconLock, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, openDialog, showToast, useAuthState, type Exclusion, type Game } from '@arcadia/shared';
import { lobbyPathOf } from '../game-param';
import { insertMarkup } from '../game-markup';
import { useFrameMessages } from '../hooks/use-frame-messages';
import { useGameLaunch } from '../hooks/use-game-launch';
import { PlaySessionWatch } from './play-session-watch';
import '../../../i18n/launch';
import '../play.css';

export interface GamePlayerProps {
  game: Game;
  /** The page (`/casino/play/…`) or the mobile modal: the error state of the page offers a way back. */
  variant: 'page' | 'modal';
  /** The game's name as the surrounding page or dialog titles it. */
  title: ReactNode;
  /** The close button and the game's own exit message: page → its lobby, modal → closed. */
  onClose: () => void;
  /** After a failed launch has been toasted. */
  onLaunchFailed?: (error: unknown) => void;
  /** The reality check opened or closed over the game. */
  onRealityCheckChange?: (open: boolean) => void;
}

/**
 * A game being played: a top bar (name, the session's time and net position, Deposit, reload, close)
 * and the game area, which keeps its size from the first frame (loading, the game, or why it
 * failed), so nothing moves when the game arrives. Shared by the desktop page and the mobile modal.
 */
export function GamePlayer({ game, variant, title, onClose, onLaunchFailed, onRealityCheckChange }: GamePlayerProps) {
  const { t } = useTranslation('casino');
  const { isLoggedIn } = useAuthState();
  const { state, relaunch } = useGameLaunch(game, { onFailed: onLaunchFailed });
  const area = useRef<HTMLDivElement>(null);

  const reload = () => {
    showToast('info', t('play.reloading'));
    relaunch();
  };
  useFrameMessages({ origins: state.status === 'ready' ? state.origins : [], area, onExit: onClose, onReload: reload });

  return (
    <div className={`arc-play arc-play--${variant}`}>
      <div className="arc-play__bar">
        <div className="arc-play__name">{title}</div>
        {isLoggedIn ? (
          <PlaySessionWatch onLeave={onClose} onHistory={variant === 'modal' ? onClose : undefined} onCheckChange={onRealityCheckChange} />
        ) : null}
        <Button size="sm" radius="md" color="yellow" c="dark.9" leftSection={<IconCash size={16} aria-hidden />} onClick={() => openDialog('deposit')}>
          {t('play.deposit')}
        </Button>
        <ActionIcon variant="default" size={36} radius="md" aria-label={t('play.reload')} onClick={reload} disabled={state.status === 'loading' || state.status === 'excluded'}>
          <IconRefresh size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size={36} radius="md" aria-label={t('play.close')} onClick={onClose}>
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </div>
      <div className="arc-play__area" ref={area} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? (
          <Center className="arc-play__cover" role="status" aria-label={t('play.loading')}>
            <Loader color="yellow" size={35} />
          </Center>
        ) : state.status === 'excluded' ? (
          <ExcludedNotice exclusion={state.exclusion} backTo={variant === 'page' ? lobbyPathOf(game) : null} />
        ) : state.status === 'failed' ? (
          <Stack align="center" justify="center" gap="sm" className="arc-play__cover" role="alert">
            <Text fw={700}>{t('play.failed')}</Text>
            <Text c="dimmed" size="sm" ta="center" maw={420}>
              {state.message}
            </Text>
            <Stack gap="xs" align="center">
              <Button variant="light" color="yellow" leftSection={<IconRefresh size={16} aria-hidden />} onClick={relaunch}>
                {t('play.retry')}
              </Button>
              {variant === 'page' ? (
                <Button component={Link} to={lobbyPathOf(game)} variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} aria-hidden />}>
                  {t('play.backToLobby')}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        ) : (
          <>
            {/* Seen through the frame until the game paints its first screen. */}
            <Center className="arc-play__cover" aria-hidden>
              <Loader color="yellow" size={35} />
            </Center>
            {state.url ? (
              <iframe key={state.attempt} src={state.url} title={game.name} allow="fullscreen; autoplay" allowFullScreen className="arc-play__frame" />
            ) : (
              <GameMarkup key={state.attempt} markup={state.markup ?? ''} />
            )}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * A game refused by an exclusion: until when the player is in a time-out (or excluded), that games
 * are closed meanwhile, and the withdrawal; trying again would only be refused again.
 */
function ExcludedNotice({ exclusion, backTo }: { exclusion: Exclusion; backTo: string | null }) {
  const { t, i18n } = useTranslation('casino');
  const title = exclusion.until
    ? t(`play.excluded.until.${exclusion.type}`, { date: formatDateTime(exclusion.until, i18n.language) })
    : t(`play.excluded.indefinite.${exclusion.type}`);
  return (
    <Stack align="center" justify="center" gap="sm" className="arc-play__cover" role="alert" data-testid="play-excluded">
      <IconLock size={32} aria-hidden color="var(--mantine-color-yellow-5)" />
      <Text fw={700} ta="center" maw={420}>
        {title}
      </Text>
      <Text c="dimmed" size="sm" ta="center" maw={420}>
        {t('play.excluded.text')}
      </Text>
      <Stack gap="xs" align="center">
        <Button color="yellow" c="dark.9" leftSection={<IconCashBanknote size={16} aria-hidden />} onClick={() => openDialog('withdraw')}>
          {t('play.excluded.withdraw')}
        </Button>
        {backTo ? (
          <Button component={Link} to={backTo} variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('play.backToLobby')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** SoftGamings: its markup in the game area, its scripts made to run (they draw the game's frame). */
function GameMarkup({ markup }: { markup: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    insertMarkup(element, markup);
    return () => element.replaceChildren();
  }, [markup]);
  return <div ref={box} className="arc-play__frame arc-play__markup" data-testid="game-markup" />;
}
