import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';

/**
 * A small local stand-in of the Stripe endpoints the app uses, on a free loopback port, for the
 * real `stripe` SDK to call through STRIPE_API_URL: create and retrieve a Checkout Session,
 * create a refund. Its sessions' `url` is a hosted "checkout page" of its own with a Pay button,
 * which does what Stripe does after a card payment: sends a `checkout.session.completed` event,
 * signed with the SDK's own test-header helper, to the app's webhook, then sends the browser to
 * the session's `success_url`. A refund sends `charge.refunded` likewise. Tests also send events
 * themselves (`pay`, `expire`, `signedEvent`) and read what the app asked for (`calls`).
 */

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not Stripe's: what the PaymentIntent's metadata would be (copied onto its charge). */
  payment_intent_metadata: Record<string, string>;
  /** Not Stripe's: the line's name, shown on the checkout page. */
  description: string;
}

export interface StandInCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** Posts one signed event somewhere (a test's `inject`) and answers what came back. */
export type WebhookPost = (
  payload: string,
  signature: string,
) => Promise<{ status: number; body: string }>;

/** Where events go: the app's webhook URL, or a function. */
export type WebhookTarget = string | WebhookPost;

export interface Delivery {
  eventId: string;
  status: number;
  body: string;
}

export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

export interface StripeStandIn {
  /** For STRIPE_API_URL. */
  readonly url: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** What `Config.stripe` holds to use this stand-in. */
  readonly config: StripeConfig;
  readonly sessions: Map<string, StandInSession>;
  readonly charges: Map<string, StandInCharge>;
  /** Every API call the app made: method, path, idempotency key. */
  readonly calls: { method: string; path: string; idempotencyKey: string | undefined }[];
  deliverTo(target: WebhookTarget): void;
  /** An event of `type` about `object`, signed as Stripe signs (`timestamp` in seconds). */
  signedEvent(type: string, object: object, options?: { timestamp?: number }): SignedEvent;
  /** Posts a signed event to the webhook target. */
  send(event: SignedEvent): Promise<Delivery>;
  /** The customer paid on the checkout page (`amountTotal`: what the card was charged). */
  pay(sessionId: string, options?: { amountTotal?: number }): Promise<Delivery>;
  /** The session ran out unpaid. */
  expire(sessionId: string): Promise<Delivery>;
  /** Resolves once every event the stand-in sent by itself (after a refund) has been answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** How long after an API call the stand-in sends the event it causes (Stripe: about a second). */
const EVENT_LATENCY_MS = 200;

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=1` (the SDK's form encoding) into nested objects; arrays stay keyed objects. */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    for (const part of path.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[path.at(-1)!] = value;
  }
  return root;
}

const record = (value: unknown) => (value ?? {}) as Record<string, unknown>;
const strings = (value: unknown) =>
  Object.fromEntries(Object.entries(record(value)).map(([k, v]) => [k, String(v)]));

function stripeError(
  response: ServerResponse,
  status: number,
  message: string,
  extra: { code?: string; type?: string } = {},
) {
  send(response, status, {
    error: { type: extra.type ?? 'invalid_request_error', message, ...extra },
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': newId('req'),
  });
  response.end(JSON.stringify(body));
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function checkoutPage(session: StandInSession): string {
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: session.currency.toUpperCase(),
  }).format(session.amount_total / 100);
  const body =
    session.status === 'open'
      ? `<p>${escapeHtml(session.description)}</p>
    <p>Amount: <strong>${escapeHtml(amount)}</strong></p>
    <label>Card number <input name="card" value="4242 4242 4242 4242" autocomplete="off"></label>
    <form method="post"><button type="submit">Pay ${escapeHtml(amount)}</button></form>
    ${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>` : ''}`
      : `<p>This checkout is ${session.status}.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stand-in checkout</title></head>
<body><main><h1>Stand-in checkout</h1>${body}</main></body></html>`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(
  options: { deliverTo?: WebhookTarget } = {},
): Promise<StripeStandIn> {
  const secretKey = `sk_test_standin${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_standin${randomBytes(16).toString('hex')}`;
  const sessions = new Map<string, StandInSession>();
  const charges = new Map<string, StandInCharge>();
  const calls: StripeStandIn['calls'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const inFlight = new Set<Promise<unknown>>();
  let target: WebhookTarget | undefined = options.deliverTo;
  let baseUrl = '';

  function signedEvent(type: string, object: object, { timestamp = now() } = {}): SignedEvent {
    const id = newId('evt');
    const payload = JSON.stringify(
      {
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: timestamp,
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      },
      null,
      2,
    );
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp,
    });
    return { id, payload, signature };
  }

  async function deliver(event: SignedEvent): Promise<Delivery> {
    if (!target) throw new Error('stripe stand-in: no webhook target (deliverTo)');
    if (typeof target === 'function') {
      return { eventId: event.id, ...(await target(event.payload, event.signature)) };
    }
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    return { eventId: event.id, status: response.status, body: await response.text() };
  }

  /** Stripe's view of a session: the stand-in's own fields left out. */
  const publicSession = (session: StandInSession) => {
    const { payment_intent_metadata: _pim, description: _d, ...shown } = session;
    return shown;
  };

  function pay(sessionId: string, { amountTotal }: { amountTotal?: number } = {}) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`stripe stand-in: no session ${sessionId}`);
    const paymentIntent = newId('pi');
    const amount = amountTotal ?? session.amount_total;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: paymentIntent,
      amount_total: amount,
      url: null,
    });
    const charge: StandInCharge = {
      id: newId('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      currency: session.currency,
      payment_intent: paymentIntent,
      refunded: false,
      status: 'succeeded',
      metadata: session.payment_intent_metadata,
      created: now(),
      livemode: false,
    };
    charges.set(charge.id, charge);
    return deliver(signedEvent('checkout.session.completed', publicSession(session)));
  }

  function expire(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`stripe stand-in: no session ${sessionId}`);
    Object.assign(session, { status: 'expired', url: null });
    return deliver(signedEvent('checkout.session.expired', publicSession(session)));
  }

  function createSession(params: Record<string, unknown>): StandInSession {
    const line = record(record(params.line_items)['0']);
    const price = record(line.price_data);
    const product = record(price.product_data);
    const quantity = Number(line.quantity ?? 1);
    const amount = Number(price.unit_amount) * quantity;
    const id = newId('cs');
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: String(params.mode ?? 'payment'),
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: amount,
      currency: String(price.currency ?? 'usd'),
      metadata: strings(params.metadata),
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      customer_email: (params.customer_email as string | undefined) ?? null,
      payment_intent: null,
      success_url: String(params.success_url).replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: (params.cancel_url as string | undefined) ?? null,
      url: `${baseUrl}/pay/${id}`,
      created: now(),
      expires_at: now() + 24 * 60 * 60,
      livemode: false,
      payment_intent_metadata: strings(record(params.payment_intent_data).metadata),
      description: String(product.name ?? ''),
    };
    sessions.set(id, session);
    return session;
  }

  /** The refund's answer, or undefined once a refusal has been sent. */
  function createRefund(
    params: Record<string, unknown>,
    response: ServerResponse,
  ): { status: number; body: unknown } | undefined {
    const charge = [...charges.values()].find((c) => c.payment_intent === params.payment_intent);
    if (!charge) {
      const missing = `No such payment_intent: '${String(params.payment_intent)}'`;
      stripeError(response, 400, missing, { code: 'resource_missing' });
      return undefined;
    }
    if (charge.refunded) {
      stripeError(response, 400, `Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
      return undefined;
    }
    const amount =
      params.amount === undefined ? charge.amount - charge.amount_refunded : Number(params.amount);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: 'succeeded',
      reason: params.reason ?? null,
      metadata: strings(params.metadata),
      created: now(),
    };
    // As Stripe does: the refund's own event follows the answer, a moment later.
    const event = signedEvent('charge.refunded', { ...charge });
    const delivery = new Promise((resolve) => setTimeout(resolve, EVENT_LATENCY_MS)).then(() =>
      deliver(event).catch(() => undefined),
    );
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
    return { status: 200, body: refund };
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(response, 401, 'Invalid API Key provided', {
        type: 'invalid_request_error',
      });
    }
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    calls.push({ method: request.method ?? '', path, idempotencyKey });
    const params = parseForm(await readBody(request));
    if (request.method === 'POST' && idempotencyKey) {
      const earlier = idempotent.get(`${path} ${idempotencyKey}`);
      if (earlier) return send(response, earlier.status, earlier.body);
    }
    let answer: { status: number; body: unknown } | undefined;
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      answer = { status: 200, body: publicSession(createSession(params)) };
    } else if (request.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]!));
      if (!session) {
        return stripeError(response, 404, `No such checkout.session: '${retrieve[1]}'`, {
          code: 'resource_missing',
        });
      }
      answer = { status: 200, body: publicSession(session) };
    } else if (request.method === 'POST' && path === '/v1/refunds') {
      answer = createRefund(params, response);
      if (!answer) return;
    } else {
      return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${path})`);
    }
    if (request.method === 'POST' && idempotencyKey) {
      idempotent.set(`${path} ${idempotencyKey}`, answer);
    }
    return send(response, answer.status, answer.body);
  }

  async function checkoutPageRoute(
    request: IncomingMessage,
    response: ServerResponse,
    sessionId: string,
  ) {
    const session = sessions.get(sessionId);
    if (!session) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('No such checkout');
    }
    if (request.method === 'POST' && session.status === 'open') {
      await readBody(request);
      const delivery = await pay(sessionId);
      if (delivery.status !== 200) {
        response.writeHead(502, { 'content-type': 'text/plain' });
        return response.end(`The webhook answered ${delivery.status}: ${delivery.body}`);
      }
      response.writeHead(303, { location: session.success_url });
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(checkoutPage(session));
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const page = /^\/pay\/([^/]+)$/.exec(path);
    const handled = page
      ? checkoutPageRoute(request, response, decodeURIComponent(page[1]!))
      : api(request, response, path);
    handled.catch((error: unknown) => {
      if (!response.headersSent) stripeError(response, 500, String(error), { type: 'api_error' });
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    config: { secretKey, webhookSecret, apiUrl: baseUrl },
    sessions,
    charges,
    calls,
    deliverTo(next) {
      target = next;
    },
    signedEvent,
    send: deliver,
    pay,
    expire,
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async close() {
      await Promise.all([...inFlight]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
