import type { AdminAccess, MySubscription } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { as, newPackage, orderIn, placeOrder, type TestCustomer } from '../../testing/order-kit.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';
import { DAY, moveOrder, runningSubscription } from '../../testing/subscription-kit.ts';
import { json } from '../../testing/test-app.ts';
import { addMonths } from '../orders/orders.repository.ts';
import { sweepSubscriptions } from '../subscriptions/sweep.ts';

const t = useShopTestApp();

const mine = async (who: TestCustomer) =>
  json<{ data: MySubscription[] }>(
    await t.app.inject(as(who, { method: 'GET', url: '/api/account/subscriptions' })),
  ).data;

/** A running subscription whose end is moved to `end` (the sweeps below run at set times). */
async function endingAt(end: Date) {
  const sub = await runningSubscription(t.app, t.admin);
  await t.app.db.update(orders).set({ expiresAt: end }).where(eq(orders.id, sub.order.id));
  return { ...sub, end };
}

const renew = async (customer: TestCustomer, orderId: string) =>
  orderIn(
    await t.app.inject(as(customer, { method: 'POST', url: `/api/orders/${orderId}/renew` })),
  );

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject(as(t.admin, { method, url, ...(payload ? { payload } : {}) }));

describe('grace after an unpaid end', () => {
  it('suspends the access, and a renewal paid within the grace brings it back from the old end', async () => {
    const end = new Date(Date.now() - DAY);
    const { customer, order } = await endingAt(end);
    const [before] = await mine(customer);
    const username = before!.access!.username;

    await sweepSubscriptions(t.app, new Date());
    const [held] = await mine(customer);
    expect(held).toMatchObject({
      status: 'expired',
      accessState: 'suspended',
      suspension: 'grace',
      graceEndsAt: new Date(end.getTime() + 7 * DAY).toISOString(),
      // A suspended login does not work: it is not shown.
      access: null,
    });

    // Renewed and paid three days into the grace: the next sweep starts it.
    const renewal = await renew(customer, order.id);
    await moveOrder(t.app, t.admin, renewal.id, 'paid');
    await sweepSubscriptions(t.app, new Date());
    const [back] = await mine(customer);
    expect(back).toMatchObject({
      orderId: renewal.id,
      status: 'active',
      accessState: 'active',
      suspension: null,
      // Days already paid for are never lost: the new period runs from the old end.
      startsAt: end.toISOString(),
      expiresAt: addMonths(end, 1).toISOString(),
    });
    expect(back!.access!.username).toBe(username);
  });

  it('starts a renewal an admin activates within the grace at the old end too', async () => {
    const end = new Date(Date.now() - 2 * DAY);
    const { customer, order } = await endingAt(end);
    await sweepSubscriptions(t.app, new Date());
    const renewal = await renew(customer, order.id);
    await moveOrder(t.app, t.admin, renewal.id, 'paid');
    const active = await moveOrder(t.app, t.admin, renewal.id, 'active');
    expect(active).toMatchObject({ startsAt: end.toISOString() });
    expect((await mine(customer))[0]).toMatchObject({ accessState: 'active', suspension: null });
  });

  it('ends the access once the grace is over; a later renewal runs from its payment', async () => {
    const end = new Date(Date.now() - DAY);
    const { customer, order } = await endingAt(end);
    await sweepSubscriptions(t.app, new Date());
    expect((await mine(customer))[0]).toMatchObject({ accessState: 'suspended' });
    await sweepSubscriptions(t.app, new Date(end.getTime() + 7 * DAY + 1000));
    expect((await mine(customer))[0]).toMatchObject({ accessState: 'ended', suspension: null });

    const renewal = await renew(customer, order.id);
    await moveOrder(t.app, t.admin, renewal.id, 'paid');
    const active = await moveOrder(t.app, t.admin, renewal.id, 'active');
    // Within the grace by the clock, but the access has ended: it comes back all the same.
    expect((await mine(customer))[0]).toMatchObject({ accessState: 'active', orderId: active.id });
  });

  it('ends at once an end seen after its grace was over, and starts a renewal from its payment', async () => {
    const end = new Date(Date.now() - 8 * DAY);
    const { customer, order } = await endingAt(end);
    await sweepSubscriptions(t.app, new Date());
    expect((await mine(customer))[0]).toMatchObject({ accessState: 'ended', suspension: null });

    const renewal = await renew(customer, order.id);
    await moveOrder(t.app, t.admin, renewal.id, 'paid');
    const active = await moveOrder(t.app, t.admin, renewal.id, 'active');
    expect(new Date(active.startsAt!).getTime()).toBeGreaterThan(end.getTime() + 7 * DAY);
    expect((await mine(customer))[0]).toMatchObject({ accessState: 'active' });
  });

  it('never suspends a subscription paid ahead because another order is unpaid', async () => {
    const { customer } = await runningSubscription(t.app, t.admin);
    const other = await newPackage(t.app, t.admin);
    const unpaid = orderIn(await placeOrder(t.app, customer, { serviceId: other.id }));
    await moveOrder(t.app, t.admin, unpaid.id, 'cancelled');
    await sweepSubscriptions(t.app, new Date(Date.now() + 2 * DAY));
    const subs = await mine(customer);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ accessState: 'active', suspension: null });
  });
});

describe('an admin’s suspension', () => {
  it('needs a reason, holds through a renewal, and only an admin resumes it', async () => {
    const { customer, order } = await runningSubscription(t.app, t.admin);
    const url = `/api/admin/subscriptions/${order.id}`;
    const noReason = await admin('POST', `${url}/suspend`, { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(json(noReason)).toMatchObject({
      errors: { reason: ['Say why the subscription is suspended'] },
    });

    const held = await admin('POST', `${url}/suspend`, { reason: 'Chargeback 4411' });
    expect(held.statusCode, held.body).toBe(200);
    expect(json<{ data: AdminAccess }>(held).data).toMatchObject({
      state: 'suspended',
      suspension: 'admin',
      suspendedReason: 'Chargeback 4411',
    });
    expect((await mine(customer))[0]).toMatchObject({ accessState: 'suspended', access: null });
    // Told, without the team's reason.
    const notices = () =>
      t.app
        .inject(as(customer, { method: 'GET', url: '/api/notifications?pageSize=100' }))
        .then((res) => json<{ data: { title: string; message: string }[] }>(res).data);
    const hold = (await notices()).find((n) => n.title === 'Subscription on hold');
    expect(hold!.message).toContain(order.orderNumber);
    expect(hold!.message).not.toContain('Chargeback 4411');

    // A renewal paid and started does not lift an admin's hold.
    const renewal = await renew(customer, order.id);
    await moveOrder(t.app, t.admin, renewal.id, 'paid');
    await moveOrder(t.app, t.admin, renewal.id, 'active');
    expect((await mine(customer))[0]).toMatchObject({
      orderId: renewal.id,
      accessState: 'suspended',
      suspension: 'admin',
    });

    const resumed = await admin('POST', `/api/admin/subscriptions/${renewal.id}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect((await mine(customer))[0]).toMatchObject({ accessState: 'active', suspension: null });
    expect((await notices()).map((n) => n.title)).toContain('Subscription active again');
    const again = await admin('POST', `/api/admin/subscriptions/${renewal.id}/resume`);
    expect(again.statusCode).toBe(409);

    const audit = await admin('GET', `/api/admin/audit-log?entityId=${order.id}`);
    expect(audit.body).toContain('access.suspend');
  });
});
