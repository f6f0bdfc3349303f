import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import {
  adminOrder,
  placeCardOrder,
  useCardTestApp,
  webhookOf,
} from '../../testing/card-test-app.ts';
import { as, newCustomer, newPackage, orderIn, placeOrder } from '../../testing/order-kit.ts';
import { moveOrder, noticesOf } from '../../testing/subscription-kit.ts';
import { json } from '../../testing/test-app.ts';

/**
 * An admin's refund: a card payment goes back through the card processor (the stand-in's
 * refund endpoint, called by the real SDK), a manual one is only recorded.
 */
describe('refunds', () => {
  // A currency of its own, so the finance figures read here are this file's orders only.
  const t = useCardTestApp({ package: { price: 4000, currency: 'CHF' } });

  const refund = (id: string, body: object = {}) =>
    t.app.inject(
      as(t.admin, { method: 'POST', url: `/api/admin/orders/${id}/refund`, payload: body }),
    );

  const chfRefunds = async () => {
    const res = await t.app.inject(
      as(t.admin, { method: 'GET', url: '/api/admin/finance/summary?currency=CHF' }),
    );
    return json<{ data: { totals: { gross: number; refunds: number; net: number } } }>(res).data
      .totals;
  };

  async function paidCardOrder() {
    const customer = await newCustomer(t.app);
    const { order, sessionId } = await placeCardOrder(t, customer, { serviceId: t.pkg.id });
    await t.stripe.pay(sessionId);
    const paymentIntent = t.stripe.sessions.get(sessionId)!.payment_intent!;
    return { customer, order, paymentIntent };
  }

  it('gives a card payment back through the card processor, once, and records it', async () => {
    const before = await chfRefunds();
    const { customer, order, paymentIntent } = await paidCardOrder();

    // Stripe's event about the refund waits for our answer here, as it nearly always does.
    let answered = () => {};
    const gate = new Promise<void>((resolve) => (answered = resolve));
    t.stripe.deliverTo(async (payload, signature) => {
      await gate;
      return webhookOf(t.app)(payload, signature);
    });
    const res = await refund(order.id, { from: 'active' });
    answered();
    t.stripe.deliverTo(webhookOf(t.app));
    expect(res.statusCode, res.body).toBe(200);
    expect(orderIn(res).status).toBe('refunded');

    const calls = t.stripe.calls.filter((c) => c.path === '/v1/refunds');
    expect(calls).toEqual([
      { method: 'POST', path: '/v1/refunds', idempotencyKey: `order-${order.id}-refund` },
    ]);
    const charge = [...t.stripe.charges.values()].find((c) => c.payment_intent === paymentIntent)!;
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 4000 });

    // Stripe's own `charge.refunded` follows; the order is refunded already: nothing more.
    await t.stripe.settled();
    const seen = await adminOrder(t.app, t.admin, order.id);
    expect(seen.timeline.map((e) => [e.to, e.by?.id ?? e.system])).toEqual([
      ['pending', customer.id],
      ['paid', 'card_processor'],
      ['active', 'card_processor'],
      ['refunded', t.admin.id],
    ]);
    expect(await chfRefunds()).toMatchObject({
      gross: before.gross + 4000,
      refunds: before.refunds + 4000,
      net: before.net,
    });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.card_refund')));
    expect(audit).toMatchObject({
      actorId: t.admin.id,
      after: { amount: 4000, currency: 'chf', orderNumber: order.orderNumber },
    });
    expect((await noticesOf(t.app, customer)).at(-1)).toBe('Order refunded');

    // Asked again: already done, no second call.
    expect((await refund(order.id)).statusCode).toBe(200);
    expect(t.stripe.calls.filter((c) => c.path === '/v1/refunds')).toHaveLength(1);
  });

  it('refunds a card payment also when asked through the status change', async () => {
    const { order, paymentIntent } = await paidCardOrder();
    const res = await t.app.inject(
      as(t.admin, {
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}`,
        payload: { status: 'refunded', from: 'active' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const charge = [...t.stripe.charges.values()].find((c) => c.payment_intent === paymentIntent)!;
    expect(charge.refunded).toBe(true);
    await t.stripe.settled();
  });

  it('records a refund made in the Stripe dashboard, by the card processor', async () => {
    const { order, paymentIntent } = await paidCardOrder();
    const charge = [...t.stripe.charges.values()].find((c) => c.payment_intent === paymentIntent)!;
    const refunded = { ...charge, refunded: true, amount_refunded: charge.amount };
    expect((await t.stripe.send(t.stripe.signedEvent('charge.refunded', refunded))).status).toBe(
      200,
    );
    const seen = await adminOrder(t.app, t.admin, order.id);
    expect(seen.status).toBe('refunded');
    expect(seen.timeline.at(-1)).toMatchObject({
      to: 'refunded',
      by: null,
      system: 'card_processor',
    });
  });

  it('refuses a refund of an order that moved since the admin saw it (409), calling nobody', async () => {
    const { order } = await paidCardOrder();
    const calls = t.stripe.calls.length;
    const res = await refund(order.id, { from: 'paid' });
    expect(res.statusCode).toBe(409);
    expect(t.stripe.calls).toHaveLength(calls);
  });

  it('records a manual order refund without the card processor', async () => {
    const customer = await newCustomer(t.app);
    const pkg = await newPackage(t.app, t.admin, { price: 1200 });
    const placed = orderIn(await placeOrder(t.app, customer, { serviceId: pkg.id }));
    await moveOrder(t.app, t.admin, placed.id, 'paid');
    const calls = t.stripe.calls.length;

    const res = await refund(placed.id, { from: 'paid', note: 'Cash given back at the desk' });
    expect(res.statusCode, res.body).toBe(200);
    expect(orderIn(res).status).toBe('refunded');
    expect(t.stripe.calls).toHaveLength(calls);
    const seen = await adminOrder(t.app, t.admin, placed.id);
    expect(seen.timeline.at(-1)).toMatchObject({
      to: 'refunded',
      by: { id: t.admin.id },
      system: null,
      note: 'Cash given back at the desk',
    });
  });

  it('refuses a refund of a pending order (409) and of an unknown one (404)', async () => {
    const customer = await newCustomer(t.app);
    const { order } = await placeCardOrder(t, customer, { serviceId: t.pkg.id });
    expect((await refund(order.id)).statusCode).toBe(409);
    expect((await refund('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const { order } = await paidCardOrder();
    const url = `/api/admin/orders/${order.id}/refund`;
    expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    expect(
      (await t.app.inject(as(t.customer, { method: 'POST', url, payload: {} }))).statusCode,
    ).toBe(403);
  });
});
