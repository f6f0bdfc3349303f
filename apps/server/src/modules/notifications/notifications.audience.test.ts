import type { AudiencePackage, SentNotification } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { json } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import {
  adminOf,
  as,
  newCustomer,
  newPackage,
  placeOrder,
  type TestCustomer,
  orderIn,
} from '../../testing/order-kit.ts';
import { moveOrder } from '../../testing/subscription-kit.ts';

const t = useTestApp();

/** A customer's order of the package, moved along the admin API to `status`. */
async function orderOf(
  admin: { token: string },
  customer: TestCustomer,
  serviceId: string,
  status: 'pending' | 'paid' | 'active' | 'cancelled',
) {
  const placed = await placeOrder(t.app, customer, { serviceId });
  expect(placed.statusCode, placed.body).toBe(201);
  const { id } = orderIn(placed);
  if (status === 'cancelled') await moveOrder(t.app, admin, id, 'cancelled');
  if (status === 'paid' || status === 'active') await moveOrder(t.app, admin, id, 'paid');
  if (status === 'active') await moveOrder(t.app, admin, id, 'active');
  return id;
}

async function titlesOf(customer: TestCustomer) {
  const res = await t.app.inject(
    as(customer, { method: 'GET', url: '/api/notifications?pageSize=100' }),
  );
  return json<{ data: { title: string; link: string | null }[] }>(res).data;
}

const send = (admin: { token: string }, payload: Record<string, unknown>) =>
  t.app.inject(as(admin, { method: 'POST', url: '/api/admin/notifications', payload }));

describe('the demo history', () => {
  it('shows a send to everyone, to one package with its real count, and to one customer', async () => {
    const admin = await adminOf(t.app);
    const res = await t.app.inject(
      as(admin, { method: 'GET', url: '/api/admin/notifications?pageSize=100' }),
    );
    const history = json<{ data: SentNotification[] }>(res).data;
    expect(history.map((s) => s.audience).sort()).toEqual(['customers', 'package', 'user']);
    const toPackage = history.find((s) => s.audience === 'package')!;
    expect(toPackage.recipientsCount).toBeGreaterThan(0);
    const packages = json<{ data: AudiencePackage[] }>(
      await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/notifications/packages' })),
    ).data;
    expect(packages.find((p) => p.id === toPackage.package?.id)?.customers).toBe(
      toPackage.recipientsCount,
    );
    expect(history.find((s) => s.audience === 'user')?.recipient).not.toBeNull();
  });
});

