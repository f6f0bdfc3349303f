import { randomBytes } from 'node:crypto';
import { CLOSED_ACCOUNT_NAME, type AuditEntry } from '@streamfront/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  invoices,
  orders,
  subscriptionAccess,
  trials,
  users,
  webhookDeliveries,
} from '../../db/schema/index.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';
import { multipart, PNG_1PX } from '../../testing/images.ts';
import { as, moveBody, placeOrder, orderIn, type TestCustomer } from '../../testing/order-kit.ts';
import { postForm } from '../../testing/public-forms.ts';
import { takeTrial, trialPackage } from '../../testing/trial-kit.ts';
import { bearer, json } from '../../testing/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';

const PASSWORD = 'Correct-Horse-Battery-9';
const t = useAdminTestApp({ mail: true });

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

let counter = 0;
/** A customer signed up through the API, from an address of their own, with a unique name. */
async function signUp(name: string, email: string): Promise<TestCustomer> {
  counter += 1;
  const ip = `10.61.${counter}.9`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    payload: { name, email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { data } = json<{ data: { token: string; user: { id: string } } }>(res);
  return { id: data.user.id, token: data.token, ip, email };
}

const call = (
  who: TestCustomer,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));

async function ok(response: Promise<LightMyRequestResponse>, status = 200) {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res;
}

/**
 * Every text and JSON cell of every table that holds `needle` (case aside), as
 * `table.column`: read from the database's own catalogue, so a table added later is searched.
 */
