import { formatMoney } from '@streamfront/contract';
import type { MoneyPoint } from './money-point';
import { SeriesChart } from './series-chart';

export { pointOf, type MoneyPoint } from './money-point';

/**
 * A chart of one amount per period (the dashboard's and finance's): the kit's SeriesChart
 * with a single series of money.
 */
export function MoneyChart({
  caption,
  currency,
  points,
  periodHeader,
  seriesName,
}: {
  caption: string;
  currency: string;
  points: readonly MoneyPoint[];
  /** The table's first heading: "Day", "Month". */
  periodHeader: string;
  /** What the amounts are: "Net revenue", "Profit". */
  seriesName: string;
}) {
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <SeriesChart
      caption={caption}
      periodHeader={periodHeader}
      axisFormat={money}
      series={[{ key: 'value', name: seriesName, format: money }]}
      points={points.map(({ key, label, shortLabel, value }) => ({
        key,
        label,
        shortLabel,
        values: { value },
      }))}
    />
  );
}
