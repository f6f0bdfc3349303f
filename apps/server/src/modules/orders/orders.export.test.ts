import { ADMIN_ORDER_SORT_KEYS } from '@streamfront/contract';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { adminOf, newCustomer, newPackage, placeOrder } from '../../testing/order-kit.ts';
import { createOrdersRepository } from './orders.repository.ts';

const t = useTestApp();
let serviceId: string;

// Seven orders whose sort values repeat: one creation instant (with microseconds, which a
// JavaScript Date cannot hold), two totals, expiry dates equal, different or missing.
beforeAll(async () => {
  const admin = await adminOf(t.app);
  serviceId = (await newPackage(t.app, admin, { price: 700 })).id;
  const ids: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const customer = await newCustomer(t.app);
    const res = await placeOrder(t.app, customer, { serviceId });
    ids.push((JSON.parse(res.body) as { data: { id: string } }).data.id);
  }
  await t.app.db
    .update(orders)
    .set({
      createdAt: sql`'2026-03-01 10:00:00.123456+00'::timestamptz`,
      total: sql`case when ${orders.id} in (${sql.join(ids.slice(0, 3), sql`, `)}) then 500 else 700 end`,
      expiresAt: sql`case when ${orders.id} in (${sql.join(ids.slice(0, 4), sql`, `)})
        then '2026-06-01 00:00:00.654321+00'::timestamptz end`,
    })
    .where(inArray(orders.id, ids));
});

describe('CSV export rows (keyset batches)', () => {
  it('gives every order once, in the list’s order, when equal sort values straddle batches', async () => {
    // Batches of 2 over 7 rows: every boundary falls between rows with equal sort values.
    const repo = createOrdersRepository(t.app.db, { exportBatch: 2 });
    for (const key of ADMIN_ORDER_SORT_KEYS) {
      for (const sort of [key, `-${key}`]) {
        const query = { serviceId, sort } as Parameters<typeof repo.exportRows>[0];
        const listed = await repo.adminList({ ...query, page: 1, pageSize: 100 });
        const exported: string[] = [];
        for await (const { order } of repo.exportRows(query)) exported.push(order.id);
        expect(listed.total, sort).toBe(7);
        expect(exported, sort).toEqual(listed.items.map((item) => item.id));
      }
    }
  });
});