async function cellsHolding(app: FastifyInstance, needle: string): Promise<string[]> {
  const rows = async <T>(query: SQL) =>
    ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const columns = await rows<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [hits] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where position(lower(${needle}) in lower(${sql.identifier(column)}::text)) > 0`,
    );
    if (hits!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

const financeTotals = async () =>
  json<{ data: unknown }>(await t.asAdmin('GET', '/api/admin/finance/summary')).data;

describe('closing an account', () => {
  const mark = randomBytes(4).toString('hex');
  const firstName = `Quentin Former${mark}`;
  const name = `Zelda Quokka${mark}`;
  const firstEmail = `zelda.first.${mark}@example.com`;
  const email = `zelda.${mark}@example.com`;
  let customer: TestCustomer;
  let orderId: string;
  let pendingId: string;
  let trialServiceId: string;

  beforeAll(async () => {
    // The business listens to subscription events: their deliveries name the customer.
    await ok(
      t.asAdmin('POST', '/api/admin/webhooks', {
        url: `${receiver.url}/events`,
        events: ['subscription.activated', 'subscription.ended', 'order.paid'],
      }),
      201,
    );
    customer = await signUp(firstName, firstEmail);
    await ok(call(customer, 'PATCH', '/api/auth/me', { name }));
    await ok(
      call(customer, 'POST', '/api/auth/change-email', { email, currentPassword: PASSWORD }),
    );
    customer = { ...customer, email };
    await ok(
      t.app.inject(
        as(customer, { method: 'PUT', url: '/api/auth/me/photo', ...(await multipart(PNG_1PX)) }),
      ),
    );
    await t.app.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, customer.id));

    // A paid, running subscription with an invoice; a second order never paid; a free trial.
    const pkg = json<{ data: { id: string } }>(
      await t.asAdmin('POST', '/api/admin/services', {
        name: `Package ${mark}`,
        price: 2500,
        periodMonths: 1,
        currency: 'USD',
        maxDevices: 2,
      }),
    ).data;
    orderId = orderIn(
      await ok(
        placeOrder(t.app, customer, {
          serviceId: pkg.id,
          billingAddress: `${name}\n1 High Street`,
        }),
        201,
      ),
    ).id;
    for (const status of ['paid', 'active'])
      await ok(
        t.asAdmin(
          'PATCH',
          `/api/admin/orders/${orderId}`,
          moveBody(status, status === 'paid' ? { paymentNote: `Transfer from ${name}` } : {}),
        ),
      );
    pendingId = orderIn(await ok(placeOrder(t.app, customer, { serviceId: pkg.id }), 201)).id;
    trialServiceId = (await trialPackage(t.app, t.admin, 24)).id;
    await ok(takeTrial(t.app, customer, trialServiceId), 201);

    // A question with the team's answer and the customer's reply; a chat handed over.
    const asked = await ok(
      postForm(
        t.app,
        '/api/contact',
        { name, subject: `About my plan ${mark}`, message: `Hello, this is ${name} asking.` },
        { token: customer.token },
      ),
      201,
    );
    const queryId = json<{ data: { id: string } }>(asked).data.id;
    await ok(
      t.asAdmin('POST', `/api/admin/queries/${queryId}/reply`, { body: `Dear ${name}, yes.` }),
      201,
    );
    await ok(
      call(customer, 'POST', `/api/account/queries/${queryId}/messages`, {
        body: 'Thank you, that helps.',
      }),
      201,
    );
    await ok(
      call(customer, 'POST', '/api/chatbot/process-message', {
        sessionId: `closing-${mark}`,
        sessionSecret: randomBytes(32).toString('base64url'),
        message: 'Talk to a person',
        handover: true,
        email,
      }),
    );
    // A VOD wish and a content report from the same address.
    await ok(
      postForm(t.app, '/api/vod-requests', {
        title: `Arrival ${mark}`,
        type: 'movie',
        year: 2016,
        note: `For ${name}`,
        email,
      }),
      201,
    );
    await ok(
      postForm(t.app, '/api/content-reports', {
        subject: 'Streamfront Sports 1',
        problemType: 'buffering',
        details: `It freezes, says ${name}.`,
        email,
      }),
      201,
    );
    // A prepared export, and everything queued sent (mail, webhooks).
    await ok(call(customer, 'POST', '/api/account/export'), 202);
    await t.app.jobs.drain();
  });

  it('refuses a wrong password with a field error, and changes nothing', async () => {
    const wrong = await call(customer, 'POST', '/api/account/close', { password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toMatchObject({
      success: false,
      errors: { password: ['Your password is incorrect'] },
    });
    expect((await call(customer, 'GET', '/api/auth/validate')).statusCode).toBe(200);
  });

  it('forgets the person: the old token refused, no row holds the name or email, the figures unchanged', async () => {
    const before = await financeTotals();
    // The set-up spread the person across the database: mail, chat, questions, invoices, …
    expect((await cellsHolding(t.app, email)).length).toBeGreaterThan(10);
    expect((await cellsHolding(t.app, name)).length).toBeGreaterThan(10);

    const closed = await call(customer, 'POST', '/api/account/close', { password: PASSWORD });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(json(closed)).toMatchObject({ data: { message: 'Your account is closed.' } });
    await t.app.jobs.drain();

    // Every session ended: the token is refused, and the old address signs in no more.
    expect((await call(customer, 'GET', '/api/auth/validate')).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: customer.ip,
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    // Nothing anywhere holds who they were: not the name nor the address, old or new.
    for (const needle of [email, firstEmail, name, firstName])
      expect(await cellsHolding(t.app, needle), needle).toEqual([]);

    // Orders and invoices stay, under the placeholder; the money figures do not move.
    expect(await financeTotals()).toEqual(before);
    const [account] = await t.app.db.select().from(users).where(eq(users.id, customer.id));
    expect(account).toMatchObject({
      name: CLOSED_ACCOUNT_NAME,
      email: `closed-${customer.id}@closed.invalid`,
      disabled: true,
      photo: null,
      photoImage: null,
    });
    expect(account!.closedAt).not.toBeNull();
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.buyer).toMatchObject({ name: CLOSED_ACCOUNT_NAME, address: '' });
    const statuses = await t.app.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.userId, customer.id));
    expect(Object.fromEntries(statuses.map((o) => [o.id, o.status]))).toMatchObject({
      [orderId]: 'expired',
      [pendingId]: 'cancelled',
    });

    // The running access ended through the connector, as any subscription's end.
    const accesses = await t.app.db
      .select({ state: subscriptionAccess.state })
      .from(subscriptionAccess)
      .where(eq(subscriptionAccess.userId, customer.id));
    expect(accesses.map((a) => a.state)).toEqual(['ended', 'ended']);
    const ended = await t.app.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.event, 'subscription.ended'));
    expect(
      ended.map((d) => (d.payload as { data: { customer: unknown } }).data.customer),
    ).toContainEqual({
      id: customer.id,
      name: CLOSED_ACCOUNT_NAME,
      email: `closed-${customer.id}@closed.invalid`,
    });

    // Audited as the customer's own doing, without their details or password.
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.close'), eq(auditLog.entityId, customer.id)));
    expect(entry).toMatchObject({ actorId: customer.id, before: null });
    expect(entry!.after).toMatchObject({ closedBy: 'customer', accessesEnded: 2, ordersEnded: 2 });
    expect(JSON.stringify(entry)).not.toContain(PASSWORD);
  });

  it('frees the address: it registers again, and its mailbox has had its free trial', async () => {
    const again = await signUp('Zelda Again', email);
    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, again.id));
    const trial = await takeTrial(t.app, again, trialServiceId);
    expect(trial.statusCode, trial.body).toBe(409);
    expect(json(trial)).toMatchObject({ reason: 'already_used' });
    // The closed account's trial keeps the mailbox only as a keyed hash.
    const [kept] = await t.app.db
      .select({ emailKey: trials.emailKey })
      .from(trials)
      .where(eq(trials.userId, customer.id));
    expect(kept!.emailKey).toMatch(/^closed:/);
  });

  it('cannot be closed twice, nor used to close an admin', async () => {
    const closedAgain = await t.asAdmin('POST', `/api/admin/customers/${customer.id}/close`);
    expect(closedAgain.statusCode).toBe(409);
    const admin = await t.asAdmin('POST', `/api/admin/customers/${t.admin.user.id}/close`);
    expect(admin.statusCode).toBe(409);
    const self = await t.app.inject({
      method: 'POST',
      url: '/api/account/close',
      headers: bearer(t.admin.token),
      payload: { password: 'Admin-pass-for-tests-1' },
    });
    expect(self.statusCode, self.body).toBe(409);
  });
});

describe('an admin closing a customer', () => {
  it('closes the account like the customer would, audited with the admin as actor', async () => {
    const customer = await signUp(
      `Admin Closes ${counter}`,
      `closed.by.admin.${Date.now()}@example.com`,
    );
    const res = await t.asAdmin('POST', `/api/admin/customers/${customer.id}/close`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      data: { id: customer.id, name: CLOSED_ACCOUNT_NAME, ordersCount: 0 },
    });
    expect((await call(customer, 'GET', '/api/auth/validate')).statusCode).toBe(401);
    const log = json<{ data: AuditEntry[] }>(
      await t.asAdmin('GET', `/api/admin/audit-log?entityType=user&entityId=${customer.id}`),
    ).data;
    const entry = log.find((row) => row.action === 'user.close');
    expect(entry?.actor?.id).toBe(t.admin.user.id);
    expect(entry?.after).toMatchObject({ closedBy: 'admin' });
    expect(
      (await t.asAdmin('POST', `/api/admin/customers/${crypto.randomUUID()}/close`)).statusCode,
    ).toBe(404);
  });
});
