import { useEffect, useRef, useState } from 'react';
import { CloseButton, Collapse, Text } from '@arcadia/ui';
import { IconWorld } from '@tabler/icons-react';
import { useLocation } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { NOTICE, NOTICE_READ_COOKIE, STORAGE_KEYS, readString, writeString } from '@arcadia/shared';
import { useSiteContent } from '../site-data';
import './texts';
import './top-notice.css';

const READ_VALUE = 'true';
const isRead = () => readString(STORAGE_KEYS.noticeRead) === READ_VALUE;
const markRead = () => {
  writeString(STORAGE_KEYS.noticeRead, READ_VALUE);
  // The server reads this one: the next home page comes without the notice's reserved place.
  document.cookie = `${NOTICE_READ_COOKIE}=1; path=/; max-age=31536000; SameSite=Lax`;
};

/**
 * The home page's banner with the current and next domain. Shown
 * until dismissed and only if a current domain exists; dismissal stores the `read` flag, collapses
 * the box and removes it after 0.5 s. Leaving the home page after seeing it also marks it read,
 * which is why it is mounted by the layout (it outlives the home page) and renders only on `/`.
 */
export function TopNotice() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const domains = useSiteContent()?.domainStatus;
  const [read, setRead] = useState(isRead);
  const [expanded, setExpanded] = useState(true);
  const seen = useRef(false);
  const onHome = pathname === '/';
  const visible = onHome && !read && Boolean(domains?.current);

  useEffect(() => {
    if (visible) seen.current = true;
  }, [visible]);

  useEffect(() => {
    if (!onHome && seen.current && !read) {
      markRead();
      setRead(true);
    }
  }, [onHome, read]);

  useEffect(() => {
    if (expanded) return;
    const timer = setTimeout(() => setRead(true), NOTICE.removalDelayMs);
    return () => clearTimeout(timer);
  }, [expanded]);

  if (!visible || !domains?.current) return null;

  const dismiss = () => {
    markRead();
    setExpanded(false);
  };

  return (
    <Collapse expanded={expanded} transitionDuration={NOTICE.removalDelayMs - 100}>
      <div className="arc-notice" role="region" aria-label={t('topNotice.title')} style={{ maxHeight: `${NOTICE.maxHeightRem}rem` }}>
        <span className="arc-notice__icon" aria-hidden>
          <IconWorld size={22} />
        </span>
        <div className="arc-notice__text">
          <Text size="sm" className="arc-notice__domains">
            <span className="arc-notice__entry">
              {t('topNotice.current')}: <strong className="arc-notice__domain">{domains.current}</strong>
            </span>
            {domains.next && (
              <span className="arc-notice__entry">
                {t('topNotice.next')}: <strong className="arc-notice__domain arc-notice__domain--next">{domains.next}</strong>
              </span>
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {t('topNotice.hint')}
          </Text>
        </div>
        <CloseButton onClick={dismiss} aria-label={t('topNotice.dismiss')} />
      </div>
    </Collapse>
  );
}
