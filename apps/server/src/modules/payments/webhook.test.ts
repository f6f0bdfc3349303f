import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderStatusEvents, paymentEvents } from '../../db/schema/index.ts';
import { adminOrder, placeCardOrder, useCardTestApp } from '../../testing/card-test-app.ts';
import { json } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

/**
 * `POST /api/payments/stripe/webhook`: only events signed with this server's secret, fresh,
 * each handled once. Events are made and signed by the stand-in with the SDK's own helper.
 */
describe('the card webhook', () => {
  const t = useCardTestApp({ package: { price: 1999 } });

  const post = (payload: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  async function pendingCardOrder() {
    return placeCardOrder(t, t.customer, { serviceId: t.pkg.id });
  }

  const statusEvents = async (orderId: string) =>
    t.app.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId));

  it('refuses an event without a signature, or with a wrong one (400), and changes nothing', async () => {
    const { order, sessionId } = await pendingCardOrder();
    const event = t.stripe.signedEvent('checkout.session.completed', {
      ...t.stripe.sessions.get(sessionId)!,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_forged',
    });

    const missing = await post(event.payload, {});
    expect(missing.statusCode).toBe(400);
    expect(json<{ message: string }>(missing).message).toBe('Missing Stripe-Signature header');

    const forged = event.signature.replace(
      /v1=([0-9a-f])/,
      (_m, c: string) => `v1=${c === 'a' ? 'b' : 'a'}`,
    );
    const wrong = await post(event.payload, { 'stripe-signature': forged });
    expect(wrong.statusCode).toBe(400);
    expect(json<{ success: boolean }>(wrong).success).toBe(false);

    // The right signature over other bytes: one changed amount is a different event.
    const tampered = await post(
      event.payload.replace('"amount_total": 1999', '"amount_total": 1'),
      {
        'stripe-signature': event.signature,
      },
    );
    expect(tampered.statusCode).toBe(400);

    expect((await adminOrder(t.app, t.admin, order.id)).status).toBe('pending');
    expect(
      await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id)),
    ).toEqual([]);
  });

  it('refuses a replayed event whose signature is older than five minutes (400)', async () => {
    const { order, sessionId } = await pendingCardOrder();
    const session = t.stripe.sessions.get(sessionId)!;
    const stale = t.stripe.signedEvent(
      'checkout.session.completed',
      { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_old' },
      { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 },
    );
    const res = await post(stale.payload, { 'stripe-signature': stale.signature });
    expect(res.statusCode).toBe(400);
    expect(json<{ message: string }>(res).message).toMatch(/too old/);
    expect((await adminOrder(t.app, t.admin, order.id)).status).toBe('pending');
  });

  it('handles the same event once: a redelivery is answered 200 and records one payment', async () => {
    const { order, sessionId } = await pendingCardOrder();
    const session = t.stripe.sessions.get(sessionId)!;
    const event = t.stripe.signedEvent('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_once',
    });

    const first = await t.stripe.send(event);
    const again = await t.stripe.send(event);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({
      success: true,
      data: { received: true, replayed: false },
    });
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toEqual({
      success: true,
      data: { received: true, replayed: true },
    });

    const moves = (await statusEvents(order.id)).map((e) => `${e.fromStatus}->${e.toStatus}`);
    expect(moves.sort()).toEqual(['null->pending', 'paid->active', 'pending->paid']);
    const [kept] = await t.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.id));
    expect(kept).toMatchObject({ type: 'checkout.session.completed', orderId: order.id });
  });

  it('keeps and ignores event types it does not handle', async () => {
    const event = t.stripe.signedEvent('customer.created', {
      id: 'cus_test_1',
      object: 'customer',
    });
    const delivered = await t.stripe.send(event);
    expect(delivered.status).toBe(200);
    const [kept] = await t.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.id));
    expect(kept).toMatchObject({ type: 'customer.created', orderId: null });
  });

  it('accepts a signed event about an order it does not know, and changes nothing', async () => {
    const event = t.stripe.signedEvent('checkout.session.completed', {
      id: 'cs_test_unknown',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 500,
      currency: 'usd',
      metadata: { orderId: '00000000-0000-4000-8000-000000000000' },
      client_reference_id: null,
      payment_intent: 'pi_test_unknown',
    });
    expect((await t.stripe.send(event)).status).toBe(200);
  });
});

describe('the card webhook without Stripe keys', () => {
  const t = useTestApp();

  it('is not there (404): nothing can be paid by card', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1"}',
    });
    expect(res.statusCode).toBe(404);
  });
});
