import { OrderMoneySchema, type FinanceSummary, type OrderMoney } from '@streamfront/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderStatusEvents, orders } from '../../db/schema/index.ts';
import { json } from '../../testing/test-app.ts';
import {
  as,
  moveBody,
  newCustomer,
  newPackage,
  newPromo,
  placeOrder,
  type OrderBody,
  orderIn,
} from '../../testing/order-kit.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';

/**
 * The promise of the finance page: its figures are the orders', to the cent. Orders are made
 * through the real calls (server prices, percent codes with odd amounts, real status changes);
 * only the moments they were paid and refunded are moved, into March 2025, where no demo data
 * lives, on both sides of the range's edges and of New York's midnight.
 */
const t = useShopTestApp();

type Money = OrderMoney;

interface Made {
  order: OrderBody;
  paidAt?: string;
  refundedAt?: string;
}
const made: Made[] = [];

async function setStatus(id: string, status: string) {
  const res = await t.app.inject(
    as(t.admin, { method: 'PATCH', url: `/api/admin/orders/${id}`, payload: moveBody(status) }),
  );
  if (res.statusCode !== 200) throw new Error(`${status}: ${res.statusCode} ${res.body}`);
}

/** One order taken along `path`, then given its paid and refunded moments. */
async function make(
  serviceId: string,
  path: string[],
  moments: { paidAt?: string; refundedAt?: string } = {},
  promoCode?: string,
) {
  const buyer = await newCustomer(t.app);
  const res = await placeOrder(t.app, buyer, { serviceId, ...(promoCode ? { promoCode } : {}) });
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  const order = orderIn(res);
  for (const status of path) await setStatus(order.id, status);
  if (moments.paidAt) {
    await t.app.db
      .update(orders)
      .set({ paidAt: new Date(moments.paidAt) })
      .where(eq(orders.id, order.id));
  }
  if (moments.refundedAt) {
    await t.app.db
      .update(orderStatusEvents)
      .set({ createdAt: new Date(moments.refundedAt) })
      .where(
        and(eq(orderStatusEvents.orderId, order.id), eq(orderStatusEvents.toStatus, 'refunded')),
      );
  }
  made.push({ order, ...moments });
}

