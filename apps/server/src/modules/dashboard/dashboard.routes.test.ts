import { describe, expect, it } from 'vitest';
import { postForm } from '../../testing/public-forms.ts';
import { json } from '../../testing/test-app.ts';
import {
  as,
  moveBody,
  newCustomer,
  newPackage,
  placeOrder,
  orderIn,
} from '../../testing/order-kit.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';

const t = useShopTestApp();

type Dashboard = {
  currency: string;
  counts: {
    pendingOrders: number;
    activeSubscriptions: number;
    expiringIn7Days: number;
    openQueries: number;
    pendingVodRequests: number;
    openContentReports: number;
  };
  revenue: { thisMonth: number; lastMonthToDate: number; lastMonth: number };
  revenueLast30Days: { day: string; net: number }[];
  recentActivity: { action: string }[];
  recentOrders: { orderNumber: string; customerName: string; status: string }[];
};
type Summary = { currency: string; totals: { net: number }; periods: { net: number }[] };

const get = async <T>(url: string) => {
  const res = await t.app.inject(as(t.admin, { method: 'GET', url }));
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: T }>(res).data;
};

const ZONE = 'Asia/Tokyo';
const todayIn = (zone: string) => new Date().toLocaleDateString('en-CA', { timeZone: zone });

describe('admin dashboard', () => {
  it('shows revenue this month equal to the finance summary’s net for the same days', async () => {
    const buyer = await newCustomer(t.app, 'Dashboard Buyer');
    const pkg = await newPackage(t.app, t.admin, { price: 4321 });
    const placed = orderIn(await placeOrder(t.app, buyer, { serviceId: pkg.id }));
    const before = await get<Dashboard>(`/api/admin/dashboard?timeZone=${ZONE}`);
    const paid = await t.app.inject(
      as(t.admin, {
        method: 'PATCH',
        url: `/api/admin/orders/${placed.id}`,
        payload: moveBody('paid'),
      }),
    );
    expect(paid.statusCode).toBe(200);

    const dashboard = await get<Dashboard>(`/api/admin/dashboard?timeZone=${ZONE}`);
    expect(dashboard.revenue.thisMonth - before.revenue.thisMonth).toBe(4321);
    const today = todayIn(ZONE);
    const month = await get<Summary>(
      `/api/admin/finance/summary?from=${today.slice(0, 8)}01&to=${today}&timeZone=${ZONE}&currency=${dashboard.currency}`,
    );
    expect(dashboard.revenue.thisMonth).toBe(month.totals.net);

    // The chart: 30 days ending today, and its days agree with the finance summary's.
    expect(dashboard.revenueLast30Days).toHaveLength(30);
    expect(dashboard.revenueLast30Days.at(-1)!.day).toBe(today);
    const first = dashboard.revenueLast30Days[0]!.day;
    const chart = await get<Summary>(
      `/api/admin/finance/summary?from=${first}&to=${today}&timeZone=${ZONE}&currency=${dashboard.currency}`,
    );
    expect(dashboard.revenueLast30Days.map((d) => d.net)).toEqual(chart.periods.map((p) => p.net));

    // Last month, whole, from the finance summary too (the demo orders reach 60 days back).
    const lastMonthDay = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
    lastMonthDay.setUTCDate(0);
    const lastMonthEnd = lastMonthDay.toISOString().slice(0, 10);
    const lastMonth = await get<Summary>(
      `/api/admin/finance/summary?from=${lastMonthEnd.slice(0, 8)}01&to=${lastMonthEnd}&timeZone=${ZONE}&currency=${dashboard.currency}`,
    );
    expect(dashboard.revenue.lastMonth).toBe(lastMonth.totals.net);
    // Last month to date: its first day to the same day of the month (or its last day).
    const sameDay = `${lastMonthEnd.slice(0, 8)}${
      today.slice(8) < lastMonthEnd.slice(8) ? today.slice(8) : lastMonthEnd.slice(8)
    }`;
    const toDate = await get<Summary>(
      `/api/admin/finance/summary?from=${lastMonthEnd.slice(0, 8)}01&to=${sameDay}&timeZone=${ZONE}&currency=${dashboard.currency}`,
    );
    expect(dashboard.revenue.lastMonthToDate).toBe(toDate.totals.net);
    // The demo orders of the last 60 days make these figures more than zeros.
    expect(dashboard.revenue.lastMonth).not.toBe(0);
  });

  it('counts what waits for the admin and lists the newest orders and changes', async () => {
    const before = await get<Dashboard>('/api/admin/dashboard');
    const buyer = await newCustomer(t.app, 'Newest Customer');
    const pkg = await newPackage(t.app, t.admin, { price: 999 });
    const placed = orderIn(await placeOrder(t.app, buyer, { serviceId: pkg.id }));
    const second = orderIn(await placeOrder(t.app, buyer, { serviceId: pkg.id }));
    for (const status of ['paid', 'active']) {
      await t.app.inject(
        as(t.admin, {
          method: 'PATCH',
          url: `/api/admin/orders/${second.id}`,
          payload: moveBody(status),
        }),
      );
    }
    const report = await postForm(t.app, '/api/content-reports', {
      subject: 'Streamfront Sports 1',
      problemType: 'buffering',
      details: 'The picture freezes every few minutes during the evening match.',
      email: 'viewer@example.com',
    });
    expect(report.statusCode, report.body).toBe(201);

    const after = await get<Dashboard>('/api/admin/dashboard');
    expect(after.counts.pendingOrders).toBe(before.counts.pendingOrders + 1);
    // A one-month package activated now runs for a month: active, not expiring within 7 days.
    expect(after.counts.activeSubscriptions).toBe(before.counts.activeSubscriptions + 1);
    expect(after.counts.expiringIn7Days).toBe(before.counts.expiringIn7Days);
    expect(after.counts.openContentReports).toBe(before.counts.openContentReports + 1);
    expect(after.recentOrders).toHaveLength(5);
    expect(after.recentOrders.slice(0, 2).map((o) => o.orderNumber)).toEqual([
      second.orderNumber,
      placed.orderNumber,
    ]);
    expect(after.recentOrders[0]).toMatchObject({
      customerName: 'Newest Customer',
      status: 'active',
    });
    expect(after.recentActivity).toHaveLength(10);
    expect(after.recentActivity[0]!.action).toBe('order.status');
  });

  it('refuses an unknown time zone with 422', async () => {
    const res = await t.app.inject(
      as(t.admin, { method: 'GET', url: '/api/admin/dashboard?timeZone=Nowhere/Land' }),
    );
    expect(res.statusCode).toBe(422);
  });
});