describe('sending to the customers of one package', () => {
  it('reaches paid and running customers of that package only, and says how many', async () => {
    const admin = await adminOf(t.app);
    const pkg = await newPackage(t.app, admin, { name: 'Audience Sports' });
    const other = await newPackage(t.app, admin, { name: 'Audience Movies' });

    const running = await newCustomer(t.app, 'Running Rita');
    const paid = await newCustomer(t.app, 'Paid Paul');
    const twice = await newCustomer(t.app, 'Twice Tom');
    const pending = await newCustomer(t.app, 'Pending Pia');
    const cancelled = await newCustomer(t.app, 'Cancelled Cal');
    const ended = await newCustomer(t.app, 'Ended Eve');
    const otherPackage = await newCustomer(t.app, 'Other Olga');

    await orderOf(admin, running, pkg.id, 'active');
    await orderOf(admin, paid, pkg.id, 'paid');
    // Two running orders (a renewal bought early) still make one notification.
    await orderOf(admin, twice, pkg.id, 'active');
    await orderOf(admin, twice, pkg.id, 'paid');
    await orderOf(admin, pending, pkg.id, 'pending');
    await orderOf(admin, cancelled, pkg.id, 'cancelled');
    const endedOrder = await orderOf(admin, ended, pkg.id, 'active');
    await t.app.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, endedOrder));
    await orderOf(admin, otherPackage, other.id, 'active');

    const packages = await t.app.inject(
      as(admin, { method: 'GET', url: '/api/admin/notifications/packages?_t=1' }),
    );
    expect(packages.statusCode, packages.body).toBe(200);
    const counts = json<{ data: AudiencePackage[] }>(packages).data;
    expect(counts.find((p) => p.id === pkg.id)).toEqual({
      id: pkg.id,
      name: 'Audience Sports',
      customers: 3,
    });
    expect(counts.find((p) => p.id === other.id)?.customers).toBe(1);

    const res = await send(admin, {
      audience: 'package',
      serviceId: pkg.id,
      type: 'info',
      title: 'Match night moved',
      message: 'Kick-off is now at 21:00.',
      link: '/#events',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = json<{ data: SentNotification }>(res).data;
    expect(sent).toMatchObject({
      audience: 'package',
      package: { id: pkg.id, name: 'Audience Sports' },
      recipient: null,
      recipientsCount: 3,
    });

    const got = async (customer: TestCustomer) =>
      (await titlesOf(customer)).filter((n) => n.title === 'Match night moved');
    for (const customer of [running, paid, twice]) {
      expect(await got(customer), customer.email).toEqual([
        expect.objectContaining({ link: '/#events' }),
      ]);
    }
    for (const customer of [pending, cancelled, ended, otherPackage]) {
      expect(await got(customer), customer.email).toEqual([]);
    }

    // The history says which package it went to.
    const history = await t.app.inject(
      as(admin, { method: 'GET', url: '/api/admin/notifications' }),
    );
    const listed = json<{ data: SentNotification[] }>(history).data.find((s) => s.id === sent.id);
    expect(listed?.package).toEqual({ id: pkg.id, name: 'Audience Sports' });
  });

  it('needs a package that exists, keeps the safe-link rule and the customer-only types', async () => {
    const admin = await adminOf(t.app);
    const base = { audience: 'package', type: 'info', title: 'Hi', message: 'There' };
    const errorsOf = async (payload: Record<string, unknown>) => {
      const res = await send(admin, payload);
      expect(res.statusCode, res.body).toBe(422);
      return json<{ errors: Record<string, string[]> }>(res).errors;
    };
    expect(await errorsOf(base)).toEqual({
      serviceId: ['Choose the package whose customers to notify'],
    });
    expect(await errorsOf({ ...base, serviceId: '00000000-0000-4000-8000-000000000000' })).toEqual({
      serviceId: ['This package does not exist'],
    });
    const pkg = await newPackage(t.app, admin);
    expect(
      Object.keys(
        await errorsOf({ ...base, serviceId: pkg.id, link: 'https://evil.example.com/' }),
      ),
    ).toEqual(['link']);
    expect(Object.keys(await errorsOf({ ...base, serviceId: pkg.id, type: 'order' }))).toEqual([
      'type',
    ]);
    expect(
      Object.keys(await errorsOf({ ...base, audience: 'customers', serviceId: pkg.id })),
    ).toEqual(['serviceId']);
  });
});

describe('finding one customer to notify', () => {
  it('searches active customers by email or name, never admins', async () => {
    const admin = await adminOf(t.app);
    const customer = await newCustomer(t.app, 'Searchable Sam');
    const search = (q: string) =>
      t.app.inject(
        as(admin, {
          method: 'GET',
          url: `/api/admin/notifications/recipients?q=${encodeURIComponent(q)}&_t=2`,
        }),
      );
    const byEmail = await search(customer.email.slice(0, 12).toUpperCase());
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(json<{ data: unknown[] }>(byEmail).data).toContainEqual({
      _id: customer.id,
      id: customer.id,
      name: 'Searchable Sam',
      email: customer.email,
    });
    const byName = json<{ data: { id: string }[] }>(await search('searchable sam')).data;
    expect(byName.map((r) => r.id)).toEqual([customer.id]);
    const admins = json<{ data: { id: string }[] }>(await search('admin')).data;
    expect(admins.map((r) => r.id)).not.toContain(admin.id);

    const forbidden = await t.app.inject(
      as(customer, { method: 'GET', url: '/api/admin/notifications/recipients?q=a' }),
    );
    expect(forbidden.statusCode).toBe(403);
  });
});
