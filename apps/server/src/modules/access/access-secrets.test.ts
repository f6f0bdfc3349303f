import type { MySubscription } from '@streamfront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedApp } from '../../testing/logged-app.ts';
import {
  as,
  adminOf,
  newCustomer,
  newPackage,
  orderIn,
  placeOrder,
} from '../../testing/order-kit.ts';
import { startSmtpSink } from '../../testing/smtp-sink.ts';
import { moveOrder } from '../../testing/subscription-kit.ts';
import { json } from '../../testing/test-app.ts';

/*
 * An access password is a key to what the customer paid for: it is shown to them (the
 * account page, the activation mail) and to admins on the order page, and nowhere else. A
 * whole flow runs with the server logging at `trace`, then every other output is searched
 * for each password it made: the log, the audit log, the CSV exports, the notifications and
 * the admins' mail log.
 */

let server: Awaited<ReturnType<typeof loggedApp>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  server = await loggedApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

describe('access passwords', () => {
  it('reach the customer and the order page only: no log, audit entry, CSV or notification', async () => {
    const app = server.app;
    const admin = await adminOf(app);
    const customer = await newCustomer(app, 'Secret Keeper');
    const pkg = await newPackage(app, admin);
    const order = orderIn(await placeOrder(app, customer, { serviceId: pkg.id }));
    await moveOrder(app, admin, order.id, 'paid');
    await moveOrder(app, admin, order.id, 'active');

    const passwords: string[] = [];
    const current = async () => {
      const res = await app.inject(
        as(customer, { method: 'GET', url: '/api/account/subscriptions' }),
      );
      return json<{ data: MySubscription[] }>(res).data[0]!.access!.password;
    };
    passwords.push(await current());
    const reset = await app.inject(
      as(customer, { method: 'POST', url: `/api/account/subscriptions/${order.id}/reset-access` }),
    );
    expect(reset.statusCode, reset.body).toBe(200);
    passwords.push(await current());
    const typed = await app.inject(
      as(admin, {
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/access`,
        payload: { username: 'keeper-01', password: 'Typed-Secret-9173' },
      }),
    );
    expect(typed.statusCode, typed.body).toBe(200);
    passwords.push('Typed-Secret-9173');
    await app.jobs.drain();

    // The activation mail carried the first password: that is where it is meant to go.
    const mails = sink.received.map((m) => m.text).join('\n');
    expect(mails).toContain(passwords[0]!);

    const get = (url: string) => app.inject(as(admin, { method: 'GET', url }));
    const mailLog = json<{ data: { id: string }[] }>(
      await get('/api/admin/mail?pageSize=100'),
    ).data;
    const outputs = [
      server.log(),
      (await get('/api/admin/audit-log?pageSize=100')).body,
      (await get('/api/admin/orders/export.csv')).body,
      (await get('/api/admin/finance/invoices.csv')).body,
      (await get('/api/notifications?pageSize=100')).body,
      (await app.inject(as(customer, { method: 'GET', url: '/api/notifications?pageSize=100' })))
        .body,
      ...(await Promise.all(mailLog.map(async (m) => (await get(`/api/admin/mail/${m.id}`)).body))),
    ];
    expect(server.log()).toContain('/reset-access');
    for (const password of passwords) {
      for (const output of outputs) expect(output).not.toContain(password);
    }
  });
});
