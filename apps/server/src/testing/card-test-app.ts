import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { StripeConfig } from '../config.ts';
import { loggedApp } from './logged-app.ts';
import {
  adminOf,
  as,
  newCustomer,
  newPackage,
  orderIn,
  type OrderBody,
  type PackageFields,
  type TestAdmin,
  type TestCustomer,
  type TestPackage,
} from './order-kit.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { startStripeStandIn, type StripeStandIn, type WebhookPost } from './stripe-stand-in.ts';
import { createTestApp, json, type TestApp } from './test-app.ts';

/** Where the checkout page sends the customer back in these tests. */
export const CARD_SITE_URL = 'https://tv.example.test';

/** The webhook called through `inject`, as the stand-in's deliveries and the tests' own do. */
export function webhookOf(app: FastifyInstance): WebhookPost {
  return async (payload, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    return { status: response.statusCode, body: response.body };
  };
}

type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

export interface CardTestApp {
  readonly app: FastifyInstance;
  readonly stripe: StripeStandIn;
  /** Mail is on, as in production: the customer's mails land here. */
  readonly sink: SmtpSink;
  readonly admin: TestAdmin;
  readonly customer: TestCustomer;
  readonly pkg: TestPackage;
}

/**
 * The app with card payments on, against a Stripe stand-in of its own (the real SDK calls it
 * over loopback), and mail on, into an SMTP sink, for the tests of a file or `describe`: its
 * admin, a customer and a package on sale are made before the first test. Events reach the
 * webhook through `inject`.
 */
export function useCardTestApp(options: { package?: PackageFields } = {}): CardTestApp {
  const made: {
    sink?: SmtpSink;
    stripe?: StripeStandIn;
    started?: TestApp;
    admin?: TestAdmin;
    customer?: TestCustomer;
    pkg?: TestPackage;
  } = {};
  beforeAll(async () => {
    made.sink = await startSmtpSink();
    made.stripe = await startStripeStandIn();
    made.started = await createTestApp({
      stripe: made.stripe.config,
      publicUrl: CARD_SITE_URL,
      smtpUrl: made.sink.url,
    });
    made.stripe.deliverTo(webhookOf(made.started.app));
    made.admin = await adminOf(made.started.app);
    made.customer = await newCustomer(made.started.app);
    made.pkg = await newPackage(made.started.app, made.admin, options.package ?? {});
  });
  afterAll(async () => {
    // The stand-in's own deliveries reach the app: they end before it closes.
    await made.stripe?.close();
    await made.started?.close();
    await made.sink?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useCardTestApp: read it inside a hook or test');
    return value;
  };
  return {
    get app() {
      return ready(made.started).app;
    },
    get stripe() {
      return ready(made.stripe);
    },
    get sink() {
      return ready(made.sink);
    },
    get admin() {
      return ready(made.admin);
    },
    get customer() {
      return ready(made.customer);
    },
    get pkg() {
      return ready(made.pkg);
    },
  };
}

export type CardOrder = OrderBody & { checkoutUrl?: string; paymentMethod: string };

/** A card order placed through the API, with the stand-in's session it opened. */
export async function placeCardOrder(
  t: { app: FastifyInstance; stripe: StripeStandIn },
  customer: TestCustomer,
  body: Record<string, unknown>,
): Promise<{ order: CardOrder; sessionId: string; response: LightMyRequestResponse }> {
  const response = await t.app.inject(
    as(customer, {
      method: 'POST',
      url: '/api/orders',
      payload: { paymentMethod: 'card', ...body },
    }),
  );
  if (response.statusCode !== 201) {
    throw new Error(`card order failed: ${response.statusCode} ${response.body}`);
  }
  const order = orderIn(response) as CardOrder;
  const sessionId = order.checkoutUrl?.split('/').at(-1);
  if (!sessionId) throw new Error(`no checkout url: ${response.body}`);
  return { order, sessionId, response };
}

/** The admin's view of an order: status, timeline with who or what moved it, attention. */
export async function adminOrder(app: FastifyInstance, admin: TestAdmin, id: string) {
  const response = await app.inject(as(admin, { method: 'GET', url: `/api/admin/orders/${id}` }));
  return json<{
    data: Omit<OrderBody, 'timeline'> & {
      paidWith: string | null;
      attention: string | null;
      timeline: {
        from: string | null;
        to: string;
        by: { id: string } | null;
        system: string | null;
        note: string | null;
      }[];
    };
  }>(response).data;
}

/**
 * The app with card payments on `stripe` (a stand-in's, or an address nobody answers), its
 * whole log kept at `trace`, on a fresh database: for the tests of failures and of secrets.
 */
export function loggedCardApp(stripe: StripeConfig) {
  return loggedApp({ stripe });
}
