import { useTranslation } from 'react-i18next';
import { useAuthState } from '@arcadia/shared';
import { useSportsbookFrame } from '../hooks/use-sportsbook-frame';
import type { Integration, Section } from '../integrations';
import { SPORTS_NS } from '../../../i18n';
import { FrameProblem } from './frame-problem';
import { FrameSkeleton } from './frame-skeleton';

/**
 * The integration's frame, full width, as tall as its content says (it never scrolls inside: the
 * page does). Until the frame speaks, its place is reserved and a skeleton stands in it, so nothing
 * below moves when it arrives; the frame stays mounted under a failure, and a late answer still shows it.
 */
export function SportsbookFrame({ section, integration }: { section: Section; integration: Integration }) {
  const { t } = useTranslation(SPORTS_NS);
  const { isLoggedIn } = useAuthState();
  const { status, load, height, frameRef, onFrameLoad, retry } = useSportsbookFrame(section, integration);
  const sized = status === 'ready' && height !== null && height > 0;

  return (
    <div className="arc-sportsbook__stage" data-status={status} data-sized={sized || undefined} aria-busy={status === 'loading'}>
      {load ? (
        <iframe
          key={load.id}
          ref={frameRef}
          src={load.src}
          onLoad={onFrameLoad}
          title={t(`frameTitle.${integration}`)}
          className="arc-sportsbook__frame"
          style={sized ? { height: `${height}px` } : undefined}
          // The page scrolls, not the frame: its height follows the `size` the sportsbook reports.
          scrolling="no"
          // No top navigation: a sportsbook page can never take the site's window away.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          allow="fullscreen"
          referrerPolicy="origin"
        />
      ) : null}
      {status === 'loading' ? <FrameSkeleton /> : null}
      {status === 'failed' || status === 'unavailable' ? <FrameProblem kind={status} signedIn={isLoggedIn} onRetry={retry} /> : null}
    </div>
  );
}
