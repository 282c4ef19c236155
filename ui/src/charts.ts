/**
 * `@arcadia/ui/charts`: Mantine's charts (recharts inside), for the player's own activity. Shared like
 * `@arcadia/ui` (one instance, always from the container that provides `@arcadia/ui`, so the charts
 * read the site's theme), and loaded only when a chart first renders: recharts stays out of every
 * first load.
 */
export { LineChart } from '@mantine/charts';
export type { LineChartProps, LineChartSeries } from '@mantine/charts';
