import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { json } from '../../testing/test-app.ts';
import { addMonths } from '../orders/orders.repository.ts';
import { as, newPackage, placeOrder, orderIn } from '../../testing/order-kit.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';
import { DAY, noticesOf, runningSubscription } from '../../testing/subscription-kit.ts';

const t = useShopTestApp({ customer: true });

type RenewalBody = {
  id: string;
  orderNumber: string;
  customer: { email: string };
  expiresAt: string;
  daysLeft: number;
  renewal: { orderNumber: string; status: string } | null;
  lastRemindedAt: string | null;
};

/** A running subscription that ends `days` from now. */
async function endingIn(days: number, name?: string) {
  const sub = await runningSubscription(t.app, t.admin, name ? { name } : {});
  const expiresAt = new Date(Date.now() + days * DAY);
  await t.app.db.update(orders).set({ expiresAt }).where(eq(orders.id, sub.order.id));
  return { ...sub, expiresAt };
}

const list = async (query: string) => {
  const res = await t.app.inject(
    as(t.admin, { method: 'GET', url: `/api/admin/renewals?${query}` }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: RenewalBody[]; meta: { total: number } }>(res);
};
const post = (who: { token: string }, url: string, payload?: unknown) =>
  t.app.inject(
    as(who, {
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );

describe('the renewals list', () => {
  it('lists running subscriptions ending within 7 or 30 days, soonest first', async () => {
    const soon = await endingIn(3, 'Renewal Soon');
    const later = await endingIn(20, 'Renewal Later');
    const week = await list(`within=7&q=renewal&pageSize=100`);
    expect(week.data.map((r) => r.orderNumber)).toEqual([soon.order.orderNumber]);
    expect(week.data[0]).toMatchObject({ daysLeft: 3, renewal: null, lastRemindedAt: null });

    const month = await list(`within=30&q=renewal&pageSize=100`);
    expect(month.data.map((r) => r.orderNumber)).toEqual([
      soon.order.orderNumber,
      later.order.orderNumber,
    ]);
    expect(month.meta.total).toBe(2);
  });

  it('searches by the customer’s email and shows a renewal already placed', async () => {
    const sub = await endingIn(5);
    const renewed = await post(sub.customer, `/api/orders/${sub.order.id}/renew`);
    const { orderNumber } = orderIn(renewed);
    const found = await list(`within=7&q=${encodeURIComponent(sub.customer.email)}`);
    expect(found.data).toEqual([
      expect.objectContaining({
        orderNumber: sub.order.orderNumber,
        renewal: expect.objectContaining({ orderNumber, status: 'pending' }),
      }),
    ]);
  });

  it('refuses a window other than 7 or 30 days with a field message', async () => {
    const res = await t.app.inject(
      as(t.admin, { method: 'GET', url: '/api/admin/renewals?within=14' }),
    );
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors.within).toEqual([
      'Choose 7 or 30 days',
    ]);
  });
});

describe('reminding a customer', () => {
  it('sends the reminder now, records it and says when', async () => {
    const sub = await endingIn(4);
    const res = await post(t.admin, `/api/admin/renewals/${sub.order.id}/remind`);
    expect(res.statusCode, res.body).toBe(200);
    const { lastRemindedAt } = json<{ data: RenewalBody }>(res).data;
    expect(Date.now() - Date.parse(lastRemindedAt!)).toBeLessThan(60_000);
    expect(await noticesOf(t.app, sub.customer)).toContain('Subscription ends in 4 days');

    // An admin may remind again: only the automatic reminders are once per end.
    expect((await post(t.admin, `/api/admin/renewals/${sub.order.id}/remind`)).statusCode).toBe(
      200,
    );
    const audit = json<{ data: { action: string; actor: { id: string } | null }[] }>(
      await t.app.inject(
        as(t.admin, { method: 'GET', url: `/api/admin/audit-log?entityId=${sub.order.id}` }),
      ),
    ).data;
    expect(audit.filter((row) => row.action === 'order.remind')).toHaveLength(2);
    expect(audit.find((row) => row.action === 'order.remind')!.actor?.id).toBe(t.admin.id);
  });
});

describe('extending a subscription', () => {
  it('adds the package’s period by default, audits before and after, tells the customer', async () => {
    const sub = await endingIn(2);
    const res = await post(t.admin, `/api/admin/renewals/${sub.order.id}/extend`);
    expect(res.statusCode, res.body).toBe(200);
    const extended = json<{ data: RenewalBody }>(res).data;
    expect(extended.expiresAt).toBe(addMonths(sub.expiresAt, 1).toISOString());

    const audit = json<{ data: { action: string; before: unknown; after: unknown }[] }>(
      await t.app.inject(
        as(t.admin, { method: 'GET', url: `/api/admin/audit-log?entityId=${sub.order.id}` }),
      ),
    ).data;
    expect(audit.find((row) => row.action === 'order.extend')).toMatchObject({
      before: { expiresAt: sub.expiresAt.toISOString() },
      after: { expiresAt: extended.expiresAt, months: 1 },
    });
    expect(await noticesOf(t.app, sub.customer)).toContain('Subscription extended');
    const detail = orderIn(
      await t.app.inject(as(t.admin, { method: 'GET', url: `/api/admin/orders/${sub.order.id}` })),
    );
    expect(detail.timeline.map((e) => e.to)).toEqual(['pending', 'paid', 'active']);
  });

  it('takes 1 to 36 whole months', async () => {
    const sub = await endingIn(2);
    const ok = await post(t.admin, `/api/admin/renewals/${sub.order.id}/extend`, { months: 12 });
    expect(json<{ data: RenewalBody }>(ok).data.expiresAt).toBe(
      addMonths(sub.expiresAt, 12).toISOString(),
    );
    for (const months of [0, 37, 1.5, 'two']) {
      const res = await post(t.admin, `/api/admin/renewals/${sub.order.id}/extend`, { months });
      expect(res.statusCode, String(months)).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(res).errors.months).toEqual([
        'Months must be a whole number from 1 to 36',
      ]);
    }
  });
});

describe('who and what may be reminded or extended', () => {
  it('is for admins only: 401 without a session, 403 for a customer', async () => {
    const sub = await endingIn(3);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/renewals' },
      { method: 'POST' as const, url: `/api/admin/renewals/${sub.order.id}/remind` },
      { method: 'POST' as const, url: `/api/admin/renewals/${sub.order.id}/extend` },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject(as(t.customer, call))).statusCode, call.url).toBe(403);
    }
    expect(await noticesOf(t.app, sub.customer)).not.toContain('Subscription extended');
  });

  it('answers 404 for an unknown order and 409 for one that is not running', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const action of ['remind', 'extend']) {
      expect((await post(t.admin, `/api/admin/renewals/${unknown}/${action}`)).statusCode).toBe(
        404,
      );
      expect((await post(t.admin, `/api/admin/renewals/not-a-uuid/${action}`)).statusCode).toBe(
        422,
      );
    }
    const pkg = await newPackage(t.app, t.admin);
    const pending = orderIn(await placeOrder(t.app, t.customer, { serviceId: pkg.id }));
    for (const action of ['remind', 'extend']) {
      const res = await post(t.admin, `/api/admin/renewals/${pending.id}/${action}`);
      expect(res.statusCode).toBe(409);
      expect(json<{ message: string }>(res).message).toContain('not a running subscription');
    }
  });
});
