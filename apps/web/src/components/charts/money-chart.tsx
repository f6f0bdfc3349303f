import { formatMoney } from '@streamfront/contract';
import { Suspense, lazy, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { MoneyPoint } from './money-point';

export { pointOf, type MoneyPoint } from './money-point';

// recharts is fetched with the first chart, never with the page that merely links to one.
const MoneyBars = lazy(() => import('./money-bars'));

/**
 * A money chart that everyone can read: a figure with its caption, the bars for the eye,
 * and the same figures as a table — visually hidden beside the chart (a screen reader reads
 * it, not the drawing), or shown in its place with "Show as table".
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
  const [asTable, setAsTable] = useState(false);
  const captionId = useId();
  return (
    <figure
      aria-labelledby={captionId}
      className="flex flex-col gap-3 rounded-xl border border-night-700 bg-night-900 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption id={captionId} className="font-semibold">
          {caption}
        </figcaption>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          Show as table
        </Button>
      </div>
      {!asTable && (
        <div aria-hidden="true" className="h-64 w-full min-w-0" data-testid="money-chart-drawing">
          <Suspense
            fallback={
              <div className="h-full animate-pulse rounded-lg bg-night-800 motion-reduce:animate-none" />
            }
          >
            <MoneyBars points={points} currency={currency} seriesName={seriesName} />
          </Suspense>
        </div>
      )}
      {/* Two narrow columns fit any screen: a plain table, with no scrolling box to reach. */}
      <table className={asTable ? 'w-full text-left' : 'sr-only'}>
        <caption className="sr-only">{`${caption}, as a table`}</caption>
        <thead className="text-xs text-slate-400 uppercase">
          <tr>
            <th scope="col" className="pb-2 font-semibold">
              {periodHeader}
            </th>
            <th scope="col" className="pb-2 text-right font-semibold">
              {seriesName}
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.key} className="border-t border-night-700">
              <th scope="row" className="py-2 pr-4 font-normal">
                {point.label}
              </th>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                {formatMoney(point.value, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
