import type { AdminCustomer } from '@streamfront/contract';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';
import { newCustomer, newPackage, placeOrder } from '../../testing/order-kit.ts';
import { json } from '../../testing/test-app.ts';

const t = useAdminTestApp();

const list = async (query: string) => {
  const res = await t.asAdmin('GET', `/api/admin/customers?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: AdminCustomer[]; meta: { total: number } }>(res);
};

describe('Admin → Customers', () => {
  it('lists customers (never admins) with their orders, searched by name or email', async () => {
    const mark = Date.now().toString(36);
    const buyer = await newCustomer(t.app, `Listed Buyer ${mark}`);
    const pkg = await newPackage(t.app, t.admin);
    for (let i = 0; i < 2; i += 1) {
      expect((await placeOrder(t.app, buyer, { serviceId: pkg.id })).statusCode).toBe(201);
    }
    const byName = await list(`q=${encodeURIComponent(`Listed Buyer ${mark}`)}`);
    expect(byName.meta.total).toBe(1);
    expect(byName.data[0]).toMatchObject({
      id: buyer.id,
      email: buyer.email,
      verified: false,
      ordersCount: 2,
      closedAt: null,
    });
    expect((await list(`q=${encodeURIComponent(buyer.email)}`)).data.map((c) => c.id)).toEqual([
      buyer.id,
    ]);
    const everyone = await list('pageSize=100');
    expect(everyone.data.some((c) => c.id === t.admin.user.id)).toBe(false);
    const mostOrders = await list('sort=-ordersCount&pageSize=1');
    expect(mostOrders.data[0]!.ordersCount).toBeGreaterThanOrEqual(2);
  });

  it('filters closed accounts, which a close moves there', async () => {
    const customer = await newCustomer(t.app, 'Soon Closed');
    expect((await t.asAdmin('POST', `/api/admin/customers/${customer.id}/close`)).statusCode).toBe(
      200,
    );
    const closed = await list('status=closed&pageSize=100');
    expect(closed.data.find((c) => c.id === customer.id)?.closedAt).not.toBeNull();
    const open = await list('status=open&pageSize=100');
    expect(open.data.some((c) => c.id === customer.id)).toBe(false);
    expect((await t.asAdmin('GET', '/api/admin/customers?status=gone')).statusCode).toBe(422);
  });
});
