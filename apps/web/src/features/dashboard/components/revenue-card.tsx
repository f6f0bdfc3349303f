import { formatMoney, type Dashboard } from '@streamfront/contract';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { describeRevenueChange } from '../revenue-change';

const ARROWS = { up: '▲', down: '▼', same: '■' } as const;
const TONES = { up: 'text-emerald-300', down: 'text-amber-300', same: 'text-slate-300' } as const;

/** Net revenue this month against the same days of last month, the change said in words. */
export function RevenueCard({ revenue, currency }: Pick<Dashboard, 'revenue' | 'currency'>) {
  const change = describeRevenueChange(revenue.thisMonth, revenue.lastMonthToDate);
  return (
    <section
      aria-labelledby="dashboard-revenue"
      className="flex flex-col gap-2 rounded-xl border border-night-700 bg-night-900 p-4"
    >
      <h2 id="dashboard-revenue" className="text-sm font-semibold text-slate-300">
        Net revenue this month
      </h2>
      <p className="text-3xl font-bold tabular-nums">{formatMoney(revenue.thisMonth, currency)}</p>
      <p className={cn('font-semibold', TONES[change.trend])}>
        <span aria-hidden="true">{ARROWS[change.trend]} </span>
        {change.text}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-300">
        <dt>Last month to date</dt>
        <dd className="tabular-nums">{formatMoney(revenue.lastMonthToDate, currency)}</dd>
        <dt>Last month in full</dt>
        <dd className="tabular-nums">{formatMoney(revenue.lastMonth, currency)}</dd>
      </dl>
      <Link to="/admin/finance" className="mt-auto text-sm font-semibold text-brand-300 underline">
        Open finance
      </Link>
    </section>
  );
}
