import { formatMoney, type PeriodMoney } from '@streamfront/contract';
import { cn } from '@/lib/cn';

/** The period's money in one look: what came in from orders, what the business added, what stayed. */
export function FinanceTotals({ totals, currency }: { totals: PeriodMoney; currency: string }) {
  const money = (minor: number) => formatMoney(minor, currency);
  const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;
  const figures: { label: string; value: number; note?: string; main?: boolean }[] = [
    { label: 'Gross', value: totals.gross, note: `${orders(totals.paidOrders)} paid` },
    { label: 'Discounts', value: totals.discounts },
    { label: 'Refunds', value: totals.refunds, note: `${orders(totals.refundedOrders)} refunded` },
    { label: 'Net revenue', value: totals.net, main: true },
    { label: 'Other income', value: totals.income },
    { label: 'Expenses', value: totals.expenses },
    { label: 'Profit', value: totals.profit, main: true },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={cn(
            'flex flex-col rounded-xl border bg-night-900 p-4',
            figure.main ? 'border-brand-500/60' : 'border-night-700',
          )}
        >
          <dt className="text-sm text-slate-300">{figure.label}</dt>
          <dd className="text-xl font-bold tabular-nums">{money(figure.value)}</dd>
          {figure.note && <dd className="text-xs text-slate-400">{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
