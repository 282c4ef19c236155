import { Avatar } from '@arcadia/ui/display';
import { Badge, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@arcadia/ui';
import {
  IconCalendar,
  IconCalendarStar,
  IconHash,
  IconId,
  IconMail,
  IconPhone,
  IconUser,
  IconUserCircle,
  IconWorld,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPhone, useProfile } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { LoadError, SectionCard } from '../../ui';
import type { PlayerProfile } from '@arcadia/shared';
import { maskPersonalNo } from '../mask-personal-no';
import { InfoRow } from './info-row';
import { PhoneVerifiedTag } from './phone-verified-tag';

/** `/dashboard/account`: the personal information from registration, read-only. */
export function AccountPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  // A phone verified in the dialog shows at once: `useProfile` applies the bus's `auth:update`.
  const { data: profile, isFetching: loading, error, refetch } = useProfile();

  if (error && !profile) return <LoadError message={error.message} onRetry={() => void refetch()} />;

  const p: PlayerProfile | null = profile ?? null;
  const busy = !p;
  const dash = (value: string | null | undefined) =>
    value ? (
      <Text fw={600} size="sm">
        {value}
      </Text>
    ) : (
      <Text size="sm" c="dimmed" fs="italic">
        {t('profile.notProvided')}
      </Text>
    );

  return (
    <Stack gap="md" aria-busy={loading}>
      <SectionCard>
        <Group gap="md" wrap="nowrap" mih={64}>
          {p ? (
            <Avatar size={64} radius="xl" variant="gradient" gradient={{ from: 'pink.6', to: 'grape.7', deg: 135 }}>
              {`${p.name.charAt(0)}${p.surname.charAt(0)}`.toUpperCase()}
            </Avatar>
          ) : (
            <Skeleton circle h={64} w={64} style={{ flex: 'none' }} />
          )}
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            {p ? (
              <Title order={2} fz={{ base: 20, sm: 24 }} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
                {p.name} {p.surname}
              </Title>
            ) : (
              <Skeleton h={22} w={200} my={4} radius="sm" />
            )}
            {p ? (
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  @{p.username}
                </Text>
                <Badge variant="outline" color="yellow" radius="sm" size="sm">
                  {t('profile.usercode')} {p.usercode}
                </Badge>
              </Group>
            ) : (
              <Skeleton h={14} w={160} my={3} radius="sm" />
            )}
          </Stack>
        </Group>
      </SectionCard>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SectionCard title={t('profile.personal')}>
          <InfoRow icon={IconUserCircle} label={t('profile.name')} loading={busy}>
            {dash(p?.name)}
          </InfoRow>
          <InfoRow icon={IconUserCircle} label={t('profile.surname')} loading={busy}>
            {dash(p?.surname)}
          </InfoRow>
          <InfoRow icon={IconId} label={t('profile.personalNo')} loading={busy}>
            {p?.personalNo ? (
              <Text fw={600} size="sm" ff="monospace" lts={1} data-testid="personal-no">
                {maskPersonalNo(p.personalNo)}
              </Text>
            ) : (
              dash(null)
            )}
          </InfoRow>
          <InfoRow icon={IconCalendar} label={t('profile.birthDate')} loading={busy}>
            {dash(formatDate(p?.birthDate))}
          </InfoRow>
          <InfoRow icon={IconWorld} label={t('profile.country')} loading={busy} last>
            {dash(p?.country?.name)}
          </InfoRow>
        </SectionCard>

        <SectionCard title={t('profile.contact')}>
          <InfoRow icon={IconUser} label={t('profile.username')} loading={busy}>
            {dash(p?.username)}
          </InfoRow>
          <InfoRow icon={IconHash} label={t('profile.usercode')} loading={busy}>
            {dash(p?.usercode)}
          </InfoRow>
          <InfoRow icon={IconMail} label={t('profile.email')} loading={busy}>
            {dash(p?.email)}
          </InfoRow>
          <InfoRow icon={IconPhone} label={t('profile.phone')} loading={busy} lines={2}>
            {p ? (
              // Number above its tag at every width, so the row is as tall as its placeholder.
              <Stack gap={6} align="flex-end">
                {dash(formatPhone(p.phone))}
                <PhoneVerifiedTag verified={p.smsVerified} />
              </Stack>
            ) : null}
          </InfoRow>
          <InfoRow icon={IconCalendarStar} label={t('profile.memberSince')} loading={busy} last>
            {dash(formatDate(p?.createdAt))}
          </InfoRow>
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}
