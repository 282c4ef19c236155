import { Link, Outlet } from 'react-router-dom';
import { Anchor, Box, Breadcrumbs, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { useDashboardLocation } from '../hooks/use-dashboard-location';
import { DashboardSideNav, DashboardTabNav } from './dashboard-nav';

/** The frame of every dashboard route: the hub alone, or a page with its title and the navigation. */
export function DashboardLayout() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { page, href } = useDashboardLocation();
  // Read synchronously on the first render so the navigation never swaps after mounting.
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false });

  return (
    <Box maw={1280} mx="auto" px={{ base: 'sm', sm: 'md', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      {page ? (
        <Stack gap={isMobile ? 'md' : 'lg'}>
          <Stack gap={6}>
            <Breadcrumbs separator="/" separatorMargin={6}>
              <Anchor component={Link} to={href('')} size="sm" c="dimmed">
                {t('title')}
              </Anchor>
              <Anchor component={Link} to={href(page.path)} size="sm" c="yellow.4" fw={600} aria-current="page">
                {t(`pages.${page.key}.title`)}
              </Anchor>
            </Breadcrumbs>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="md" variant="light" color={page.color}>
                <page.icon size={22} stroke={1.7} />
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
          </Stack>
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
