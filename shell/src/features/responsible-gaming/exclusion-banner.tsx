import { useEffect, useMemo } from 'react';
import { Anchor, Text } from '@arcadia/ui';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { merge } from 'rxjs';
import { PATHS, STORAGE_KEYS, authState, eventBus, formatDateTime, holdDialogOffers, readJson, useAuthState, useResponsibleGamingStatus, writeJson, type Exclusion } from '@arcadia/shared';
import './texts';
import './exclusion-banner.css';

interface StoredExclusion {
  username: string;
  exclusion: Exclusion | null;
}

/** The longest wait `setTimeout` takes (about 24.8 days); a later end is picked up by the next refetch. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const running = (exclusion: Exclusion | null | undefined, now = Date.now()): Exclusion | null =>
  exclusion && (exclusion.until === null || Date.parse(exclusion.until) > now) ? exclusion : null;

function storedExclusion(username: string): Exclusion | null {
  const stored = readJson<StoredExclusion>(STORAGE_KEYS.exclusion);
  return stored?.username === username ? running(stored.exclusion) : null;
}

/**
 * The exclusion banner at the top of every page while a time-out or a self-exclusion runs:
 * "closed to play until …" (or indefinitely) with a link to the responsible gaming page. It reads
 * `GET responsiblegaming/status`, again on a login or an update of the session, when the window
 * regains focus and when the exclusion ends. The last answer is kept per player, so after a reload
 * the banner is in the first render and the page does not move when the answer comes. While an
 * exclusion runs no promotion is offered (the campaign popup, closed if it is open): the player was
 * promised no marketing.
 */
export function ExclusionBanner() {
  const { t, i18n } = useTranslation('shell');
  const { isLoggedIn, username } = useAuthState();
  const { data, refetch } = useResponsibleGamingStatus({ enabled: isLoggedIn, refetchOnWindowFocus: true });
  const remembered = useMemo(() => (isLoggedIn ? storedExclusion(username) : null), [isLoggedIn, username]);
  const exclusion = !isLoggedIn ? null : data ? running(data.exclusion) : remembered;

  useEffect(() => {
    if (isLoggedIn && data) writeJson(STORAGE_KEYS.exclusion, { username, exclusion: data.exclusion } satisfies StoredExclusion);
  }, [isLoggedIn, username, data]);

  useEffect(() => {
    // after the shell has stored the new session (it hears the same events), never with the old token
    const sub = merge(eventBus.on('auth:login'), eventBus.on('auth:update')).subscribe(() =>
      setTimeout(() => {
        if (authState.get().isLoggedIn) void refetch({ cancelRefetch: false });
      }),
    );
    return () => sub.unsubscribe();
  }, [refetch]);

  const excluded = exclusion !== null;
  useEffect(() => (excluded ? holdDialogOffers() : undefined), [excluded]);

  const until = exclusion?.until ?? null;
  useEffect(() => {
    if (!until) return undefined;
    const wait = Date.parse(until) - Date.now() + 1000;
    if (wait > MAX_TIMER_MS) return undefined;
    const timer = setTimeout(() => void refetch(), Math.max(wait, 0));
    return () => clearTimeout(timer);
  }, [until, refetch]);

  if (!exclusion) return null;
  const message = until ? t('responsibleGaming.banner.until', { date: formatDateTime(until, i18n.language) }) : t('responsibleGaming.banner.indefinite');

  return (
    <div className="arc-exclusion" role="region" aria-label={t('responsibleGaming.banner.label')} data-testid="exclusion-banner">
      <span className="arc-exclusion__icon" aria-hidden>
        <IconLock size={20} />
      </span>
      <Text size="sm" fw={600} className="arc-exclusion__text">
        {message}
      </Text>
      <Anchor component={Link} to={PATHS.responsibleGamingInfo} size="sm" className="arc-exclusion__link">
        {t('responsibleGaming.banner.link')}
      </Anchor>
    </div>
  );
}