const summary = async (query: string) => {
  const res = await t.app.inject(
    as(t.admin, { method: 'GET', url: `/api/admin/finance/summary?${query}` }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: FinanceSummary }>(res).data;
};

const MONEY_KEYS = OrderMoneySchema.keyof().options;
/** An order money row with nothing in it. */
const noOrderMoney = (): Money => Object.fromEntries(MONEY_KEYS.map((key) => [key, 0])) as Money;
const sumOf = (rows: Money[]) =>
  Object.fromEntries(
    MONEY_KEYS.map((key) => [key, rows.reduce((s, row) => s + row[key], 0)]),
  ) as Money;

/** The day an instant falls on in `timeZone`, computed apart from the server's code. */
const dayIn = (timeZone: string, at: string) =>
  new Date(at).toLocaleDateString('en-CA', { timeZone });

/** What the orders say the period holds, from the orders list itself. */
async function expectedFrom(timeZone: string, from: string, to: string) {
  const res = await t.app.inject(
    as(t.admin, { method: 'GET', url: '/api/admin/orders?pageSize=100&sort=-createdAt' }),
  );
  const listed = new Map(
    json<{ data: OrderBody[] }>(res).data.map((order) => [order.id, order] as const),
  );
  const byDay = new Map<string, Money>();
  const inRange = (at: string | undefined) => {
    if (!at) return undefined;
    const day = dayIn(timeZone, at);
    return day >= from && day <= to ? day : undefined;
  };
  const at = (day: string) => {
    if (!byDay.has(day)) {
      byDay.set(day, noOrderMoney());
    }
    return byDay.get(day)!;
  };
  for (const { order: placed, paidAt, refundedAt } of made) {
    const order = listed.get(placed.id)!;
    if (order.status === 'pending' || order.status === 'cancelled') continue;
    const paidDay = inRange(paidAt);
    if (paidDay) {
      const money = at(paidDay);
      money.paidOrders += 1;
      money.gross += order.subtotal;
      money.discounts += order.discount;
      money.net += order.subtotal - order.discount;
    }
    const refundDay = order.status === 'refunded' ? inRange(refundedAt) : undefined;
    if (refundDay) {
      const money = at(refundDay);
      money.refundedOrders += 1;
      money.refunds += order.total;
      money.net -= order.total;
    }
  }
  return { byDay, totals: sumOf([...byDay.values()]) };
}

beforeAll(async () => {
  const basic = await newPackage(t.app, t.admin, { price: 1999, name: 'Odd Basic' });
  const sports = await newPackage(t.app, t.admin, { price: 3333, name: 'Odd Sports' });
  const fifteen = await newPromo(t.app, t.admin, { discountType: 'percent', discountValue: 15 });
  const third = await newPromo(t.app, t.admin, { discountType: 'percent', discountValue: 33 });
  const paid = ['paid'];
  // New York is UTC−4 from 9 March 2025: its 10 March starts at 04:00 UTC.
  await make(basic.id, paid, { paidAt: '2025-03-10T04:30:00Z' }, fifteen.code); // 10th, 00:30
  await make(sports.id, paid, { paidAt: '2025-03-10T03:30:00Z' }, third.code); // 9th: before
  await make(basic.id, ['paid', 'active'], { paidAt: '2025-03-13T03:59:00Z' }); // 12th, 23:59
  await make(sports.id, paid, { paidAt: '2025-03-13T04:00:00Z' }, fifteen.code); // 13th: after
  await make(
    sports.id,
    ['paid', 'refunded'],
    { paidAt: '2025-03-11T15:00:00Z', refundedAt: '2025-03-12T02:00:00Z' }, // both on the 11th
    third.code,
  );
  await make(
    basic.id,
    ['paid', 'active', 'refunded'],
    { paidAt: '2025-03-10T12:00:00Z', refundedAt: '2025-03-14T12:00:00Z' }, // refund after
  );
  await make(
    sports.id,
    ['paid', 'refunded'],
    { paidAt: '2025-03-01T12:00:00Z', refundedAt: '2025-03-12T16:00:00Z' }, // paid before
    fifteen.code,
  );
  await make(sports.id, ['paid', 'cancelled'], { paidAt: '2025-03-11T12:00:00Z' }, third.code);
  await make(basic.id, ['cancelled']);
  await make(sports.id, []);
  await make(basic.id, ['paid', 'active'], { paidAt: '2025-03-11T23:00:00Z' }, third.code);
}, 120_000);

describe('finance totals equal the orders, to the cent', () => {
  const query = 'from=2025-03-10&to=2025-03-12&timeZone=America/New_York&currency=USD';

  it('agrees with the orders in totals, per day and per package', async () => {
    const result = await summary(query);
    const expected = await expectedFrom('America/New_York', '2025-03-10', '2025-03-12');
    // Odd prices with percent codes: the discounts are not round, nor are the sums.
    expect(expected.totals.discounts % 100).not.toBe(0);
    expect(expected.totals.paidOrders).toBe(5);
    expect(expected.totals.refundedOrders).toBe(2);

    const { income, expenses, profit, ...orderTotals } = result.totals;
    expect(orderTotals).toEqual(expected.totals);
    expect(profit).toBe(result.totals.net + income - expenses);
    expect(sumOf(result.periods)).toEqual(expected.totals);
    expect(sumOf(result.packages)).toEqual(expected.totals);
    // Every one was marked paid as a bank transfer (the test kit's "Mark paid").
    expect(result.methods).toEqual([{ paidWith: 'bank_transfer', ...expected.totals }]);

    expect(result.periods.map((row) => row.period)).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
    ]);
    for (const row of result.periods) {
      const { period, income: _i, expenses: _e, profit: _p, ...money } = row;
      void [_i, _e, _p];
      expect(money, period).toEqual({ ...sumOf([]), ...expected.byDay.get(period) });
    }
    expect(result.packages.map((row) => row.serviceName).sort()).toEqual([
      'Odd Basic',
      'Odd Sports',
    ]);
  });

  it('counts the days of the time zone asked for, not the server’s', async () => {
    const utc = await summary('from=2025-03-10&to=2025-03-12&timeZone=UTC&currency=USD');
    const expected = await expectedFrom('UTC', '2025-03-10', '2025-03-12');
    const { income: _i, expenses: _e, profit: _p, ...money } = utc.totals;
    void [_i, _e, _p];
    expect(money).toEqual(expected.totals);
    const newYork = await summary(query);
    // The order paid at 03:30 UTC on the 10th is the 9th in New York, inside the range in UTC.
    expect(utc.totals.gross).not.toBe(newYork.totals.gross);
  });

  it('adds the manual entries of the period to the profit, by day and by month', async () => {
    for (const entry of [
      { kind: 'income', date: '2025-03-11', category: 'Advertising', amount: 12_345 },
      { kind: 'expense', date: '2025-03-12', category: 'Hosting', amount: 6_789 },
      { kind: 'expense', date: '2025-03-13', category: 'Hosting', amount: 1_000 }, // after
    ]) {
      const res = await t.app.inject(
        as(t.admin, { method: 'POST', url: '/api/admin/finance/entries', payload: entry }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const byDay = await summary(query);
    expect(byDay.totals.income).toBe(12_345);
    expect(byDay.totals.expenses).toBe(6_789);
    expect(byDay.totals.profit).toBe(byDay.totals.net + 12_345 - 6_789);
    expect(byDay.periods.find((row) => row.period === '2025-03-12')?.expenses).toBe(6_789);

    const byMonth = await summary(`${query}&groupBy=month`);
    expect(byMonth.periods).toHaveLength(1);
    expect(byMonth.periods[0]).toEqual({ period: '2025-03', ...byDay.totals });
  });
});
