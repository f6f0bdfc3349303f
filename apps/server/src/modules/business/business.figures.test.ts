import type { BusinessReport, FinanceSummary } from '@streamfront/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  orderStatusEvents,
  orders,
  services,
  trials,
  users,
  type OrderRow,
} from '../../db/schema/index.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';
import { expectedFigures, readRawRows } from '../../testing/business-figures.ts';
import { newPackage } from '../../testing/order-kit.ts';
import { json } from '../../testing/test-app.ts';

/**
 * The promise of the business page: every figure is what the raw orders say. A year of a
 * shop (2024, with half a year before it, where no demo data lives) is written straight into
 * the tables: renewals on time and late, lapses, returns after a gap, refunds before and
 * after a subscription started, payments cancelled since, monthly, quarterly and yearly
 * packages with odd discounts, a second currency on a deleted package, and free trials that
 * convert, that do not, and one renewed into a paid package. Each figure is then worked out
 * again in plain TypeScript (testing/business-figures.ts) and compared to the count and to
 * the cent, and the money to the finance summary's.
 */
const t = useAdminTestApp();

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The same year on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function plusMonths(at: Date, months: number): Date {
  const moved = new Date(at);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

type Plan = {
  serviceId: string | null;
  name: string;
  price: number;
  months: number;
  currency: string;
};
type NewOrder = typeof orders.$inferInsert & { id: string };

const made = {
  orders: [] as NewOrder[],
  events: [] as (typeof orderStatusEvents.$inferInsert)[],
  users: [] as (typeof users.$inferInsert & { id: string })[],
  trials: [] as (typeof trials.$inferInsert)[],
};

function customer(name: string): string {
  const id = randomUUID();
  made.users.push({
    id,
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${id.slice(0, 6)}@year.example`,
    passwordHash: 'not-a-hash',
  });
  return id;
}

/** One order with its timeline's refund (the moment finance and the figures read). */
function order(
  userId: string,
  plan: Plan,
  run: {
    startsAt: Date;
    paidAt: Date | null;
    status?: OrderRow['status'];
    refundedAt?: Date;
    renewalOf?: string | null;
    discount?: number;
    trial?: boolean;
  },
): string {
  const id = randomUUID();
  const expiresAt = run.trial
    ? new Date(run.startsAt.getTime() + DAY)
    : plusMonths(run.startsAt, plan.months);
  const status = run.status ?? (expiresAt.getTime() < Date.now() ? 'expired' : 'active');
  const discount = run.trial ? 0 : (run.discount ?? 0);
  const price = run.trial ? 0 : plan.price;
  const createdAt = new Date((run.paidAt ?? run.startsAt).getTime() - HOUR);
  made.orders.push({
    id,
    userId,
    serviceId: plan.serviceId,
    serviceName: plan.name,
    periodMonths: plan.months,
    status,
    subtotal: price,
    discount,
    total: price - discount,
    currency: plan.currency,
    renewalOf: run.renewalOf ?? null,
    trial: run.trial ?? false,
    paidWith: run.paidAt ? 'bank_transfer' : null,
    paidAt: run.paidAt,
    startsAt: status === 'pending' ? null : run.startsAt,
    expiresAt: status === 'pending' ? null : expiresAt,
    createdAt,
  });
  made.events.push({ orderId: id, fromStatus: null, toStatus: 'pending', createdAt });
  if (run.refundedAt) {
    made.events.push({
      orderId: id,
      fromStatus: 'active',
      toStatus: 'refunded',
      createdAt: run.refundedAt,
    });
  }
  return id;
}

/** A trial of one day from `startsAt`, its order and its row. */
function trial(userId: string, plan: Plan, startsAt: Date): string {
  const orderId = order(userId, plan, { startsAt, paidAt: null, trial: true, status: 'expired' });
  made.trials.push({
    userId,
    orderId,
    serviceId: plan.serviceId,
    emailKey: `trial-${userId}`,
    addressKey: `address-${userId}`,
    day: startsAt.toISOString().slice(0, 10),
    startsAt,
    endsAt: new Date(startsAt.getTime() + DAY),
  });
  return orderId;
}

const LEAD_IN = Date.UTC(2023, 5, 1);
const LAST_START = Date.UTC(2025, 0, 15);

/** Forty-eight customers' lives from mid-2023 to early 2025, drawn from `next`. */
function aYearOfCustomers(plans: { monthly: Plan[]; quarter: Plan; year: Plan; euro: Plan }) {
  const next = random(20_240_101);
  const between = (low: number, high: number) => low + next() * (high - low);
  for (let i = 0; i < 48; i += 1) {
    const userId = customer(`Year Customer ${i}`);
    const roll = next();
    const plan =
      i % 16 === 7
        ? plans.euro
        : roll < 0.7
          ? plans.monthly[i % plans.monthly.length]!
          : roll < 0.85
            ? plans.quarter
            : plans.year;
    let startsAt = new Date(between(LEAD_IN, LAST_START - 60 * DAY));
    let renewalOf: string | null = null;
    if (i % 4 === 0) {
      // A trial a few days to three weeks before the first payment: converted only when it
      // came within 7 days of the trial's end.
      const trialOrder = trial(userId, plan, new Date(startsAt.getTime() - between(1, 21) * DAY));
      if (i % 12 === 0) continue; // tried, never paid
      if (i % 8 === 0) renewalOf = trialOrder; // paid through "renew" on the trial
    }
    let first = true;
    for (let n = 0; n < 40 && startsAt.getTime() < LAST_START; n += 1) {
      const gapless = renewalOf !== null && !first && next() < 0.8;
      const paidAt = new Date(
        startsAt.getTime() - (gapless ? between(1, 3) * DAY : between(0, 6) * HOUR),
      );
      const status = next();
      const refunded = status < 0.08;
      const cancelled = !refunded && status < 0.11;
      const refundedAt = refunded ? new Date(paidAt.getTime() + between(1, 12) * DAY) : undefined;
      const id = order(userId, plan, {
        startsAt,
        paidAt,
        renewalOf,
        discount: next() < 0.2 ? Math.round(plan.price * 0.15) : 0,
        ...(refunded ? { status: 'refunded' as const, refundedAt } : {}),
        ...(cancelled ? { status: 'cancelled' as const } : {}),
      });
      if (next() < 0.1) {
        // An order placed and never paid: counted nowhere.
        order(userId, plan, { startsAt, paidAt: null, status: 'pending' });
      }
      first = false;
      const end = plusMonths(startsAt, plan.months);
      const what = next();
      if (refunded && what < 0.5) break;
      if (what < 0.62) {
        startsAt = end;
        renewalOf = id;
      } else if (what < 0.8) {
        startsAt = new Date(end.getTime() + between(10, 100) * DAY);
        renewalOf = next() < 0.5 ? id : null;
      } else break;
    }
  }
}

/** Month edges, exactly: what a boundary in the SQL would get wrong. */
function edges(monthly: Plan, year: Plan) {
  const march = new Date('2024-03-01T00:00:00Z');
  order(customer('Edge March only'), monthly, {
    startsAt: march,
    paidAt: new Date(march.getTime() - HOUR),
  });

  const renewing = customer('Edge renewed at midnight');
  const february = order(renewing, monthly, {
    startsAt: new Date('2024-02-01T00:00:00Z'),
    paidAt: new Date('2024-01-31T20:00:00Z'),
  });
  order(renewing, monthly, {
    startsAt: march,
    paidAt: new Date('2024-02-27T10:00:00Z'),
    renewalOf: february,
  });

  // Paid in May for a June start, refunded in May: money both ways, never a paying day.
  order(customer('Edge refunded before its start'), year, {
    startsAt: new Date('2024-06-01T00:00:00Z'),
    paidAt: new Date('2024-05-10T09:00:00Z'),
    status: 'refunded',
    refundedAt: new Date('2024-05-20T09:00:00Z'),
  });

  // Paid on the last instant of a month, counted in it; refunded on the first of the next.
  order(customer('Edge paid at the last instant'), monthly, {
    startsAt: new Date('2024-08-31T23:59:59.999Z'),
    paidAt: new Date('2024-08-31T23:59:59.999Z'),
    status: 'refunded',
    refundedAt: new Date('2024-09-01T00:00:00Z'),
  });
}

let report: BusinessReport;
let euro: BusinessReport;

const get = async (url: string) => {
  const res = await t.asAdmin('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

beforeAll(async () => {
  const admin = { token: t.admin.token };
  const quarter = await newPackage(t.app, admin, {
    price: 5_999,
    periodMonths: 3,
    name: 'Quarter Pass',
  });
  const catalogue = await t.app.db.select().from(services);
  const plan = (name: string): Plan => {
    const row = catalogue.find((s) => s.name === name)!;
    return {
      serviceId: row.id,
      name: row.name,
      price: row.price,
      months: row.periodMonths,
      currency: row.currency,
    };
  };
  const monthly = [plan('Essentials'), plan('Sports Plus'), plan('Family')];
  const year = plan('Sports Plus — 12 months');
  const euroPlan: Plan = {
    serviceId: null,
    name: 'Euro Basic (retired)',
    price: 1_777,
    months: 1,
    currency: 'EUR',
  };
  aYearOfCustomers({ monthly, quarter: plan(quarter.name), year, euro: euroPlan });
  edges(monthly[0]!, year);

  await t.app.db.insert(users).values(made.users);
  // Oldest first, so every order a renewal names is there before it.
  made.orders.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  for (let i = 0; i < made.orders.length; i += 200) {
    await t.app.db.insert(orders).values(made.orders.slice(i, i + 200));
  }
  await t.app.db.insert(orderStatusEvents).values(made.events);
  await t.app.db.insert(trials).values(made.trials);

  report = json<{ data: BusinessReport }>(
    await get('/api/admin/business?from=2024-01&to=2024-12'),
  ).data;
  euro = json<{ data: BusinessReport }>(
    await get('/api/admin/business?from=2024-01-01&to=2024-12-31&currency=eur'),
  ).data;
}, 120_000);

describe('the business figures of a seeded year', () => {
  it('has every kind of event the figures count, so none of them is trivially zero', () => {
    const sum = (key: keyof BusinessReport['totals']) => report.totals[key] as number;
    // Each kind of event of the year, by group: customers, money, trials.
    for (const key of [
      ...(['new', 'renewed', 'returned', 'lost'] as const).map(
        (kind) => `${kind}Customers` as const,
      ),
      'subscriptionsEnded',
      'subscriptionsRenewed',
      'trialsStarted',
      'trialsConverted',
      'revenue',
      'refunds',
    ] as const) {
      expect(sum(key), key).toBeGreaterThan(0);
    }
    expect(report.totals.trialsConverted).toBeLessThan(report.totals.trialsStarted);
    expect(report.totals.subscriptionsRenewed).toBeLessThan(report.totals.subscriptionsEnded);
    expect(report.months.every((month) => month.payingAtEnd > 0)).toBe(true);
    expect(euro.totals.revenue).toBeGreaterThan(0);
  });

  it('agrees with the raw orders, month by month, to the count and to the cent', async () => {
    const raw = await readRawRows(t.app.db);
    const now = new Date(report.asOf);
    for (const [answer, currency] of [
      [report, 'USD'],
      [euro, 'EUR'],
    ] as const) {
      const expected = expectedFigures(raw, { from: '2024-01', to: '2024-12', currency, now });
      expect(answer.currency).toBe(currency);
      expect(answer.months).toEqual(expected.months);

      const byPackage = Object.fromEntries(
        answer.packages.map((pkg) => [
          pkg.serviceId ?? `name:${pkg.serviceName}`,
          Object.fromEntries(
            pkg.months.filter((m) => m.revenue !== 0).map((m) => [m.month, m.revenue]),
          ),
        ]),
      );
      const wanted = Object.fromEntries(
        [...expected.packages].map(([key, months]) => [key, Object.fromEntries(months)]),
      );
      expect(byPackage).toEqual(wanted);
    }
    expect(euro.packages.map((pkg) => pkg.serviceName)).toEqual(['Euro Basic (retired)']);
  });

  it('adds the months up by its stated rule', () => {
    const { months, totals } = report;
    const sum = (
      key: 'newCustomers' | 'lostCustomers' | 'revenue' | 'refunds' | 'payingCustomers',
    ) => months.reduce((s, m) => s + m[key], 0);
    expect(totals.payingAtStart).toBe(months[0]!.payingAtStart);
    expect(totals.payingAtEnd).toBe(months.at(-1)!.payingAtEnd);
    expect(totals.mrrChange).toBe(months.at(-1)!.mrr - months[0]!.mrrAtStart);
    expect(totals.newCustomers).toBe(sum('newCustomers'));
    expect(totals.churnRate).toBe(
      sum('lostCustomers') / months.reduce((s, m) => s + m.payingAtStart, 0),
    );
    expect(totals.arppu).toBe(Math.round(sum('revenue') / sum('payingCustomers')));
    expect(totals.refundShare).toBe(sum('refunds') / sum('revenue'));
  });

  it('has the same revenue and refunds as the finance summary by UTC month', async () => {
    const finance = json<{ data: FinanceSummary }>(
      await get(
        '/api/admin/finance/summary?from=2024-01-01&to=2024-12-31&groupBy=month&timeZone=UTC&currency=USD',
      ),
    ).data;
    expect(finance.periods.map((p) => p.period)).toEqual(report.months.map((m) => m.month));
    for (const [i, period] of finance.periods.entries()) {
      expect(report.months[i]!.revenue, period.period).toBe(period.gross - period.discounts);
      expect(report.months[i]!.refunds, period.period).toBe(period.refunds);
    }
    expect(report.totals.revenue).toBe(finance.totals.gross - finance.totals.discounts);
  });

  it('ends each month at the instant the next one starts', () => {
    for (const [i, month] of report.months.slice(0, -1).entries()) {
      expect(month.payingAtEnd, month.month).toBe(report.months[i + 1]!.payingAtStart);
      expect(month.mrr, month.month).toBe(report.months[i + 1]!.mrrAtStart);
    }
  });
});
