import {
  AdminOrderListQuerySchema,
  AuditLogQuerySchema,
  type Dashboard,
  type DashboardQuery,
} from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { createAuditLogRepository } from '../audit-log/audit-log.repository.ts';
import { financeSummary } from '../finance/finance.service.ts';
import { addDays, dayIn, firstOfMonth, shiftMonths } from '../finance/periods.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { createDashboardRepository } from './dashboard.repository.ts';

const CHART_DAYS = 30;

/**
 * Today's figures. Revenue comes from one finance summary by day (in the asker's time zone)
 * covering last month and the last 30 days, then summed per span: the same code and the same
 * rows as the finance page, so their figures agree to the cent.
 */
export async function dashboard(
  db: Db,
  query: DashboardQuery,
  now = new Date(),
): Promise<Dashboard> {
  const today = dayIn(query.timeZone, now);
  const thisMonthStart = firstOfMonth(today);
  const sameDayLastMonth = shiftMonths(today, -1);
  const lastMonthStart = firstOfMonth(sameDayLastMonth);
  const chartStart = addDays(today, -(CHART_DAYS - 1));
  const from = chartStart < lastMonthStart ? chartStart : lastMonthStart;

  const summary = await financeSummary(
    db,
    { from, to: today, groupBy: 'day', timeZone: query.timeZone },
    now,
  );
  const netOf = (start: string, end: string) =>
    summary.periods
      .filter((row) => row.period >= start && row.period <= end)
      .reduce((sum, row) => sum + row.net, 0);

  const [counts, activity, orders] = await Promise.all([
    createDashboardRepository(db).counts(now),
    createAuditLogRepository(db).list(AuditLogQuerySchema.parse({ pageSize: 10 })),
    createOrdersRepository(db).adminList(
      AdminOrderListQuerySchema.parse({ pageSize: 5, sort: '-createdAt' }),
    ),
  ]);

  return {
    currency: summary.currency,
    counts,
    revenue: {
      thisMonth: netOf(thisMonthStart, today),
      lastMonthToDate: netOf(lastMonthStart, sameDayLastMonth),
      lastMonth: netOf(lastMonthStart, addDays(thisMonthStart, -1)),
    },
    revenueLast30Days: summary.periods
      .filter((row) => row.period >= chartStart)
      .map((row) => ({ day: row.period, net: row.net })),
    recentActivity: activity.items,
    recentOrders: orders.items.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      customerName: order.customer.name,
      serviceName: order.serviceName,
      total: order.total,
      currency: order.currency,
      status: order.status,
      createdAt: order.createdAt,
    })),
  };
}
