import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailMessages, orders, services } from '../../db/schema/index.ts';
import {
  adminOrder,
  CARD_SITE_URL,
  placeCardOrder,
  useCardTestApp,
} from '../../testing/card-test-app.ts';
import { as, newCustomer, newPackage, newPromo, orderIn } from '../../testing/order-kit.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';
import { noticesOf } from '../../testing/subscription-kit.ts';
import { json } from '../../testing/test-app.ts';

/**
 * A card order from checkout to an active subscription with nobody at the back-office: the
 * real `stripe` SDK talks to the stand-in, whose events reach the webhook signed as Stripe's.
 */
describe('card payments', () => {
  const t = useCardTestApp({ package: { price: 2500, periodMonths: 3 } });

  const ownOrder = async (id: string) =>
    orderIn(await t.app.inject(as(t.customer, { method: 'GET', url: `/api/orders/${id}` })));

  it('says card payment is available in the public site answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(json<{ data: { cardPayments: boolean } }>(res).data.cardPayments).toBe(true);
  });

  it('opens a checkout session for the server-computed total, promo included, with the order id', async () => {
    const promo = await newPromo(t.app, t.admin, { discountType: 'percent', discountValue: 20 });
    const { order, sessionId, response } = await placeCardOrder(t, t.customer, {
      serviceId: t.pkg.id,
      promoCode: promo.code,
      billingAddress: '  Acme Ltd\n1 High Street, Leeds  ',
    });
    expect(response.statusCode).toBe(201);
    expect(order).toMatchObject({ status: 'pending', paymentMethod: 'card', total: 2000 });
    expect(order.checkoutUrl).toBe(`${t.stripe.url}/pay/${sessionId}`);

    const session = t.stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      amount_total: 2000,
      currency: 'usd',
      metadata: { orderId: order.id, orderNumber: order.orderNumber },
      client_reference_id: order.id,
      customer_email: t.customer.email,
      success_url: `${CARD_SITE_URL}/checkout/${order.id}/return?session_id=${sessionId}`,
      cancel_url: `${CARD_SITE_URL}/checkout/${order.id}/return?cancelled=1`,
    });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      billingAddress: 'Acme Ltd\n1 High Street, Leeds',
      stripeSessionId: sessionId,
    });
    const created = t.stripe.calls.filter((c) => c.path === '/v1/checkout/sessions');
    expect(created.at(-1)!.idempotencyKey).toBe(`order-${order.id}-checkout-after-none`);
  });

  it('pays and activates a card order with nobody signed in as admin', async () => {
    const customer = await newCustomer(t.app);
    const { order, sessionId } = await placeCardOrder(t, customer, { serviceId: t.pkg.id });

    const delivery = await t.stripe.pay(sessionId);
    expect(delivery.status).toBe(200);

    const mine = orderIn(
      await t.app.inject(as(customer, { method: 'GET', url: `/api/orders/${order.id}` })),
    );
    expect(mine).toMatchObject({ status: 'active', paidWith: 'card', paymentMethod: 'card' });
    expect(mine.startsAt).not.toBeNull();
    // Three months from the start.
    const months =
      (new Date(mine.expiresAt!).getUTCFullYear() - new Date(mine.startsAt!).getUTCFullYear()) *
        12 +
      new Date(mine.expiresAt!).getUTCMonth() -
      new Date(mine.startsAt!).getUTCMonth();
    expect(months).toBe(3);

    // The timeline says the card processor did it, no person.
    const seen = await adminOrder(t.app, t.admin, order.id);
    expect(seen.timeline.map((e) => [e.from, e.to, e.by, e.system])).toEqual([
      [null, 'pending', { id: customer.id, name: expect.any(String) }, null],
      ['pending', 'paid', null, 'card_processor'],
      ['paid', 'active', null, 'card_processor'],
    ]);
    expect(seen.attention).toBeNull();
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.status')));
    expect(audits).toHaveLength(2);
    expect(audits.every((row) => row.actorId === null)).toBe(true);
    expect(audits.map((row) => (row.after as { movedBy?: string }).movedBy)).toEqual([
      'card_processor',
      'card_processor',
    ]);
    // Told at each step, like an admin's change, and by mail; the first mail has no
    // transfer reference to quote.
    expect(await noticesOf(t.app, customer)).toEqual(['Payment received', 'Subscription active']);
    const mails = await t.app.db
      .select({ template: mailMessages.template, subject: mailMessages.subject })
      .from(mailMessages)
      .where(eq(mailMessages.orderId, order.id));
    expect(mails.map((m) => m.template).sort()).toEqual(
      ['order-placed', 'payment-received', 'subscription-active'].sort(),
    );
    expect(mails.find((m) => m.template === 'order-placed')!.subject).toBe(
      `Order ${order.orderNumber} placed`,
    );
  });

  it('leaves a paid order for an admin to activate when its package does not activate on payment', async () => {
    const pkg = await newPackage(t.app, t.admin, { price: 900 });
    await t.app.db
      .update(services)
      .set({ activateOnPayment: false })
      .where(eq(services.id, pkg.id));
    const { order, sessionId } = await placeCardOrder(t, t.customer, { serviceId: pkg.id });
    await t.stripe.pay(sessionId);
    expect(await ownOrder(order.id)).toMatchObject({ status: 'paid', paidWith: 'card' });
  });

  it('flags a payment that differs from the order total for an admin, and does not activate', async () => {
    const customer = await newCustomer(t.app);
    const { order, sessionId } = await placeCardOrder(t, customer, { serviceId: t.pkg.id });

    expect((await t.stripe.pay(sessionId, { amountTotal: 1500 })).status).toBe(200);

    const seen = await adminOrder(t.app, t.admin, order.id);
    expect(seen.status).toBe('paid');
    expect(seen.paidWith).toBe('card');
    expect(seen.attention).toBe(
      'The card payment ($15.00) differs from the order total ($25.00), so the subscription was not activated. Activate it or refund the payment.',
    );
    const notices = json<{ data: { title: string; message: string }[] }>(
      await t.app.inject(as(t.admin, { method: 'GET', url: '/api/notifications?pageSize=20' })),
    ).data;
    expect(notices).toContainEqual(
      expect.objectContaining({
        title: `Order ${order.orderNumber} needs a look`,
        message: seen.attention,
      }),
    );
  });

  it('keeps an order pending when its session expires, and pays it through a new one', async () => {
    const customer = await newCustomer(t.app);
    const { order, sessionId: first } = await placeCardOrder(t, customer, { serviceId: t.pkg.id });

    expect((await t.stripe.expire(first)).status).toBe(200);
    const afterExpiry = orderIn(
      await t.app.inject(as(customer, { method: 'GET', url: `/api/orders/${order.id}` })),
    );
    expect(afterExpiry.status).toBe('pending');

    const reopen = () =>
      t.app.inject(as(customer, { method: 'POST', url: `/api/orders/${order.id}/checkout` }));
    const again = await reopen();
    expect(again.statusCode).toBe(200);
    const { checkoutUrl } = json<{ data: { checkoutUrl: string } }>(again).data;
    const second = checkoutUrl.split('/').at(-1)!;
    expect(second).not.toBe(first);
    // Asked again while it is open: the same page, no second session.
    const twice = json<{ data: { checkoutUrl: string } }>(await reopen()).data;
    expect(twice.checkoutUrl).toBe(checkoutUrl);
    const sessionsOfOrder = [...t.stripe.sessions.values()].filter(
      (s) => s.metadata.orderId === order.id,
    );
    expect(sessionsOfOrder).toHaveLength(2);

    // Completed after expired: paid and active.
    expect((await t.stripe.pay(second)).status).toBe(200);
    const paid = orderIn(
      await t.app.inject(as(customer, { method: 'GET', url: `/api/orders/${order.id}` })),
    );
    expect(paid.status).toBe('active');

    // Nothing left to pay.
    expect((await reopen()).statusCode).toBe(409);
  });

  it('records the payment when the refund is told before it, ending refunded', async () => {
    const customer = await newCustomer(t.app);
    const { order, sessionId } = await placeCardOrder(t, customer, { serviceId: t.pkg.id });
    const session = t.stripe.sessions.get(sessionId)!;
    const charge = {
      id: 'ch_test_early_refund',
      object: 'charge',
      amount: 2500,
      amount_refunded: 2500,
      currency: 'usd',
      payment_intent: 'pi_test_early_refund',
      refunded: true,
      metadata: { orderId: order.id },
    };
    expect((await t.stripe.send(t.stripe.signedEvent('charge.refunded', charge))).status).toBe(200);
    // Its payment's own event, late.
    const completed = t.stripe.signedEvent('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_early_refund',
    });
    expect((await t.stripe.send(completed)).status).toBe(200);

    const seen = await adminOrder(t.app, t.admin, order.id);
    expect(seen.status).toBe('refunded');
    expect(seen.timeline.map((e) => `${e.from}->${e.to}`)).toEqual([
      'null->pending',
      'pending->paid',
      'paid->refunded',
    ]);
  });

  it('flags a partial refund made in Stripe, leaving the order as it is', async () => {
    const customer = await newCustomer(t.app);
    const { order, sessionId } = await placeCardOrder(t, customer, { serviceId: t.pkg.id });
    await t.stripe.pay(sessionId);
    const charge = [...t.stripe.charges.values()].find(
      (c) => c.payment_intent === t.stripe.sessions.get(sessionId)!.payment_intent,
    )!;
    const partial = { ...charge, amount_refunded: 500, refunded: false };
    expect((await t.stripe.send(t.stripe.signedEvent('charge.refunded', partial))).status).toBe(
      200,
    );
    const seen = await adminOrder(t.app, t.admin, order.id);
    expect(seen.status).toBe('active');
    expect(seen.attention).toMatch(
      /^Part of the card payment was refunded in Stripe \(\$5\.00 of \$25\.00\)/,
    );
  });

  it('shows a customer only their own order (another one is not found)', async () => {
    const { order } = await placeCardOrder(t, t.customer, { serviceId: t.pkg.id });
    const stranger = await newCustomer(t.app);
    for (const [method, url] of [
      ['GET', `/api/orders/${order.id}`],
      ['POST', `/api/orders/${order.id}/checkout`],
    ] as const) {
      expect((await t.app.inject(as(stranger, { method, url }))).statusCode).toBe(404);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('refuses card payment of an order that costs nothing', async () => {
    const promo = await newPromo(t.app, t.admin, { discountType: 'percent', discountValue: 100 });
    const res = await t.app.inject(
      as(t.customer, {
        method: 'POST',
        url: '/api/orders',
        payload: { serviceId: t.pkg.id, promoCode: promo.code, paymentMethod: 'card' },
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({
      paymentMethod: ['This order costs nothing, so there is nothing to pay by card'],
    });
  });

  it('places a manual order as before, with no checkout', async () => {
    const res = await t.app.inject(
      as(t.customer, { method: 'POST', url: '/api/orders', payload: { serviceId: t.pkg.id } }),
    );
    expect(res.statusCode).toBe(201);
    const order = orderIn(res) as ReturnType<typeof orderIn> & { checkoutUrl?: string };
    expect(order).toMatchObject({ paymentMethod: 'manual', paidWith: null });
    expect(order.checkoutUrl).toBeUndefined();
    expect(
      (
        await t.app.inject(
          as(t.customer, { method: 'POST', url: `/api/orders/${order.id}/checkout` }),
        )
      ).statusCode,
    ).toBe(409);
  });
});

describe('without Stripe keys', () => {
  const t = useShopTestApp({ customer: true, package: { price: 1500 } });

  it('says card payment is not available, and refuses a card order (422 on paymentMethod)', async () => {
    const site = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(json<{ data: { cardPayments: boolean } }>(site).data.cardPayments).toBe(false);

    const res = await t.app.inject(
      as(t.customer, {
        method: 'POST',
        url: '/api/orders',
        payload: { serviceId: t.pkg.id, paymentMethod: 'card' },
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(json<{ message: string; errors: Record<string, string[]> }>(res)).toMatchObject({
      message: 'Card payment is not available here; choose another way to pay',
      errors: { paymentMethod: ['Card payment is not available here; choose another way to pay'] },
    });
    const mine = json<{ data: unknown[] }>(
      await t.app.inject(as(t.customer, { method: 'GET', url: '/api/orders/mine' })),
    ).data;
    expect(mine).toEqual([]);
  });

  it('takes an optional billing address, trimmed, at most 500 characters', async () => {
    const long = await t.app.inject(
      as(t.customer, {
        method: 'POST',
        url: '/api/orders',
        payload: { serviceId: t.pkg.id, billingAddress: 'x'.repeat(501) },
      }),
    );
    expect(long.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(long).errors).toEqual({
      billingAddress: ['Billing address must be at most 500 characters'],
    });
    const placed = await t.app.inject(
      as(t.customer, {
        method: 'POST',
        url: '/api/orders',
        payload: { serviceId: t.pkg.id, billingAddress: '   ' },
      }),
    );
    expect(placed.statusCode).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, orderIn(placed).id));
    expect(row).toMatchObject({ paymentMethod: 'manual', billingAddress: null });
  });
});
