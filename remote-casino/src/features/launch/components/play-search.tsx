import { useEffect, useRef, useState } from 'react';
import { Button, Container, Loader } from '@arcadia/ui';
import { Link } from '@arcadia/ui/router';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PATHS, searchGames, toastApiError, useAuthState } from '@arcadia/shared';
import { useLaunchGame } from '../use-launch-game';
import { SignInToPlay } from './sign-in-to-play';
import '../../../i18n/launch';
import '../play.css';

/** A game search opens the first of at most this many matches. */
export const PLAY_SEARCH_TAKE = 4;

/**
 * `/casino/play?search=Aviator` (the Aviator menu entry): looks the game up by name and opens the
 * first match as a click on it would, in place of this address. Anonymous players sign in first.
 */
export function PlaySearch({ search, live }: { search: string; live: boolean }) {
  const { t } = useTranslation('casino');
  const { isLoggedIn } = useAuthState();
  const launch = useLaunchGame();
  const launchRef = useRef(launch);
  launchRef.current = launch;
  const [state, setState] = useState<'searching' | 'empty' | 'failed'>('searching');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isLoggedIn) return;
    const controller = new AbortController();
    setState('searching');
    searchGames({ live, search, skip: 0, take: PLAY_SEARCH_TAKE }, controller.signal).then(
      (games) => {
        if (controller.signal.aborted) return;
        const first = games[0];
        if (first) launchRef.current(first, { replace: true });
        else setState('empty');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        toastApiError(error);
        setState('failed');
      },
    );
    return () => controller.abort();
  }, [isLoggedIn, search, live, attempt]);

  if (!isLoggedIn) return <SignInToPlay name={search} />;
  return (
    <Container size="sm" className="arc-play-state" aria-busy={state === 'searching'}>
      {state === 'searching' ? (
        <div role="status" className="arc-play-state__status">
          <Loader color="yellow" size={35} />
          <p className="arc-play-state__text">{t('play.searching', { search })}</p>
        </div>
      ) : (
        <>
          <p className="arc-play-state__text" role={state === 'failed' ? 'alert' : undefined}>
            {state === 'empty' ? t('play.searchEmpty', { search }) : t('play.searchFailed')}
          </p>
          {state === 'failed' ? (
            <Button variant="light" color="yellow" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setAttempt((n) => n + 1)}>
              {t('play.retry')}
            </Button>
          ) : null}
          <Button component={Link} to={live ? PATHS.liveCasinoLobby : PATHS.casinoLobby} variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('play.backToLobby')}
          </Button>
        </>
      )}
    </Container>
  );
}
