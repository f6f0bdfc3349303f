import { formatMoney } from '@streamfront/contract';
import { Suspense, lazy, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
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
  const columns: TableColumn<MoneyPoint>[] = [
    { id: 'period', header: periodHeader, primary: true, cell: (point) => point.label },
    {
      id: 'value',
      header: seriesName,
      className: 'text-right tabular-nums whitespace-nowrap',
      cell: (point) => formatMoney(point.value, currency),
    },
  ];
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
      <div className={asTable ? undefined : 'sr-only'}>
        <ResponsiveTable
          caption={`${caption}, as a table`}
          columns={columns}
          rows={points}
          rowKey={(point) => point.key}
        />
      </div>
    </figure>
  );
}
