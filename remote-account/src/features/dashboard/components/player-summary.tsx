import { Link } from '@arcadia/ui/router';
import { Avatar } from '@arcadia/ui/display';
import { Button, Group, Paper, Stack, Text, Title } from '@arcadia/ui';
import { IconCashPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, readAuthData, useAuthState } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { useDashboardLocation } from '../hooks/use-dashboard-location';
import classes from './dashboard.module.css';

/** The hub's header card: who is signed in and their balance, with the way to deposit. */
export function PlayerSummary() {
  const { t } = useTranslation(ACCOUNT_NS);
  const auth = useAuthState();
  const stored = readAuthData();
  // The shell fills the auth state from the stored data at start; the stored copy covers the instant before.
  const username = auth.username || stored?.username || '';
  const balance = auth.isLoggedIn ? auth.balance : (stored?.balance ?? 0);
  const usercode = stored?.usercode;
  const { href } = useDashboardLocation();
  return (
    <Paper className={classes.hero} radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" gap="lg">
        <Group gap="md" wrap="nowrap" miw={0}>
          <Avatar size={60} radius="xl" variant="gradient" gradient={{ from: 'yellow.5', to: 'orange.7', deg: 135 }}>
            {username.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Text size="xs" tt="uppercase" fw={700} c="yellow.5" lts={1}>
              {t('title')}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
              {t('greeting', { name: username })}
            </Title>
            {usercode ? (
              <Text size="sm" c="dimmed">
                {t('usercode')}: {usercode}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap="lg" align="center" justify="space-between" w={{ base: '100%', sm: 'auto' }}>
          <Stack gap={0}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={1}>
              {t('balance')}
            </Text>
            <Text fz={{ base: 26, sm: 32 }} fw={800} lh={1.15} c="yellow.4" data-testid="dashboard-balance">
              {formatMoney(balance)}
            </Text>
          </Stack>
          <Button
            component={Link}
            to={href('deposit')}
            size="md"
            radius="xl"
            variant="gradient"
            gradient={{ from: 'yellow.5', to: 'orange.6', deg: 120 }}
            c="dark.9"
            leftSection={<IconCashPlus size={20} />}
          >
            {t('depositNow')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
