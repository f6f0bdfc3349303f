import type { BusinessReport } from '@streamfront/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { seedDatabase } from '../../db/seed.ts';
import { orders, users } from '../../db/schema/index.ts';
import { moduleSeedSteps } from '../../module-seed-steps.ts';
import { hashPassword } from '../auth/passwords.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';
import { expectedFigures, readRawRows } from '../../testing/business-figures.ts';
import { json, TEST_ADMIN } from '../../testing/test-app.ts';
import { seedBusinessHistory } from './business.seed.ts';

// The demo of a fresh install (the test template is one): a year of history behind the
// business page, with every kind of month an owner would recognise.

const t = useAdminTestApp();

async function defaultReport(): Promise<BusinessReport> {
  const res = await t.asAdmin('GET', '/api/admin/business');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: BusinessReport }>(res).data;
}

/** The figures the raw rows give for the report's own period, in dollars, as of its moment. */
const expectedFor = async (report: BusinessReport) =>
  expectedFigures(await readRawRows(t.app.db), {
    from: report.from,
    to: report.to,
    currency: 'USD',
    now: new Date(report.asOf),
  });

describe('the demo’s year of history', () => {
  it('fills the last 12 months: customers paying every month, joining, leaving, coming back', async () => {
    const report = await defaultReport();
    expect(report.months).toHaveLength(12);
    expect(report.currency).toBe('USD');
    for (const month of report.months) {
      expect(month.payingAtStart, month.month).toBeGreaterThan(0);
      expect(month.mrr, month.month).toBeGreaterThan(0);
    }
    // The month in progress may be an hour old; every month before it is whole.
    for (const month of report.months.slice(0, -1)) {
      expect(month.revenue, month.month).toBeGreaterThan(0);
      expect(month.newCustomers + month.returnedCustomers, month.month).toBeGreaterThan(0);
    }
    const { totals } = report;
    expect(totals.payingAtEnd).toBeGreaterThan(totals.payingAtStart);
    for (const key of [
      'lostCustomers',
      'returnedCustomers',
      'renewedCustomers',
      'refunds',
    ] as const)
      expect(totals[key], key).toBeGreaterThan(0);
    expect(totals.renewalRate).toBeGreaterThan(0.5);
    expect(totals.renewalRate).toBeLessThan(1);
    expect(report.packages.length).toBeGreaterThan(2);
  });

  it('agrees with its own raw orders, as any other year does', async () => {
    const report = await defaultReport();
    const expected = await expectedFor(report);
    expect(report.months).toEqual(expected.months);
  });

  it('reads months still to come as now: the customers paying now, and nothing new', async () => {
    const month = (shift: number) => {
      const at = new Date();
      at.setUTCDate(1);
      at.setUTCMonth(at.getUTCMonth() + shift);
      return at.toISOString().slice(0, 7);
    };
    const res = await t.asAdmin('GET', `/api/admin/business?from=${month(-20)}&to=${month(3)}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = json<{ data: BusinessReport }>(res).data;
    expect(report.months).toHaveLength(24);
    const expected = await expectedFor(report);
    expect(report.months).toEqual(expected.months);
    const [comingMonth] = report.months.slice(-1);
    expect(comingMonth).toMatchObject({ newCustomers: 0, revenue: 0, lostCustomers: 0 });
    expect(comingMonth!.payingAtStart).toBe(report.months.at(-4)!.payingAtEnd);
  });

  it('is seeded once: starting again adds nothing', async () => {
    const [before] = await t.app.db.select({ n: count() }).from(orders);
    await seedDatabase(
      t.app.db,
      { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password, hashPassword },
      moduleSeedSteps,
    );
    await seedBusinessHistory(t.app.db);
    const [after] = await t.app.db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n);
  });
});

describe('the history on an upgraded install', () => {
  it('is not made up beside real customers', async () => {
    const database = await createDatabase({});
    try {
      await runMigrations(database);
      const { db } = database;
      await db.insert(users).values([
        { email: 'real@shop.example', name: 'Real', passwordHash: 'x' },
        { email: 'amelia.demo1@example.com', name: 'Amelia Hart', passwordHash: 'x' },
      ]);
      await seedBusinessHistory(db);
      const [placed] = await db.select({ n: count() }).from(orders);
      const [customers] = await db.select({ n: count() }).from(users).where(eq(users.role, 'user'));
      expect([placed!.n, customers!.n]).toEqual([0, 2]);
    } finally {
      await database.close();
    }
  });
});
