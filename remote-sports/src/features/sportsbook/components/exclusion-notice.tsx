import { Button, Text } from '@arcadia/ui';
import { IconCashBanknote, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, openDialog, useAuthState, useResponsibleGamingStatus, type Exclusion } from '@arcadia/shared';
import { SPORTS_NS } from '../../../i18n';

const running = (exclusion: Exclusion | null | undefined, now = Date.now()): Exclusion | null =>
  exclusion && (exclusion.until === null || Date.parse(exclusion.until) > now) ? exclusion : null;

/**
 * Above the frame while a time-out, a self-exclusion or the operator's exclusion runs: until when
 * (the site's date formatter, Istanbul time), that betting is closed meanwhile while the odds stay
 * in view, and the withdrawal. The frame itself refuses the bets (the operator will not exchange
 * the player's token) and, told the player is signed in, offers no login of its own.
 */
export function ExclusionNotice() {
  const { t, i18n } = useTranslation(SPORTS_NS);
  const { isLoggedIn } = useAuthState();
  const { data } = useResponsibleGamingStatus({ enabled: isLoggedIn });
  const exclusion = isLoggedIn ? running(data?.exclusion) : null;
  if (!exclusion) return null;
  const title = exclusion.until
    ? t(`excluded.until.${exclusion.type}`, { date: formatDateTime(exclusion.until, i18n.language) })
    : t(`excluded.indefinite.${exclusion.type}`);
  return (
    <div className="arc-sportsbook__excluded" role="region" aria-label={t('excluded.label')} data-testid="sportsbook-excluded">
      <IconLock size={22} aria-hidden className="arc-sportsbook__excluded-icon" />
      <div className="arc-sportsbook__excluded-text">
        <Text fw={700} size="sm">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {t('excluded.text')}
        </Text>
      </div>
      <Button size="sm" color="yellow" c="dark.9" leftSection={<IconCashBanknote size={16} aria-hidden />} onClick={() => openDialog('withdraw')}>
        {t('excluded.withdraw')}
      </Button>
    </div>
  );
}
