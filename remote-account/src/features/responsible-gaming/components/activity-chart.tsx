import { LineChart } from '@arcadia/ui/charts';
import { useTranslation } from 'react-i18next';
import { formatDayMonth, formatMoney, type ActivityDay } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';

/** The five lines, in the legend's order, with the site's colours for money in, money out, play and the result. */
const SERIES = [
  { name: 'deposits', color: 'teal.5' },
  { name: 'withdrawals', color: 'orange.5' },
  { name: 'stakes', color: 'grape.4' },
  { name: 'wins', color: 'yellow.5' },
  { name: 'net', color: 'blue.4' },
] as const;

const compact = (language: string) =>
  new Intl.NumberFormat(language.startsWith('en') ? 'en-US' : 'tr-TR', { notation: 'compact', maximumFractionDigits: 1 });

/** `Kas 5` / `Nov 5` from a `YYYY-MM-DD` day. */

/**
 * The player's money and play per day. Loaded on its own (React.lazy) so the chart library is
 * downloaded only by those who open this page.
 */
export default function ActivityChart({ days }: { days: readonly ActivityDay[] }) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const axis = compact(i18n.language);
  return (
    <LineChart
      h={300}
      data={days as ActivityDay[]}
      dataKey="day"
      series={SERIES.map((series) => ({ ...series, label: t(`responsibleGaming.activity.series.${series.name}`) }))}
      curveType="linear"
      withDots={false}
      strokeWidth={1.3}
      gridAxis="y"
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 56 }}
      valueFormatter={(value) => formatMoney(value, i18n.language)}
      xAxisProps={{ tickFormatter: (day: string) => formatDayMonth(day, i18n.language), minTickGap: 24 }}
      yAxisProps={{ tickFormatter: (value: number) => axis.format(value), width: 48 }}
      referenceLines={[{ y: 0, color: 'dark.3' }]}
      tooltipProps={{ labelFormatter: (day) => formatDayMonth(String(day), i18n.language) }}
    />
  );
}
