import { Outlet } from '@arcadia/ui/router';
import { Box, Group, Stack, Text, ThemeIcon, Title } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { useDashboardLocation } from '../hooks/use-dashboard-location';
import { DashboardSideNav, DashboardTabNav } from './dashboard-nav';

/**
 * The frame of every dashboard route: the hub alone, or a page with its title and the navigation.
 * The shell already draws the breadcrumb trail (Home / My Account / page) and the page margins.
 */
export function DashboardLayout() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { page } = useDashboardLocation();
  // Read synchronously on the first render so the navigation never swaps after mounting.
  const isMobile = useIsMobile();

  return (
    <Box pt={{ base: 4, sm: 'xs' }}>
      {page ? (
        <Stack gap={isMobile ? 'md' : 'lg'}>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" color={page.color} style={{ flex: 'none' }}>
              <page.icon size={24} stroke={1.7} />
            </ThemeIcon>
            <div>
              <Title order={1} fz={{ base: 22, sm: 26 }} lh={1.2}>
                {t(`pages.${page.key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`pages.${page.key}.description`)}
              </Text>
            </div>
          </Group>
          {isMobile ? <DashboardTabNav current={page} /> : null}
          <Group align="flex-start" wrap="nowrap" gap="xl">
            {isMobile ? null : (
              <Box w={250} style={{ flex: 'none', alignSelf: 'stretch' }}>
                <DashboardSideNav current={page} />
              </Box>
            )}
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Outlet />
            </Box>
          </Group>
        </Stack>
      ) : (
        <Outlet />
      )}
    </Box>
  );
}
