import { Text, VisuallyHidden } from '@arcadia/ui';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlaySession } from '@arcadia/shared';
import { formatElapsed, formatNet, netColor } from '../play-session';
import '../../../i18n/launch';
import '../play.css';

export interface SessionMeterProps {
  session: PlaySession;
  /** The time now, moving every second. */
  now: number;
}

/** The session's elapsed time (h:mm:ss) over its net position, small enough for a phone's play bar. */
export function SessionMeter({ session, now }: SessionMeterProps) {
  const { t, i18n } = useTranslation('casino');
  return (
    <div className="arc-session" role="group" aria-label={t('session.label')}>
      <span className="arc-session__time">
        <IconClock size={12} aria-hidden />
        <span role="timer" aria-label={t('session.elapsed')}>
          {formatElapsed(now - Date.parse(session.startedAt))}
        </span>
      </span>
      <Text component="span" className="arc-session__net" c={netColor(session.net)} title={t('session.net')}>
        <VisuallyHidden>{t('session.net')}: </VisuallyHidden>
        {formatNet(session.net, i18n.language)}
      </Text>
    </div>
  );
}
