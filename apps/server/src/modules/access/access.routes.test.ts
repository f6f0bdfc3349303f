import type { MySubscription, AdminAccess } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, subscriptionAccess } from '../../db/schema/index.ts';
import { json } from '../../testing/test-app.ts';
import { as, newCustomer, orderIn, placeOrder } from '../../testing/order-kit.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';
import { DAY, moveOrder, runningSubscription } from '../../testing/subscription-kit.ts';
import { sweepSubscriptions } from '../subscriptions/sweep.ts';

const t = useShopTestApp();

const mine = async (who: { token: string; ip?: string }) => {
  const res = await t.app.inject(as(who, { method: 'GET', url: '/api/account/subscriptions' }));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return json<{ data: MySubscription[] }>(res).data;
};

const adminAccess = async (orderId: string) =>
  t.app.inject(as(t.admin, { method: 'GET', url: `/api/admin/orders/${orderId}/access` }));

/** The package an order is for (the test kit's order answer leaves it out). */
const packageOf = async (orderId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.serviceId!;

const resetAccess = (who: { token: string; ip?: string }, orderId: string) =>
  t.app.inject(
    as(who, { method: 'POST', url: `/api/account/subscriptions/${orderId}/reset-access` }),
  );

describe('access details with the built-in connector', () => {
  it('gives an activated subscription a username, a strong password and its screens', async () => {
    const { customer, order } = await runningSubscription(t.app, t.admin);
    const [sub] = await mine(customer);
    expect(sub).toMatchObject({
      orderId: order.id,
      status: 'active',
      accessState: 'active',
      provisioning: 'ready',
      access: { screens: 2, serverUrl: null, portalUrl: null, activationCode: null },
    });
    expect(sub!.daysLeft).toBeGreaterThanOrEqual(28);
    expect(sub!.access!.username).toMatch(/^sf\d{4}[a-z]{4}$/);
    expect(sub!.access!.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{16}$/);

    // At rest the password is sealed: the row does not hold it.
    const [row] = await t.app.db
      .select()
      .from(subscriptionAccess)
      .where(eq(subscriptionAccess.orderId, order.id));
    expect(JSON.stringify(row)).not.toContain(sub!.access!.password);
  });

  it('shows nothing of another customer’s access, and refuses to reset it (404)', async () => {
    const { order } = await runningSubscription(t.app, t.admin);
    const stranger = await newCustomer(t.app);
    expect(await mine(stranger)).toEqual([]);
    const res = await resetAccess(stranger, order.id);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ message: 'Subscription not found' });
  });

  it('gives the customer a new password on request, same username, audited without it', async () => {
    const { customer, order } = await runningSubscription(t.app, t.admin);
    const [before] = await mine(customer);
    const res = await resetAccess(customer, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const after = json<{ data: MySubscription }>(res).data;
    expect(after.access!.username).toBe(before!.access!.username);
    expect(after.access!.password).not.toBe(before!.access!.password);
    expect(after.accessResetAt).not.toBeNull();
    expect((await mine(customer))[0]!.access!.password).toBe(after.access!.password);

    const audit = await t.app.inject(
      as(t.admin, { method: 'GET', url: `/api/admin/audit-log?entityId=${order.id}` }),
    );
    const text = audit.body;
    expect(text).toContain('access.reset');
    expect(text).not.toContain(after.access!.password);
    expect(text).not.toContain(before!.access!.password);
  });

  it('keeps the access when a renewal takes over, and holds it when the subscription ends', async () => {
    const { customer, order } = await runningSubscription(t.app, t.admin);
    const [first] = await mine(customer);
    const renewal = orderIn(
      await t.app.inject(as(customer, { method: 'POST', url: `/api/orders/${order.id}/renew` })),
    );
    // Ordered: the account page offers no second Renew.
    expect((await mine(customer))[0]!.renewal).toEqual({
      orderId: renewal.id,
      orderNumber: renewal.orderNumber,
      status: 'pending',
    });
    await moveOrder(t.app, t.admin, renewal.id, 'paid');

    // The first one ends; the paid renewal starts where it ended, with the same login.
    const end = new Date(Date.now() - 1000);
    await t.app.db.update(orders).set({ expiresAt: end }).where(eq(orders.id, order.id));
    await sweepSubscriptions(t.app, new Date());
    const [renewed] = await mine(customer);
    expect(renewed).toMatchObject({ orderId: renewal.id, status: 'active', accessState: 'active' });
    expect(renewed!.access).toEqual(first!.access);

    // The renewal ends in turn, with nothing after it: the access is held for the grace
    // period (access-grace.test.ts) and not shown.
    await t.app.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, renewal.id));
    await sweepSubscriptions(t.app, new Date());
    const [ended] = await mine(customer);
    expect(ended).toMatchObject({ accessState: 'suspended', access: null, daysLeft: 0 });
    expect((await resetAccess(customer, renewal.id)).statusCode).toBe(409);
  });

  it('ends the access of a refunded subscription', async () => {
    const { customer, order } = await runningSubscription(t.app, t.admin);
    await moveOrder(t.app, t.admin, order.id, 'refunded');
    expect((await mine(customer))[0]).toMatchObject({ accessState: 'ended', access: null });
  });
});

