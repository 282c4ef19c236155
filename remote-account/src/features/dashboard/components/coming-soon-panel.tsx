import { Link } from '@arcadia/ui/router';
import { Button } from '@arcadia/ui';
import { IconArrowLeft, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { DASHBOARD_PAGES, type DashboardPageKey } from '../dashboard-pages';
import { useDashboardLocation } from '../hooks/use-dashboard-location';

interface ComingSoonPanelProps {
  /** The dashboard page that is not open yet. */
  page: DashboardPageKey;
}

/** An honest placeholder for dashboard pages that later releases bring. */
export function ComingSoonPanel({ page }: ComingSoonPanelProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { href } = useDashboardLocation();
  const definition = DASHBOARD_PAGES.find((p) => p.key === page);
  return (
    <ComingSoon
      icon={definition?.icon ?? IconClock}
      color={definition?.color ?? 'yellow'}
      badge={t('comingSoon.badge')}
      title={t('comingSoon.title')}
      description={t('comingSoon.text')}
      order={2}
    >
      <Button component={Link} to={href('')} variant="default" radius="xl" leftSection={<IconArrowLeft size={16} />} mt="xs">
        {t('comingSoon.back')}
      </Button>
    </ComingSoon>
  );
}
