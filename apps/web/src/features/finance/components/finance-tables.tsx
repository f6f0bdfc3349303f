import { PAID_WITH_LABELS, formatMoney, type FinanceSummary } from '@streamfront/contract';
import { pointOf } from '@/components/charts/money-chart';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';

type PeriodRow = FinanceSummary['periods'][number];
type PackageRow = FinanceSummary['packages'][number];
type MethodRow = FinanceSummary['methods'][number];

const amount = 'text-right tabular-nums whitespace-nowrap';

function moneyColumns<
  Row extends { gross: number; discounts: number; refunds: number; net: number },
>(currency: string): TableColumn<Row>[] {
  const money = (minor: number) => formatMoney(minor, currency);
  return [
    { id: 'gross', header: 'Gross', className: amount, cell: (row) => money(row.gross) },
    {
      id: 'discounts',
      header: 'Discounts',
      className: amount,
      cell: (row) => money(row.discounts),
    },
    { id: 'refunds', header: 'Refunds', className: amount, cell: (row) => money(row.refunds) },
    { id: 'net', header: 'Net', className: amount, cell: (row) => money(row.net) },
  ];
}

/** Each day or month of the period, empty ones included, with the entries and the profit. */
export function PeriodTable({ summary }: { summary: FinanceSummary }) {
  const money = (minor: number) => formatMoney(minor, summary.currency);
  const columns: TableColumn<PeriodRow>[] = [
    {
      id: 'period',
      header: summary.groupBy === 'day' ? 'Day' : 'Month',
      primary: true,
      cell: (row) => pointOf(row.period, 0).label,
    },
    { id: 'paidOrders', header: 'Paid orders', className: amount, cell: (row) => row.paidOrders },
    ...moneyColumns<PeriodRow>(summary.currency),
    { id: 'income', header: 'Income', className: amount, cell: (row) => money(row.income) },
    { id: 'expenses', header: 'Expenses', className: amount, cell: (row) => money(row.expenses) },
    { id: 'profit', header: 'Profit', className: amount, cell: (row) => money(row.profit) },
  ];
  return (
    <ResponsiveTable
      caption={`By ${summary.groupBy} (${summary.currency})`}
      columns={columns}
      rows={summary.periods}
      rowKey={(row) => row.period}
    />
  );
}

/** What each package brought in over the period, largest net first. */
export function PackageTable({ summary }: { summary: FinanceSummary }) {
  if (summary.packages.length === 0)
    return <p className="text-slate-400">No package was paid for or refunded in this period.</p>;
  const columns: TableColumn<PackageRow>[] = [
    { id: 'package', header: 'Package', primary: true, cell: (row) => row.serviceName },
    { id: 'paidOrders', header: 'Paid orders', className: amount, cell: (row) => row.paidOrders },
    ...moneyColumns<PackageRow>(summary.currency),
  ];
  return (
    <ResponsiveTable
      caption={`By package (${summary.currency})`}
      columns={columns}
      rows={summary.packages}
      rowKey={(row) => row.serviceId ?? `deleted:${row.serviceName}`}
    />
  );
}

/** How the period's sales were paid (what the admin or the card processor saw), largest net first. */
export function MethodTable({ summary }: { summary: FinanceSummary }) {
  if (summary.methods.length === 0)
    return <p className="text-slate-400">Nothing was paid for or refunded in this period.</p>;
  const columns: TableColumn<MethodRow>[] = [
    {
      id: 'paidWith',
      header: 'Paid with',
      primary: true,
      // Paid before the method was recorded (issue 23).
      cell: (row) => (row.paidWith ? PAID_WITH_LABELS[row.paidWith] : 'Not recorded'),
    },
    { id: 'paidOrders', header: 'Paid orders', className: amount, cell: (row) => row.paidOrders },
    ...moneyColumns<MethodRow>(summary.currency),
  ];
  return (
    <ResponsiveTable
      caption={`By payment method (${summary.currency})`}
      columns={columns}
      rows={summary.methods}
      rowKey={(row) => row.paidWith ?? 'not-recorded'}
    />
  );
}
