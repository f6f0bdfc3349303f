import { formatMoney, type BusinessReport } from '@streamfront/contract';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';

type PackageRow = BusinessReport['packages'][number];

const amount = 'text-right tabular-nums whitespace-nowrap';
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** What each package brought in over the period, largest first, and its share of it all. */
export function PackageRevenue({ report }: { report: BusinessReport }) {
  if (report.packages.length === 0)
    return <p className="text-slate-400">No package was paid for in this period.</p>;
  const total = report.totals.revenue;
  const columns: TableColumn<PackageRow>[] = [
    { id: 'package', header: 'Package', primary: true, cell: (row) => row.serviceName },
    {
      id: 'revenue',
      header: 'Revenue',
      className: amount,
      cell: (row) => formatMoney(row.revenue, report.currency),
    },
    {
      id: 'share',
      header: 'Share of revenue',
      className: amount,
      cell: (row) => (total === 0 ? '—' : percent.format(row.revenue / total)),
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">Revenue by package</h3>
      <ResponsiveTable
        caption={`Revenue by package (${report.currency})`}
        columns={columns}
        rows={report.packages}
        rowKey={(row) => row.serviceId ?? `deleted:${row.serviceName}`}
      />
      <p className="text-xs text-slate-400">
        Month by month in the CSV export, a column per package.
      </p>
    </div>
  );
}
