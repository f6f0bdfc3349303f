import { useState } from 'react';
import { MoneyChart, pointOf } from '@/components/charts/money-chart';
import { ListError, ListSkeleton } from '@/components/list/list-states';
import { browserTimeZone } from '@/lib/time-zone';
import { useDashboard } from '../api/get-dashboard';
import { CountCards } from './count-cards';
import { RecentActivity } from './recent-activity';
import { RecentOrders } from './recent-orders';
import { RevenueCard } from './revenue-card';

/**
 * Admin: today's figures. They are fetched again whenever an admin notification arrives
 * (lib/live-refresh.ts), so a new order or question shows up without a reload.
 */
export function AdminDashboard() {
  const [timeZone] = useState(browserTimeZone);
  const dashboard = useDashboard(timeZone);

  if (!dashboard.data) {
    if (dashboard.error)
      return (
        <ListError message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />
      );
    return <ListSkeleton rows={6} label="Loading the dashboard…" />;
  }

  const { counts, revenue, currency, revenueLast30Days, recentOrders, recentActivity } =
    dashboard.data;
  return (
    <div className="flex flex-col gap-6">
      {dashboard.error && (
        <ListError message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />
      )}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <CountCards counts={counts} />
        <RevenueCard revenue={revenue} currency={currency} />
      </div>
      <MoneyChart
        caption={`Net revenue, last 30 days (${currency})`}
        currency={currency}
        periodHeader="Day"
        seriesName="Net revenue"
        points={revenueLast30Days.map((day) => pointOf(day.day, day.net))}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentOrders orders={recentOrders} />
        <RecentActivity entries={recentActivity} />
      </div>
    </div>
  );
}
