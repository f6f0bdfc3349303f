import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, json, loginAsAdmin } from './test-app.ts';

/**
 * Test helpers shared by the tests of orders and what follows from them (promo codes, finance, renewals, the dashboard). Each customer gets its own address,
 * so sign-up and ordering quotas (per address) never decide a test's outcome.
 */
let counter = 0;

export interface TestCustomer {
  id: string;
  token: string;
  ip: string;
  email: string;
}

export async function newCustomer(app: FastifyInstance, name?: string): Promise<TestCustomer> {
  counter += 1;
  const ip = `10.77.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
  const email = `buyer${counter}.${Date.now()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    payload: { name: name ?? `Buyer ${counter}`, email, password: 'Correct-Horse-Battery-9' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { data } = json<{ data: { token: string; user: { id: string } } }>(res);
  return { id: data.user.id, token: data.token, ip, email };
}

export const as = (who: { token: string; ip?: string }, options: InjectOptions): InjectOptions => ({
  ...options,
  ...(who.ip ? { remoteAddress: who.ip } : {}),
  headers: { ...(options.headers ?? {}), ...bearer(who.token) },
});

export type TestAdmin = { token: string; id: string };
export type TestPackage = { id: string; price: number; name: string };
export type PackageFields = {
  price?: number;
  periodMonths?: number;
  name?: string;
  currency?: string;
};

export async function adminOf(app: FastifyInstance): Promise<TestAdmin> {
  const admin = await loginAsAdmin(app);
  return { token: admin.token, id: admin.user.id };
}

/** A fresh package on sale, made through the admin API. */
export async function newPackage(
  app: FastifyInstance,
  admin: { token: string },
  fields: PackageFields = {},
): Promise<TestPackage> {
  counter += 1;
  const res = await app.inject(
    as(admin, {
      method: 'POST',
      url: '/api/admin/services',
      payload: {
        name: fields.name ?? `Package ${counter}`,
        price: fields.price ?? 1999,
        periodMonths: fields.periodMonths ?? 1,
        currency: fields.currency ?? 'USD',
        maxDevices: 2,
      },
    }),
  );
  if (res.statusCode !== 201) throw new Error(`package failed: ${res.statusCode} ${res.body}`);
  return json<{ data: TestPackage }>(res).data;
}

export async function newPromo(
  app: FastifyInstance,
  admin: { token: string },
  fields: Record<string, unknown>,
): Promise<{ id: string; code: string }> {
  counter += 1;
  const res = await app.inject(
    as(admin, {
      method: 'POST',
      url: '/api/admin/promo-codes',
      payload: {
        code: `CODE${counter}X`,
        discountType: 'percent',
        discountValue: 10,
        // An amount off is in a currency: the test packages' unless a test says otherwise.
        ...(fields.discountType === 'fixed' ? { currency: 'USD' } : {}),
        ...fields,
      },
    }),
  );
  if (res.statusCode !== 201) throw new Error(`promo failed: ${res.statusCode} ${res.body}`);
  return json<{ data: { id: string; code: string } }>(res).data;
}

export type OrderBody = {
  id: string;
  orderNumber: string;
  status: string;
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
  promoCode: string | null;
  startsAt: string | null;
  expiresAt: string | null;
  renewalOf: string | null;
  timeline: {
    from: string | null;
    to: string;
    at: string;
    by?: unknown;
    system?: string | null;
    note?: unknown;
  }[];
};

/** What an admin's "Mark paid" says was seen: required with every move to paid. */
export const PAYMENT_SEEN = {
  paidWith: 'bank_transfer',
  paymentNote: 'Transfer seen on the test account',
} as const;

/** The body of an admin's move to `status`: a move to paid says what payment was seen. */
export const moveBody = (status: string, extra: Record<string, unknown> = {}) => ({
  status,
  ...(status === 'paid' ? PAYMENT_SEEN : {}),
  ...extra,
});

/** The order an answer carries (`{ data: order }`): a placed, renewed or fetched one. */
export const orderIn = (res: LightMyRequestResponse) => json<{ data: OrderBody }>(res).data;

export async function placeOrder(
  app: FastifyInstance,
  customer: TestCustomer,
  payload: Record<string, unknown>,
) {
  return app.inject(as(customer, { method: 'POST', url: '/api/orders', payload }));
}
