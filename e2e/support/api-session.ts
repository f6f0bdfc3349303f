import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './accounts.ts';

export interface ApiSession {
  token: string;
  userId: string;
}

/** A second session through the API, for calls a test makes on the side. */
export async function apiLogin(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<ApiSession> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { token: string; user: { id: string } } };
  return { token: body.data.token, userId: body.data.user.id };
}

export const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });

/** `POST /api/admin/notifications` as `admin`; answers the title to look for. */
export async function sendNotification(
  request: APIRequestContext,
  admin: ApiSession,
  body: Record<string, unknown> & { title: string },
) {
  const response = await request.post('/api/admin/notifications', {
    data: body,
    headers: bearer(admin),
  });
  expect(response.status()).toBe(201);
  return body.title;
}

/** The notifications the tests send, each titled apart from earlier runs'. */
export const NOTICES = {
  /** A customer's own: their package is active. */
  packageActive: (userId: string, extra: Record<string, unknown> = {}) => ({
    audience: 'user',
    userId,
    type: 'success',
    title: `Your package is active ${Date.now()}`,
    message: 'Enjoy Sports Max on up to 3 devices.',
    ...extra,
  }),
  /** Every admin's: a content report arrived. */
  outageReport: () => ({
    audience: 'admins',
    type: 'content_report',
    title: `Stream outage report ${Date.now()}`,
    message: 'Channel 7 freezes every few minutes.',
  }),
};

/** A new customer to notify: their account and session, and the admin's session that sends. */
export async function customerAndAdmin(
  request: APIRequestContext,
  newCustomer: () => Promise<{ email: string; password: string }>,
) {
  const account = await newCustomer();
  const customer = await apiLogin(request, account);
  const admin = await apiLogin(request, E2E_ADMIN);
  return { account, customer, admin };
}

/**
 * An order placed by `customer` and moved to paid, then active, by `admin` (API): of
 * `serviceId`, or of the catalogue's first package.
 */
export async function orderPaidAndActivated(
  request: APIRequestContext,
  admin: ApiSession,
  customer: ApiSession,
  serviceId?: string,
): Promise<{ id: string; orderNumber: string }> {
  let id = serviceId;
  if (id === undefined) {
    const services = await request.get('/api/services');
    id = ((await services.json()) as { data: { id: string }[] }).data[0]?.id;
  }
  const placed = await request.post('/api/orders', {
    data: { serviceId: id },
    headers: bearer(customer),
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { data: { id: string; orderNumber: string } }).data;
  for (const status of ['paid', 'active']) {
    const moved = await request.patch(`/api/admin/orders/${order.id}`, {
      // Marking paid says what payment was seen.
      data:
        status === 'paid'
          ? { status, paidWith: 'bank_transfer', paymentNote: 'Transfer seen by the e2e admin' }
          : { status },
      headers: bearer(admin),
    });
    expect(moved.status()).toBe(200);
  }
  return order;
}
