import { useEffect, useRef } from 'react';
import { Link } from '@arcadia/ui/router';
import { Button, Divider, NavLink, Paper, ScrollArea } from '@arcadia/ui';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../../i18n';
import { DASHBOARD_ACTIONS, DASHBOARD_PAGES, type DashboardPage } from '../dashboard-pages';
import { useDashboardLocation } from '../hooks/use-dashboard-location';
import classes from './dashboard.module.css';

interface DashboardNavProps {
  /** The page being shown; its entry is highlighted. */
  current: DashboardPage;
}

/** Desktop: a sticky side menu of every dashboard page plus the account actions. */
export function DashboardSideNav({ current }: DashboardNavProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { href } = useDashboardLocation();
  return (
    <Paper component="nav" aria-label={t('navigation')} className={classes.sideNav} radius="lg" p="xs">
      <NavLink
        component={Link}
        to={href('')}
        label={t('title')}
        leftSection={<IconLayoutDashboard size={18} stroke={1.7} />}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
      {DASHBOARD_PAGES.map((page) => (
        <NavLink
          key={page.key}
          component={Link}
          to={href(page.path)}
          label={t(`pages.${page.key}.title`)}
          leftSection={<page.icon size={18} stroke={1.7} color={`var(--mantine-color-${page.color}-4)`} />}
          active={page.key === current.key}
          aria-current={page.key === current.key ? 'page' : undefined}
          variant="light"
          fw={page.key === current.key ? 700 : 500}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
      <Divider my="xs" color="dark.4" />
      {DASHBOARD_ACTIONS.map((action) => (
        <NavLink
          key={action.key}
          component="button"
          type="button"
          onClick={action.run}
          label={t(`actions.${action.key}.title`)}
          leftSection={<action.icon size={18} stroke={1.7} color={`var(--mantine-color-${action.color}-4)`} />}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Paper>
  );
}

/** Phones: the same pages as a compact row of pills that scrolls sideways; the current one scrolled into view. */
export function DashboardTabNav({ current }: DashboardNavProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { href } = useDashboardLocation();
  const activeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    activeRef.current?.scrollIntoView({ inline: 'center', block: 'nearest' });
  }, [current.key]);
  return (
    <ScrollArea type="never" scrollbars="x" offsetScrollbars={false}>
      <nav aria-label={t('navigation')} className={classes.tabNav}>
        {DASHBOARD_PAGES.map((page) => {
          const active = page.key === current.key;
          return (
            <Button
              key={page.key}
              component={Link}
              to={href(page.path)}
              ref={active ? activeRef : undefined}
              aria-current={active ? 'page' : undefined}
              size="compact-md"
              radius="xl"
              variant={active ? 'filled' : 'default'}
              leftSection={<page.icon size={16} stroke={1.8} />}
              style={{ flex: 'none' }}
            >
              {t(`pages.${page.key}.title`)}
            </Button>
          );
        })}
      </nav>
    </ScrollArea>
  );
}
