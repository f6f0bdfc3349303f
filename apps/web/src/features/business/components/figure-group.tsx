import { BUSINESS_GROUPS, formatMoney, type BusinessReport } from '@streamfront/contract';
import type { ReactNode } from 'react';
import { pointOf } from '@/components/charts/money-chart';
import { NO_FIGURE, SeriesChart } from '@/components/charts/series-chart';
import { FIGURE_LABELS, formatFigure, type FIGURE_GROUPS } from '../figures';

const count = new Intl.NumberFormat('en-US');

/**
 * One group of figures: a card per figure for the whole period, each with the formula the
 * server gives beside it, then the months as a chart with the same figures as a table.
 */
export function FigureGroup({
  group,
  report,
  children,
}: {
  group: (typeof FIGURE_GROUPS)[number];
  report: BusinessReport;
  children?: ReactNode;
}) {
  const id = `business-${group.key}`;
  const figures = BUSINESS_GROUPS[group.key];
  const { currency } = report;
  const drawn = new Set<string>(group.drawn);
  const first = pointOf(report.from, 0).label;
  const last = pointOf(report.to, 0).label;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {group.title}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {figures.map((figure) => {
          const value = report.totals[figure];
          return (
            <div
              key={figure}
              className="flex flex-col gap-1 rounded-xl border border-night-700 bg-night-900 p-4"
            >
              <dt className="text-sm text-slate-300">{FIGURE_LABELS[figure]}</dt>
              <dd className="text-xl font-bold tabular-nums">
                {value === null ? NO_FIGURE : formatFigure(figure, value, currency)}
              </dd>
              <dd className="text-xs text-slate-400">{report.formulas[figure]}</dd>
            </div>
          );
        })}
      </dl>
      <SeriesChart
        caption={`${group.title} by month, ${first} to ${last}${group.axis === 'money' ? ` (${currency})` : ''}`}
        periodHeader="Month"
        axisFormat={
          group.axis === 'money'
            ? (minor) => formatMoney(minor, currency)
            : (value) => count.format(value)
        }
        series={figures.map((figure) => ({
          key: figure,
          name: FIGURE_LABELS[figure],
          format: (value: number) => formatFigure(figure, value, currency),
          drawn: drawn.has(figure),
        }))}
        points={report.months.map((month) => {
          const { key, label, shortLabel } = pointOf(month.month, 0);
          return {
            key,
            label,
            shortLabel,
            values: Object.fromEntries(figures.map((figure) => [figure, month[figure]])),
          };
        })}
      />
      {children}
    </section>
  );
}
