import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pointOf } from '@/components/charts/money-chart';
import { ExportCsvButton } from '@/components/list/export-csv-button';
import { ListError, ListSkeleton } from '@/components/list/list-states';
import { PeriodControls } from '@/components/period/period-controls';
import { formatDateTime } from '@/lib/format-date';
import {
  periodFromParams,
  todayIn,
  writePeriod,
  type PeriodOptions,
  type ReportPeriod,
} from '@/lib/report-period';
import { useExportBusiness } from '../api/export-business';
import { useBusinessReport } from '../api/get-business-report';
import { FIGURE_GROUPS } from '../figures';
import { FigureGroup } from './figure-group';
import { PackageRevenue } from './package-revenue';

/** Whole months: the presets that are months, and custom dates read as theirs. */
const PERIODS: Required<PeriodOptions> = {
  presets: ['last-12-months', 'this-year', 'last-month', 'this-month', 'custom'],
  fallback: 'last-12-months',
};

/**
 * Admin: the owner's numbers, month by month: paying customers and churn, recurring revenue,
 * trials, revenue per customer. The period and the currency live in the URL, like finance's.
 * The months are UTC months, as the server counts them, so "today" is the UTC day here.
 */
export function BusinessAdmin() {
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params, todayIn('UTC'), PERIODS);
  const currency = params.get('currency') ?? undefined;
  const { from, to } = period;
  const query = useMemo(
    () => ({ from: from.slice(0, 7), to: to.slice(0, 7), ...(currency ? { currency } : {}) }),
    [from, to, currency],
  );
  const report = useBusinessReport(query);
  const exporting = useExportBusiness();

  function change(next: Partial<ReportPeriod>) {
    setParams((current) => writePeriod(current, next, period));
  }

  const data = report.data;
  return (
    <div className="flex flex-col gap-8">
      <PeriodControls
        period={period}
        presets={PERIODS.presets}
        grouping={false}
        currency={data?.currency ?? currency}
        currencies={data?.currencies ?? []}
        onChange={change}
        onCurrency={(code) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('currency', code);
            return next;
          })
        }
      >
        <ExportCsvButton
          exporting={exporting}
          query={query}
          fileName={() => `business-${query.from}-to-${query.to}.csv`}
          done="Business figures exported."
        />
      </PeriodControls>

      {report.error && (
        <ListError message={report.error.message} onRetry={() => void report.refetch()} />
      )}
      {!data && !report.error && <ListSkeleton rows={4} label="Loading business figures…" />}
      {data && (
        <div
          className={
            report.isPlaceholderData ? 'flex flex-col gap-10 opacity-60' : 'flex flex-col gap-10'
          }
          aria-busy={report.isPlaceholderData || undefined}
        >
          <div className="flex flex-col gap-2 text-slate-300">
            <p>
              {pointOf(data.from, 0).label} to {pointOf(data.to, 0).label}, by UTC month, as of{' '}
              {formatDateTime(data.asOf)}. Amounts in {data.currency}.
            </p>
            <details className="rounded-lg border border-night-700 p-3 text-sm">
              <summary className="cursor-pointer font-semibold text-slate-100">
                How the figures are counted
              </summary>
              <p className="mt-2">{data.paying}</p>
              <p className="mt-2">{data.totalsRule}</p>
            </details>
          </div>
          {FIGURE_GROUPS.map((group) => (
            <FigureGroup key={group.key} group={group} report={data}>
              {group.key === 'recurringRevenue' && <PackageRevenue report={data} />}
            </FigureGroup>
          ))}
        </div>
      )}
    </div>
  );
}
