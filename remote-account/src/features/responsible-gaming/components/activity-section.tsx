import { lazy, Suspense, useMemo } from 'react';
import { Grid } from '@arcadia/ui/display';
import { Box, Group, Skeleton, Stack, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { LoadError, SectionCard } from '../../ui';
import { activityTotals, fillActivityDays, todayInIstanbul, type ActivityTotals } from '../activity-days';
import { useActivity } from '../api/use-activity';
import { ChartBoundary } from './chart-boundary';
import { PageSection } from './page-section';

const ActivityChart = lazy(() => import('./activity-chart'));

const TOTALS: readonly (keyof ActivityTotals)[] = ['deposits', 'withdrawals', 'stakes', 'wins', 'net'];
const CHART_HEIGHT = 300;

/** Six months of the player's own deposits, withdrawals, stakes, wins and net position, per day and in total. */
export function ActivitySection() {
  const { t } = useTranslation(ACCOUNT_NS);
  const activity = useActivity();
  const days = useMemo(() => (activity.data ? fillActivityDays(activity.data, todayInIstanbul()) : null), [activity.data]);

  let content;
  if (activity.isError && !days) {
    content = <LoadError message={activity.error.message} onRetry={() => void activity.refetch()} />;
  } else {
    content = (
      <SectionCard>
        <Text size="sm" c="dimmed" mb="md">
          {t('responsibleGaming.activity.text')}
        </Text>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 9 }}>
            <Box role="figure" aria-label={t('responsibleGaming.activity.chart')} mih={CHART_HEIGHT}>
              {days ? (
                <ChartBoundary fallback={<Skeleton h={CHART_HEIGHT} radius="md" animate={false} />}>
                  <Suspense fallback={<Skeleton h={CHART_HEIGHT} radius="md" role="status" aria-label={t('responsibleGaming.activity.loading')} />}>
                    <ActivityChart days={days} />
                  </Suspense>
                </ChartBoundary>
              ) : (
                <Skeleton h={CHART_HEIGHT} radius="md" />
              )}
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 3 }}>
            <ActivityTotalsList totals={days ? activityTotals(days) : null} />
          </Grid.Col>
        </Grid>
      </SectionCard>
    );
  }

  return (
    <PageSection id="rg-activity" title={t('responsibleGaming.activity.title')}>
      {content}
    </PageSection>
  );
}

/** The six months' totals beside the chart: the same figures in words, for those who cannot see the chart. */
function ActivityTotalsList({ totals }: { totals: ActivityTotals | null }) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  return (
    <Stack gap="xs">
      <Text id="rg-activity-totals" component="h3" size="xs" tt="uppercase" fw={700} c="dimmed" lts={1} m={0}>
        {t('responsibleGaming.activity.totals')}
      </Text>
      <Box component="ul" aria-labelledby="rg-activity-totals" p={0} m={0} style={{ listStyle: 'none' }}>
        {TOTALS.map((key) => {
          const value = totals?.[key];
          const tone = key === 'net' && value !== undefined ? (value < 0 ? 'red.4' : value > 0 ? 'teal.4' : undefined) : undefined;
          return (
            <Group key={key} component="li" justify="space-between" gap="xs" wrap="nowrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-dark-5)' }}>
              <Text size="sm" c="dimmed">
                {t(`responsibleGaming.activity.series.${key}`)}
              </Text>
              {value === undefined ? (
                <Skeleton h={14} w={80} />
              ) : (
                <Text size="sm" fw={800} ff="monospace" c={tone} data-total={key}>
                  {formatMoney(value, i18n.language)}
                </Text>
              )}
            </Group>
          );
        })}
      </Box>
    </Stack>
  );
}
