import type { MailMessage } from '@streamfront/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sweepSubscriptions } from '../subscriptions/sweep.ts';
import {
  adminOf,
  as,
  newCustomer,
  newPackage,
  orderIn,
  placeOrder,
  type TestAdmin,
  type TestCustomer,
} from '../../testing/order-kit.ts';
import { notVerification, startSmtpSink, type ReceivedMail } from '../../testing/smtp-sink.ts';
import { DAY, moveOrder, runningSubscription } from '../../testing/subscription-kit.ts';
import { createTestApp, json, type TestApp } from '../../testing/test-app.ts';

// Issue 22 §2: every order and subscription event reaches the customer by mail, once, with
// its HTML and text parts and links to PUBLIC_URL.

const SITE = 'https://tv.example.com';
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, publicUrl: SITE });
  admin = await adminOf(t.app);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** The customer's mail about orders: their sign-up's verification link aside. */
const mailsTo = (customer: TestCustomer) =>
  sink.received.filter((mail) => mail.to.includes(customer.email) && notVerification(mail));
/** The customer's mails once `count` have arrived, oldest first. */
const mailed = async (customer: TestCustomer, count: number) => {
  await vi.waitFor(() => expect(mailsTo(customer)).toHaveLength(count), { timeout: 10_000 });
  return mailsTo(customer);
};
/** Both parts of a mail say `words`. */
const says = (mail: ReceivedMail, ...words: string[]) => {
  for (const word of words) {
    expect(mail.text, word).toContain(word);
    expect(mail.html, word).toContain(word.replace(/&/g, '&amp;'));
  }
};

