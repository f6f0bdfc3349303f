import { describe, expect, it } from 'vitest';
import { json } from '../../testing/test-app.ts';
import { addMonths } from '../orders/orders.repository.ts';
import { as, type OrderBody, orderIn } from '../../testing/order-kit.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';
import { DAY, moveOrder, noticesOf, runningSubscription } from '../../testing/subscription-kit.ts';
import { sweepSubscriptions } from './sweep.ts';

const t = useShopTestApp();

const HOUR = 3_600_000;
const before = (end: Date, ms: number) => new Date(end.getTime() - ms);
const reminders = (titles: string[]) =>
  titles.filter((title) => title.startsWith('Subscription ends'));

async function adminOrder(id: string) {
  const res = await t.app.inject(as(t.admin, { method: 'GET', url: `/api/admin/orders/${id}` }));
  return json<{
    data: OrderBody & { timeline: { to: string; by: unknown; note: string | null }[] };
  }>(res).data;
}

describe('expiry reminders', () => {
  it('reminds 7 days before and 1 day before the end, each once', async () => {
    const { customer, end } = await runningSubscription(t.app, t.admin);
    await sweepSubscriptions(t.app, before(end, 6.5 * DAY));
    await sweepSubscriptions(t.app, before(end, 5 * DAY));
    expect(reminders(await noticesOf(t.app, customer))).toEqual(['Subscription ends in 7 days']);

    await sweepSubscriptions(t.app, before(end, 20 * HOUR));
    await sweepSubscriptions(t.app, before(end, 2 * HOUR));
    expect(reminders(await noticesOf(t.app, customer))).toEqual([
      'Subscription ends in 7 days',
      'Subscription ends tomorrow',
    ]);
  });

  it('sends nothing before the 7 days', async () => {
    const { customer, end } = await runningSubscription(t.app, t.admin);
    await sweepSubscriptions(t.app, before(end, 8 * DAY));
    expect(reminders(await noticesOf(t.app, customer))).toEqual([]);
  });

  it('sends one reminder, not both, when first seen 3 days before the end', async () => {
    const { customer, end } = await runningSubscription(t.app, t.admin);
    await sweepSubscriptions(t.app, before(end, 3 * DAY));
    expect(reminders(await noticesOf(t.app, customer))).toEqual(['Subscription ends in 3 days']);
  });

  it('sends no reminder for a subscription that has already ended', async () => {
    const { customer, end } = await runningSubscription(t.app, t.admin);
    await sweepSubscriptions(t.app, new Date(end.getTime() + HOUR));
    const titles = await noticesOf(t.app, customer);
    expect(reminders(titles)).toEqual([]);
    expect(titles.filter((title) => title === 'Subscription expired')).toHaveLength(1);
  });

  it('does not nag a customer who has renewed and paid, but does one whose renewal is unpaid', async () => {
    const paid = await runningSubscription(t.app, t.admin);
    const unpaid = await runningSubscription(t.app, t.admin);
    for (const { customer, order } of [paid, unpaid]) {
      const res = await t.app.inject(
        as(customer, { method: 'POST', url: `/api/orders/${order.id}/renew` }),
      );
      expect(res.statusCode, res.body).toBe(201);
      if (customer === paid.customer) {
        await moveOrder(t.app, t.admin, orderIn(res).id, 'paid');
      }
    }
    await sweepSubscriptions(t.app, before(paid.end, 2 * DAY));
    expect(reminders(await noticesOf(t.app, paid.customer))).toEqual([]);
    expect(reminders(await noticesOf(t.app, unpaid.customer))).toHaveLength(1);
  });
});

describe('the expiry job', () => {
  it('ends a subscription once: timeline and audit without an actor, the customer told', async () => {
    const { customer, order, end } = await runningSubscription(t.app, t.admin);
    const after = new Date(end.getTime() + 60_000);
    await sweepSubscriptions(t.app, after);
    await sweepSubscriptions(t.app, new Date(after.getTime() + HOUR));

    const ended = await adminOrder(order.id);
    expect(ended.status).toBe('expired');
    expect(ended.timeline.filter((e) => e.to === 'expired')).toEqual([
      expect.objectContaining({ from: 'active', to: 'expired', by: null, system: 'sweep' }),
    ]);
    const audit = json<{ data: { action: string; actor: unknown; after: unknown }[] }>(
      await t.app.inject(
        as(t.admin, { method: 'GET', url: `/api/admin/audit-log?entityId=${order.id}` }),
      ),
    ).data;
    expect(audit.filter((row) => row.actor === null)).toEqual([
      // No person: the row says what moved the order.
      expect.objectContaining({
        action: 'order.status',
        after: { status: 'expired', movedBy: 'sweep' },
      }),
    ]);
    const titles = await noticesOf(t.app, customer);
    expect(titles.filter((title) => title === 'Subscription expired')).toHaveLength(1);
  });

  it('starts a paid renewal where the previous period ended, and tells the customer', async () => {
    const { customer, order, end } = await runningSubscription(t.app, t.admin, { periodMonths: 3 });
    const renewed = await t.app.inject(
      as(customer, { method: 'POST', url: `/api/orders/${order.id}/renew` }),
    );
    const renewal = orderIn(renewed);
    await moveOrder(t.app, t.admin, renewal.id, 'paid');

    await sweepSubscriptions(t.app, new Date(end.getTime() + 60_000));
    const started = await adminOrder(renewal.id);
    expect(started).toMatchObject({
      status: 'active',
      startsAt: end.toISOString(),
      expiresAt: addMonths(end, 3).toISOString(),
    });
    expect(started.timeline.at(-1)).toMatchObject({
      from: 'paid',
      to: 'active',
      by: null,
      system: 'sweep',
      note: `Started when ${order.orderNumber} ended`,
    });
    const titles = await noticesOf(t.app, customer);
    expect(titles.filter((title) => title === 'Subscription active')).toHaveLength(2);
  });

  it('leaves an unpaid renewal for the admin', async () => {
    const { customer, order, end } = await runningSubscription(t.app, t.admin);
    const renewed = await t.app.inject(
      as(customer, { method: 'POST', url: `/api/orders/${order.id}/renew` }),
    );
    await sweepSubscriptions(t.app, new Date(end.getTime() + 60_000));
    expect((await adminOrder(orderIn(renewed).id)).status).toBe('pending');
  });
});
