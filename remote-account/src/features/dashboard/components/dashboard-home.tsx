import { SimpleGrid, Stack, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../../i18n';
import { DASHBOARD_ACTIONS, DASHBOARD_PAGES } from '../dashboard-pages';
import { useDashboardLocation } from '../hooks/use-dashboard-location';
import { DashboardTile } from './dashboard-tile';
import { PlayerSummary } from './player-summary';

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

/** `/dashboard`: the account hub with a tile for every dashboard page and the account actions. */
export function DashboardHome() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { href } = useDashboardLocation();
  return (
    <Stack gap="xl">
      <PlayerSummary />
      <Stack gap="sm" component="section" aria-label={t('tiles.pagesTitle')}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={1}>
          {t('tiles.pagesTitle')}
        </Text>
        <SimpleGrid cols={GRID_COLS} spacing="md">
          {DASHBOARD_PAGES.map((page) => (
            <DashboardTile
              key={page.key}
              to={href(page.path)}
              icon={page.icon}
              color={page.color}
              title={t(`pages.${page.key}.title`)}
              description={t(`pages.${page.key}.description`)}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm" component="section" aria-label={t('tiles.securityTitle')}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={1}>
          {t('tiles.securityTitle')}
        </Text>
        <SimpleGrid cols={GRID_COLS} spacing="md">
          {DASHBOARD_ACTIONS.map((action) => (
            <DashboardTile
              key={action.key}
              onClick={action.run}
              icon={action.icon}
              color={action.color}
              title={t(`actions.${action.key}.title`)}
              description={t(`actions.${action.key}.description`)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
