import { EmptyState, Table } from '@arcadia/ui/display';
import { Group, Skeleton, Stack, Text } from '@arcadia/ui';
import { IconClock, IconDevices } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useIsMobile, useSessions } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { LoadError, SectionCard, SkeletonRows, TableScroll } from '../../ui';
import type { PlayerSession } from '@arcadia/shared';
import { DeviceCell } from './device-cell';
import { FingerprintCell } from './fingerprint-cell';
import { SessionBadges } from './session-badges';

const SKELETON_ROWS = 4;
const CURRENT_ROW_BG = 'rgba(250, 176, 5, 0.07)';

/** `/dashboard/session-history`: the player's logins, newest first, this browser's marked. */
export function SessionHistoryPage() {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const { data: sessions, error, refetch } = useSessions();
  const isMobile = useIsMobile();

  if (error && !sessions) return <LoadError message={error.message} onRetry={() => void refetch()} />;

  const time = (value: string | null) => formatDateTime(value, i18n.language);

  const intro = (
    <Text size="sm" c="dimmed">
      {t('sessions.summary')}
    </Text>
  );

  if (sessions && sessions.length === 0) {
    return (
      <Stack gap="md">
        {intro}
        <SectionCard py={48}>
          <EmptyState icon={<IconDevices size={32} />} withIndicatorBackground title={t('sessions.empty')} />
        </SectionCard>
      </Stack>
    );
  }

  if (isMobile) {
    return (
      <Stack gap="sm" aria-busy={!sessions}>
        {intro}
        {sessions ? (
          // A list, so assistive technology announces how many sessions there are.
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('pages.sessionHistory.title')}>
            {sessions.map((session) => (
              <li key={session.id}>
                <SessionCard session={session} time={time} />
              </li>
            ))}
          </Stack>
        ) : (
          Array.from({ length: SKELETON_ROWS }, (_, i) => <Skeleton key={i} h={178} radius="lg" />)
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {intro}
      <SectionCard p={0} style={{ overflow: 'hidden', border: '1px solid var(--mantine-color-dark-4)' }}>
        <TableScroll minWidth={780} label={t('pages.sessionHistory.title')}>
          <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover aria-busy={!sessions} style={{ whiteSpace: 'nowrap' }}>
            <Table.Thead bg="dark.8">
              <Table.Tr>
                <Table.Th>{t('sessions.time')}</Table.Th>
                <Table.Th>{t('sessions.ip')}</Table.Th>
                <Table.Th>{t('sessions.device')}</Table.Th>
                <Table.Th>{t('sessions.fingerprint')}</Table.Th>
                <Table.Th>{t('sessions.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions
                ? sessions.map((session) => (
                    <Table.Tr
                      key={session.id}
                      bg={session.current ? CURRENT_ROW_BG : undefined}
                      data-current={session.current || undefined}
                      h={64}
                    >
                      <Table.Td>
                        <SessionTimes session={session} time={time} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {session.ip}
                        </Text>
                      </Table.Td>
                      <Table.Td maw={220}>
                        <DeviceCell session={session} />
                      </Table.Td>
                      <Table.Td>
                        <FingerprintCell fingerprint={session.fingerprint} />
                      </Table.Td>
                      <Table.Td>
                        <SessionBadges session={session} stacked />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : <SkeletonRows rows={SKELETON_ROWS} widths={[150, 100, 160, 120, 90]} height={64} />}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </SectionCard>
    </Stack>
  );
}

/** When the session began and, if known, when it was last seen. */
function SessionTimes({ session, time }: SessionCardProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <>
      <Text size="sm" fw={600}>
        {time(session.createdAt)}
      </Text>
      {session.lastSeenAt ? (
        <Text size="xs" c="dimmed">
          {t('sessions.lastSeen', { time: time(session.lastSeenAt) })}
        </Text>
      ) : null}
    </>
  );
}

interface SessionCardProps {
  session: PlayerSession;
  time: (value: string | null) => string;
}

/** A session as a card, for phones. */
function SessionCard({ session, time }: SessionCardProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <SectionCard
      p="md"
      data-current={session.current || undefined}
      style={
        session.current
          ? { border: '1px solid var(--mantine-color-yellow-7)', background: `linear-gradient(160deg, ${CURRENT_ROW_BG}, var(--mantine-color-dark-7))` }
          : undefined
      }
    >
      <Stack gap={10}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={8} wrap="nowrap">
            <IconClock size={16} color="var(--mantine-color-dark-2)" aria-hidden />
            <div>
              <SessionTimes session={session} time={time} />
            </div>
          </Group>
        </Group>
        <SessionBadges session={session} />
        <DeviceCell session={session} />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed">
            {t('sessions.ip')}
          </Text>
          <Text size="sm" ff="monospace">
            {session.ip}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed">
            {t('sessions.fingerprint')}
          </Text>
          <FingerprintCell fingerprint={session.fingerprint} />
        </Group>
      </Stack>
    </SectionCard>
  );
}
