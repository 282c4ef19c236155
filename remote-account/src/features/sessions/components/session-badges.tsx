import { Badge, Flex } from '@arcadia/ui';
import { IconPointFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../../i18n';
import type { PlayerSession } from '@arcadia/shared';
import { isSessionActive } from '../session-display';

interface SessionBadgesProps {
  session: PlayerSession;
  /** Stack the badges (narrow table column) instead of a row. @default false */
  stacked?: boolean;
}

/** Active / ended, plus the "this session" mark on the one this browser uses. */
export function SessionBadges({ session, stacked = false }: SessionBadgesProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const active = isSessionActive(session);
  return (
    <Flex gap={6} direction={stacked ? 'column' : 'row'} align="flex-start">
      <Badge
        color={active ? 'teal' : 'gray'}
        variant={active ? 'light' : 'outline'}
        radius="sm"
        leftSection={active ? <IconPointFilled size={12} /> : undefined}
        style={{ flex: 'none' }}
      >
        {active ? t('sessions.active') : t('sessions.ended')}
      </Badge>
      {session.current ? (
        <Badge variant="filled" radius="sm" style={{ flex: 'none' }} data-testid="current-session">
          {t('sessions.current')}
        </Badge>
      ) : null}
    </Flex>
  );
}
