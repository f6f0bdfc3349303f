import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedCardApp, webhookOf } from '../../testing/card-test-app.ts';
import { freePort } from '../../testing/free-port.ts';
import {
  adminOf,
  as,
  newCustomer,
  newPackage,
  orderIn,
  type TestCustomer,
} from '../../testing/order-kit.ts';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in.ts';
import { json } from '../../testing/test-app.ts';

describe('when the card processor cannot be reached', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let customer: TestCustomer;
  let packageId: string;

  beforeAll(async () => {
    // Nothing listens there: every call fails to connect, after the SDK's own retries.
    const port = await freePort();
    const started = await loggedCardApp({
      secretKey: 'sk_test_unreachable',
      webhookSecret: 'whsec_unreachable',
      apiUrl: `http://127.0.0.1:${port}`,
    });
    ({ app, close } = started);
    const admin = await adminOf(app);
    customer = await newCustomer(app);
    packageId = (await newPackage(app, admin, { price: 1200 })).id;
  });
  afterAll(() => close());

  it('keeps the card order, and says the payment page can be opened again later (503)', async () => {
    const placed = await app.inject(
      as(customer, {
        method: 'POST',
        url: '/api/orders',
        payload: { serviceId: packageId, paymentMethod: 'card' },
      }),
    );
    expect(placed.statusCode).toBe(201);
    const order = orderIn(placed) as ReturnType<typeof orderIn> & { checkoutUrl?: string };
    expect(order.status).toBe('pending');
    expect(order.checkoutUrl).toBeUndefined();

    const reopen = await app.inject(
      as(customer, { method: 'POST', url: `/api/orders/${order.id}/checkout` }),
    );
    expect(reopen.statusCode).toBe(503);
    expect(json<{ message: string }>(reopen).message).toBe(
      'The card payment page could not be opened just now. Your order is saved: try again in a moment.',
    );
  }, 30_000);
});

describe('the Stripe keys', () => {
  let stripe: StripeStandIn;
  let started: Awaited<ReturnType<typeof loggedCardApp>>;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    started = await loggedCardApp(stripe.config);
    stripe.deliverTo(webhookOf(started.app));
  });
  afterAll(async () => {
    await stripe.close();
    await started.close();
  });

  it('never reach the log, through a card order paid and refunded', async () => {
    const { app } = started;
    const admin = await adminOf(app);
    const customer = await newCustomer(app);
    const pkg = await newPackage(app, admin, { price: 2200 });
    const placed = orderIn(
      await app.inject(
        as(customer, {
          method: 'POST',
          url: '/api/orders',
          payload: { serviceId: pkg.id, paymentMethod: 'card' },
        }),
      ),
    ) as ReturnType<typeof orderIn> & { checkoutUrl: string };
    await stripe.pay(placed.checkoutUrl.split('/').at(-1)!);
    const refunded = await app.inject(
      as(admin, { method: 'POST', url: `/api/admin/orders/${placed.id}/refund`, payload: {} }),
    );
    expect(refunded.statusCode).toBe(200);
    await stripe.settled();

    const log = started.log();
    expect(log).toContain('/api/payments/stripe/webhook');
    expect(log).not.toContain(stripe.secretKey);
    expect(log).not.toContain(stripe.webhookSecret);
  });
});
