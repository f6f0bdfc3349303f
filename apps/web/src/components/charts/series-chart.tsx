import { Suspense, lazy, useId, useState } from 'react';
import { Button } from '@/components/ui/button';

// recharts is fetched with the first chart, never with the page that merely links to one.
const SeriesBars = lazy(() => import('./series-bars'));

/** One period of a chart: named in full for the table, briefly under the bars, and its figures. */
export interface SeriesPoint {
  key: string;
  /** "Nov 3, 2026", "November 2026": the table's words and the tooltip's. */
  label: string;
  /** "Nov 3", "Nov 2026": under the bars. */
  shortLabel: string;
  values: Readonly<Record<string, number | null>>;
}

/** A figure of the chart's table; drawn as bars too unless `drawn` is false. */
export interface ChartSeries {
  key: string;
  /** Its column heading and its name in the legend and tooltip. */
  name: string;
  format: (value: number) => string;
  drawn?: boolean;
}

/** What the table shows for a figure with nothing to divide by. */
export const NO_FIGURE = '—';

/**
 * A chart that everyone can read: a figure with its caption, bars for the eye (one colour per
 * series, named in a legend), and the same figures as a table: visually hidden beside the
 * drawing (a screen reader reads it, not the drawing), or shown in its place with "Show as
 * table". Series that are not drawn (a rate beside its counts) are in the table only. The
 * drawn series share one axis, so a chart draws figures of one kind (money, or counts).
 */
export function SeriesChart({
  caption,
  points,
  periodHeader,
  series,
  axisFormat,
}: {
  caption: string;
  points: readonly SeriesPoint[];
  /** The table's first heading: "Day", "Month". */
  periodHeader: string;
  series: readonly ChartSeries[];
  /** The value axis' labels. */
  axisFormat: (value: number) => string;
}) {
  const [asTable, setAsTable] = useState(false);
  const captionId = useId();
  const drawn = series.filter((s) => s.drawn !== false);
  const table = (
    <table className="w-full text-left">
      <caption className="sr-only">{`${caption}, as a table`}</caption>
      <thead className="text-xs text-slate-400 uppercase">
        <tr>
          <th scope="col" className="pr-4 pb-2 font-semibold">
            {periodHeader}
          </th>
          {series.map((s) => (
            <th key={s.key} scope="col" className="pb-2 pl-4 text-right font-semibold">
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.key} className="border-t border-night-700">
            <th scope="row" className="py-2 pr-4 font-normal whitespace-nowrap">
              {point.label}
            </th>
            {series.map((s) => {
              const value = point.values[s.key];
              return (
                <td key={s.key} className="py-2 pl-4 text-right whitespace-nowrap tabular-nums">
                  {value === null || value === undefined ? NO_FIGURE : s.format(value)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <figure
      aria-labelledby={captionId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-night-700 bg-night-900 p-4"
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
        <div aria-hidden="true" className="h-64 w-full min-w-0" data-testid="chart-drawing">
          <Suspense
            fallback={
              <div className="h-full animate-pulse rounded-lg bg-night-800 motion-reduce:animate-none" />
            }
          >
            <SeriesBars points={points} series={drawn} axisFormat={axisFormat} />
          </Suspense>
        </div>
      )}
      {/*
       * Hidden, a plain table in a visually hidden box: a table is never narrower than its
       * columns, so hidden by itself a wide one would still widen the page, and a scrolling
       * box there would be one axe finds unreachable by keyboard. Shown, a wide one scrolls
       * sideways in a box of its own that takes the focus, so the page never does.
       */}
      {!asTable ? (
        <div className="sr-only">{table}</div>
      ) : series.length > 1 ? (
        <div
          role="region"
          aria-label={`${caption}, as a table`}
          tabIndex={0}
          className="-m-1 overflow-x-auto p-1"
        >
          {table}
        </div>
      ) : (
        table
      )}
    </figure>
  );
}
