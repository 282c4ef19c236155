import { Link } from 'react-router-dom';
import { Badge, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../../i18n';
import { DASHBOARD_PAGES, type DashboardPageKey } from '../dashboard-pages';
import { useDashboardLocation } from '../hooks/use-dashboard-location';
import classes from './dashboard.module.css';

interface ComingSoonPanelProps {
  /** The dashboard page that is not open yet. */
  page: DashboardPageKey;
}

/** An honest placeholder for dashboard pages that later releases bring (payments, histories). */
export function ComingSoonPanel({ page }: ComingSoonPanelProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { href } = useDashboardLocation();
  const definition = DASHBOARD_PAGES.find((p) => p.key === page);
  const Icon = definition?.icon;
  const specific = page === 'deposit' || page === 'withdraw';
  return (
    <Paper className={classes.comingSoon} radius="lg" px={{ base: 'md', sm: 'xl' }} py={{ base: 40, sm: 64 }}>
      <Stack align="center" gap="md" maw={520} mx="auto" ta="center">
        {Icon ? (
          <ThemeIcon size={84} radius="50%" variant="light" color={definition.color}>
            <Icon size={44} stroke={1.5} />
          </ThemeIcon>
        ) : null}
        <Badge variant="light" color="yellow" size="lg" radius="xl">
          {t('comingSoon.badge')}
        </Badge>
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {specific ? t(`comingSoon.${page}Title`) : t('comingSoon.title')}
        </Title>
        <Text c="dimmed" size="md">
          {specific ? t(`comingSoon.${page}Text`) : t('comingSoon.text')}
        </Text>
        <Button component={Link} to={href('')} variant="default" radius="xl" leftSection={<IconArrowLeft size={16} />} mt="xs">
          {t('comingSoon.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
