import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed.ts';
import { financeEntries } from '../../db/schema/index.ts';
import { moduleSeedSteps } from '../../module-seed-steps.ts';
import { hashPassword } from '../auth/passwords.ts';
import { json } from '../../testing/test-app.ts';
import { TEST_ADMIN } from '../../testing/test-app.ts';
import { as } from '../../testing/order-kit.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';

const t = useShopTestApp();

type Entry = { kind: string; category: string; date: string; createdBy: unknown };

describe('demo finance entries', () => {
  it('give a fresh install three months of income and expenses, entered by the admin', async () => {
    const res = await t.app.inject(
      as(t.admin, { method: 'GET', url: '/api/admin/finance/entries?pageSize=100' }),
    );
    const { data } = json<{ data: Entry[] }>(res);
    expect(data).toHaveLength(20);
    const ninetyDaysAgo = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    expect(data.every((entry) => entry.date >= ninetyDaysAgo)).toBe(true);
    expect(new Set(data.map((entry) => entry.category))).toEqual(
      new Set([
        'Hosting',
        'Content licences',
        'Payment fees',
        'Marketing',
        'Reseller commission',
        'Advertising',
      ]),
    );
    expect(data.every((entry) => entry.createdBy !== null)).toBe(true);
  });

  it('are seeded once: starting again adds nothing', async () => {
    await seedDatabase(
      t.app.db,
      { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password, hashPassword },
      moduleSeedSteps,
    );
    const [rows] = await t.app.db.select({ n: count() }).from(financeEntries);
    expect(rows!.n).toBe(20);
  });
});
