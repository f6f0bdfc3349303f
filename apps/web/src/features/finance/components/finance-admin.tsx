import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MoneyChart, pointOf } from '@/components/charts/money-chart';
import { ExportCsvButton } from '@/components/list/export-csv-button';
import { ListError, ListSkeleton } from '@/components/list/list-states';
import { PeriodControls } from '@/components/period/period-controls';
import { SelectField } from '@/components/ui/select-field';
import { periodFromParams, todayIn, writePeriod, type ReportPeriod } from '@/lib/report-period';
import { browserTimeZone } from '@/lib/time-zone';
import { useExportFinance } from '../api/export-finance';
import { useExportInvoices } from '../api/export-invoices';
import { useFinanceSummary } from '../api/get-finance-summary';
import { EntriesList } from './entries-list';
import { FinanceTotals } from './finance-totals';
import { MethodTable, PackageTable, PeriodTable } from './finance-tables';

const SERIES = [
  { value: 'net', label: 'Net revenue' },
  { value: 'profit', label: 'Profit' },
] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `finance-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Admin: the money of a period, from the orders and the business's own entries. The period,
 * its grouping, the currency and the chart's series live in the URL, so a report can be
 * bookmarked and Back steps through the periods looked at.
 */
export function FinanceAdmin() {
  const [timeZone] = useState(browserTimeZone);
  const [params, setParams] = useSearchParams();
  const today = todayIn(timeZone);
  const period = periodFromParams(params, today);
  const currency = params.get('currency') ?? undefined;
  const series = params.get('chart') === 'profit' ? 'profit' : 'net';
  const { from, to, groupBy } = period;
  const query = useMemo(
    () => ({ from, to, groupBy, timeZone, ...(currency ? { currency } : {}) }),
    [from, to, groupBy, timeZone, currency],
  );
  const summary = useFinanceSummary(query);
  const exporting = useExportFinance();
  const exportingInvoices = useExportInvoices();

  function change(next: Partial<ReportPeriod>) {
    // A new period starts the entries list again at its first page.
    setParams((current) => writePeriod(current, next, period, ['entries.page']));
  }
  function setParam(name: string, value: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      return next;
    });
  }

  const data = summary.data;
  const seriesName = SERIES.find((s) => s.value === series)!.label;
  return (
    <div className="flex flex-col gap-8">
      <PeriodControls
        period={period}
        currency={data?.currency ?? currency}
        currencies={data?.currencies ?? []}
        onChange={change}
        onCurrency={(code) => setParam('currency', code)}
      >
        {/* The figures, and the register of the invoices behind them. */}
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <ExportCsvButton
            exporting={exporting}
            query={query}
            fileName={() => `finance-${from}-to-${to}.csv`}
            done="Finance figures exported."
          />
          <ExportCsvButton
            exporting={exportingInvoices}
            query={query}
            label="Export invoices"
            fileName={() => `invoices-${from}-to-${to}.csv`}
            done="Invoices exported."
          />
        </div>
      </PeriodControls>

      {summary.error && (
        <ListError message={summary.error.message} onRetry={() => void summary.refetch()} />
      )}
      {!data && !summary.error && <ListSkeleton rows={4} label="Loading finance figures…" />}
      {data && (
        <div
          className={
            summary.isPlaceholderData ? 'flex flex-col gap-8 opacity-60' : 'flex flex-col gap-8'
          }
          aria-busy={summary.isPlaceholderData || undefined}
        >
          <Section title="Totals">
            <FinanceTotals totals={data.totals} currency={data.currency} />
          </Section>
          <div className="flex flex-col gap-3">
            <div className="w-full sm:w-48">
              <SelectField
                label="Chart shows"
                value={series}
                options={SERIES}
                onChange={(event) => setParam('chart', event.target.value)}
              />
            </div>
            <MoneyChart
              caption={`${seriesName} by ${data.groupBy}, ${pointOf(data.from, 0).label} to ${pointOf(data.to, 0).label} (${data.currency})`}
              currency={data.currency}
              periodHeader={data.groupBy === 'day' ? 'Day' : 'Month'}
              seriesName={seriesName}
              points={data.periods.map((row) => pointOf(row.period, row[series]))}
            />
          </div>
          <Section title={data.groupBy === 'day' ? 'By day' : 'By month'}>
            <PeriodTable summary={data} />
          </Section>
          <Section title="By package">
            <PackageTable summary={data} />
          </Section>
          <Section title="By payment method">
            <MethodTable summary={data} />
          </Section>
        </div>
      )}

      <Section title="Income and expense entries">
        <EntriesList
          period={{ from, to }}
          defaults={{ date: today, currency: data?.currency ?? 'USD' }}
        />
      </Section>
    </div>
  );
}
