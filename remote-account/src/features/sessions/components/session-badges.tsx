import { Badge, Group } from '@mantine/core';
import { IconPointFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../../i18n';
import type { PlayerSession } from '../api/get-sessions';
import { isSessionActive } from '../session-display';

/** Active / ended, plus the "this session" mark on the one this browser uses. */
export function SessionBadges({ session }: { session: PlayerSession }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const active = isSessionActive(session);
  return (
    <Group gap={6} wrap="nowrap">
      <Badge
        color={active ? 'teal' : 'gray'}
        variant={active ? 'light' : 'outline'}
        radius="sm"
        leftSection={active ? <IconPointFilled size={12} /> : undefined}
      >
        {active ? t('sessions.active') : t('sessions.ended')}
      </Badge>
      {session.current ? (
        <Badge color="yellow" variant="filled" c="dark.9" radius="sm" data-testid="current-session">
          {t('sessions.current')}
        </Badge>
      ) : null}
    </Group>
  );
}