describe('running subscriptions without access', () => {
  it('get it from the next sweep (an install upgraded from before access details)', async () => {
    const { customer, order } = await runningSubscription(t.app, t.admin);
    await t.app.db.delete(subscriptionAccess).where(eq(subscriptionAccess.orderId, order.id));
    expect(await mine(customer)).toEqual([]);
    await sweepSubscriptions(t.app, new Date());
    const [sub] = await mine(customer);
    expect(sub).toMatchObject({ orderId: order.id, accessState: 'active', provisioning: 'ready' });
    expect(sub!.access!.username).toMatch(/^sf/);
  });
});

describe('the order page’s access (admin)', () => {
  it('shows, sets and regenerates the details; an order without access is 404', async () => {
    const { customer, order } = await runningSubscription(t.app, t.admin);
    const shown = json<{ data: AdminAccess }>(await adminAccess(order.id)).data;
    expect(shown).toMatchObject({
      orderId: order.id,
      state: 'active',
      provisioning: { connector: 'built-in', state: 'ready', attempts: 0 },
    });

    const set = await t.app.inject(
      as(t.admin, {
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/access`,
        payload: {
          username: 'line-7741',
          password: 'Typed-By-Hand-42',
          serverUrl: 'http://line.example.tv:8080',
          activationCode: '7741-2210',
        },
      }),
    );
    expect(set.statusCode, set.body).toBe(200);
    expect((await mine(customer))[0]!.access).toEqual({
      username: 'line-7741',
      password: 'Typed-By-Hand-42',
      serverUrl: 'http://line.example.tv:8080',
      portalUrl: null,
      activationCode: '7741-2210',
      screens: 2,
    });

    const regenerated = await t.app.inject(
      as(t.admin, {
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/access`,
        payload: { regenerate: true },
      }),
    );
    const access = json<{ data: AdminAccess }>(regenerated).data.access!;
    expect(access.username).toBe('line-7741');
    expect(access.password).not.toBe('Typed-By-Hand-42');

    const audit = await t.app.inject(
      as(t.admin, { method: 'GET', url: `/api/admin/audit-log?entityId=${order.id}` }),
    );
    expect(audit.body).toContain('access.update');
    expect(audit.body).toContain('access.regenerate');
    expect(audit.body).not.toContain('Typed-By-Hand-42');
    expect(audit.body).not.toContain(access.password);
    expect(audit.body).not.toContain('7741-2210');

    const pending = orderIn(
      await placeOrder(t.app, customer, { serviceId: await packageOf(order.id) }),
    );
    const none = await adminAccess(pending.id);
    expect(none.statusCode).toBe(404);
  });

  it('refuses a username another subscription has (409) and an empty password (422)', async () => {
    const one = await runningSubscription(t.app, t.admin);
    const two = await runningSubscription(t.app, t.admin);
    const taken = json<{ data: AdminAccess }>(await adminAccess(one.order.id)).data.access!
      .username;
    const put = (payload: object) =>
      t.app.inject(
        as(t.admin, { method: 'PUT', url: `/api/admin/orders/${two.order.id}/access`, payload }),
      );
    expect((await put({ username: taken, password: 'Another-One-55' })).statusCode).toBe(409);
    const empty = await put({ username: 'fresh-name', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(json(empty)).toMatchObject({ errors: { password: ['Enter a password'] } });
  });
});

describe('days left', () => {
  it('counts whole days to the end, rounded up', async () => {
    const { customer, order } = await runningSubscription(t.app, t.admin);
    await t.app.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() + 2.5 * DAY) })
      .where(eq(orders.id, order.id));
    expect((await mine(customer))[0]!.daysLeft).toBe(3);
  });
});