describe('an order’s life by mail', () => {
  it('tells of the order placed, the payment, the start, and what to do at each step', async () => {
    const customer = await newCustomer(t.app, 'Casey Viewer');
    const pkg = await newPackage(t.app, admin, { price: 1999, name: 'Sports Plus' });
    const placed = orderIn(await placeOrder(t.app, customer, { serviceId: pkg.id }));

    const [order] = await mailed(customer, 1);
    expect(order!.subject).toBe(`Order ${placed.orderNumber} placed: how to pay`);
    says(order!, placed.orderNumber, 'Sports Plus', '$19.99', `Quote ${placed.orderNumber}`);
    // How to pay, in the admin's words from the settings.
    expect(order!.text).toContain('Streamfront Media');
    expect(order!.html).toContain(`href="${SITE}/account#orders"`);

    await moveOrder(t.app, admin, placed.id, 'paid');
    const [, paid] = await mailed(customer, 2);
    expect(paid!.subject).toBe(`Payment received for order ${placed.orderNumber}`);
    says(paid!, placed.orderNumber, '$19.99');
    // The invoice issued with the payment, and where to download it.
    const mine = json<{ data: { id: string; invoiceNumber: string | null }[] }>(
      await t.app.inject(as(customer, { method: 'GET', url: '/api/orders/mine' })),
    ).data;
    const invoiceNumber = mine.find((o) => o.id === placed.id)!.invoiceNumber!;
    expect(invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    says(paid!, `Your invoice ${invoiceNumber} is ready`, 'See your order and invoice');
    expect(paid!.html).toContain(`href="${SITE}/account#orders"`);

    const active = await moveOrder(t.app, admin, placed.id, 'active');
    const [, , started] = await mailed(customer, 3);
    expect(started!.subject).toBe('Sports Plus is active: start watching');
    for (const device of ['smart-tv', 'android-fire-tv', 'ios-apple-tv', 'web'])
      expect(started!.html).toContain(`href="${SITE}/setup-guide#${device}"`);
    expect(started!.text).toContain(new Date(active.expiresAt!).getUTCFullYear().toString());

    // The admin's order page lists what went out, and how it went.
    const log = json<{ data: MailMessage[] }>(
      await t.app.inject(as(admin, { method: 'GET', url: `/api/admin/mail?orderId=${placed.id}` })),
    ).data;
    await vi.waitFor(async () => {
      const now = json<{ data: MailMessage[] }>(
        await t.app.inject(
          as(admin, { method: 'GET', url: `/api/admin/mail?orderId=${placed.id}&sort=createdAt` }),
        ),
      ).data;
      expect(now.map((m) => [m.template, m.state])).toEqual([
        ['order-placed', 'sent'],
        ['payment-received', 'sent'],
        ['subscription-active', 'sent'],
      ]);
    });
    expect(log).toHaveLength(3);
  });

  it('tells of a cancelled order and of a refund', async () => {
    const customer = await newCustomer(t.app);
    const pkg = await newPackage(t.app, admin, { price: 2500 });
    const first = orderIn(await placeOrder(t.app, customer, { serviceId: pkg.id }));
    await moveOrder(t.app, admin, first.id, 'cancelled');
    const [, cancelled] = await mailed(customer, 2);
    expect(cancelled!.subject).toBe(`Order ${first.orderNumber} was cancelled`);

    const second = orderIn(await placeOrder(t.app, customer, { serviceId: pkg.id }));
    await moveOrder(t.app, admin, second.id, 'paid');
    await moveOrder(t.app, admin, second.id, 'refunded');
    const all = await mailed(customer, 5);
    expect(all.at(-1)!.subject).toBe(`Order ${second.orderNumber} was refunded`);
    says(all.at(-1)!, '$25.00', second.orderNumber);
  });
});

describe('renewal reminders and the end, by mail', () => {
  it('sends the 7-day and 1-day reminders once each, with a one-click renew link, then the end', async () => {
    const { customer, order, end } = await runningSubscription(t.app, admin);
    // Placed, paid and active: their mails come first.
    const before = (await mailed(customer, 3)).length;
    const at7 = new Date(end.getTime() - 3 * DAY);
    const at1 = new Date(end.getTime() - DAY / 2);
    for (const now of [at7, at7, at1, at1]) await sweepSubscriptions(t.app, now);
    const reminders = (await mailed(customer, before + 2)).slice(before);
    // Sent by concurrent jobs over pooled connections: they may arrive in either order.
    expect(reminders.map((mail) => mail.subject).sort()).toEqual([
      expect.stringMatching(/ends in [37] days$/),
      expect.stringMatching(/ends tomorrow$/),
    ]);
    for (const mail of reminders) {
      expect(mail.html).toContain(`href="${SITE}/account/renew/${order.id}"`);
      expect(mail.text).toContain(`${SITE}/account/renew/${order.id}`);
    }

    await sweepSubscriptions(t.app, new Date(end.getTime() + DAY));
    const [ended] = (await mailed(customer, before + 3)).slice(before + 2);
    expect(ended!.subject).toMatch(/has ended$/);
    expect(ended!.html).toContain(`href="${SITE}/account/renew/${order.id}"`);
  });

  it('sends no reminder to a customer who turned reminders off, but still the end', async () => {
    const { customer, order, end } = await runningSubscription(t.app, admin);
    const off = await t.app.inject(
      as(customer, {
        method: 'PUT',
        url: '/api/account/email-preferences',
        payload: { reminders: false, news: false },
      }),
    );
    expect(off.statusCode).toBe(200);
    // Placed, paid and active: their mails come first.
    const before = (await mailed(customer, 3)).length;
    await sweepSubscriptions(t.app, new Date(end.getTime() - 3 * DAY));
    await sweepSubscriptions(t.app, new Date(end.getTime() - DAY / 2));
    // The admin's "Remind" respects it too.
    const remind = await t.app.inject(
      as(admin, { method: 'POST', url: `/api/admin/renewals/${order.id}/remind` }),
    );
    expect(remind.statusCode).toBe(200);
    await sweepSubscriptions(t.app, new Date(end.getTime() + DAY));
    const after = await mailed(customer, before + 1);
    expect(after.slice(before).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/has ended$/),
    ]);
  });

  it('sends the admin’s "Remind" through the same pipeline', async () => {
    const { customer, order } = await runningSubscription(t.app, admin);
    // Placed, paid and active: their mails come first.
    const before = (await mailed(customer, 3)).length;
    const remind = await t.app.inject(
      as(admin, { method: 'POST', url: `/api/admin/renewals/${order.id}/remind` }),
    );
    expect(remind.statusCode).toBe(200);
    const [reminder] = (await mailed(customer, before + 1)).slice(before);
    expect(reminder!.subject).toMatch(/ends in \d+ days$/);
  });
});
