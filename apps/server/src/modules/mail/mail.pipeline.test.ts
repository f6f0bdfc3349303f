import { randomUUID } from 'node:crypto';
import type { MailMessage, MailMessageDetail } from '@streamfront/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, mailMessages, notifications, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notVerification, startSmtpSink } from '../../testing/smtp-sink.ts';
import {
  bearer,
  createTestApp,
  json,
  loginAsAdmin,
  registerUser,
  type TestApp,
} from '../../testing/test-app.ts';
import { queueMail } from './queue-mail.ts';
import { passwordResetMail, renewalReminderMail, testMail } from './templates/index.ts';

const SITE = 'https://tv.example.com';
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let test: TestApp;
let app: FastifyInstance;
let admin: { token: string; user: { id: string } };

beforeAll(async () => {
  sink = await startSmtpSink();
  test = await createTestApp({ smtpUrl: sink.url, publicUrl: SITE });
  app = test.app;
  admin = await loginAsAdmin(app);
});
afterAll(async () => {
  await test.close();
  await sink.close();
});

/** The mail a test sends to `address`: a sign-up's verification link aside. */
const mailsTo = (address: string) =>
  sink.received.filter((mail) => mail.to.includes(address) && notVerification(mail));
/** Waits for `count` mails to `address` (the first render of a template takes a moment). */
const arrived = (address: string, count = 1) =>
  vi.waitFor(() => expect(mailsTo(address)).toHaveLength(count), { timeout: 10_000 });
const settled = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000 });
const messageRow = async (id: string) =>
  (await app.db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0]!;
/** A message as the admins' mail log shows it. */
const messageDetail = async (id: string) =>
  json<{ data: MailMessageDetail }>(
    await app.inject({
      method: 'GET',
      url: `/api/admin/mail/${id}`,
      headers: bearer(admin.token),
    }),
  ).data;
/** The clock moved on: a failed message's next try is due now. */
const retriesDue = () =>
  app.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.state, 'failed'));

const reminderParams = (orderId = randomUUID()) => ({
  orderId,
  orderNumber: 'SF-009001',
  packageName: 'Sports Plus',
  periodMonths: 1,
  total: 1999,
  currency: 'USD',
  expiresAt: '2026-12-04T10:00:00.000Z',
  days: 7,
});

/** A 7-day reminder to `customer`, queued on `db` (a transaction, or none). */
const queueReminderTo = (customer: { user: { id: string; email: string } }, db: Db = app.db) =>
  queueMail(app, db, {
    template: renewalReminderMail,
    to: customer.user.email,
    userId: customer.user.id,
    params: reminderParams(),
  });

describe('a queued message', () => {
  it('goes out once the change commits, with an HTML and a text part saying the same', async () => {
    const customer = await registerUser(app, { name: 'Robin Reader' });
    const id = await inTransaction(app.db, (tx) => queueReminderTo(customer, tx));
    await arrived(customer.user.email);
    const mail = mailsTo(customer.user.email)[0]!;
    expect(mail.subject).toBe('Sports Plus ends in 7 days');
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain('SF-009001');
      expect(part).toContain('$19.99');
      expect(part).toMatch(/Dec(ember)? 4, 2026/);
    }
    // Every link is absolute, to PUBLIC_URL.
    expect(mail.html).toContain(`href="${SITE}/account/renew/`);
    expect(mail.text).toContain(`${SITE}/account/renew/`);
    await settled(async () =>
      expect(await messageRow(id!)).toMatchObject({ state: 'sent', attempts: 1, lastError: null }),
    );
  });

  it('is never queued by a change that rolled back', async () => {
    const to = `rolled.${randomUUID()}@example.com`;
    await expect(
      inTransaction(app.db, async (tx) => {
        await queueMail(app, tx, { template: testMail, to, params: { adminName: 'A' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow();
    await app.jobs.drain();
    expect(await app.db.select().from(mailMessages).where(eq(mailMessages.to, to))).toEqual([]);
    expect(mailsTo(to)).toEqual([]);
  });
});

describe('a mail server that is away', () => {
  it('is tried again later, and the message goes out when the server is back', async () => {
    const to = `later.${randomUUID()}@example.com`;
    sink.refuse(2, 451);
    const id = await queueMail(app, app.db, { template: testMail, to, params: { adminName: 'A' } });
    await settled(async () => expect((await messageRow(id!)).attempts).toBe(1));
    expect(await messageRow(id!)).toMatchObject({
      state: 'failed',
      lastError: expect.stringContaining('451'),
    });
    await retriesDue();
    await app.jobs.drain();
    expect(await messageRow(id!)).toMatchObject({ state: 'failed', attempts: 2 });
    await retriesDue();
    await app.jobs.drain();
    expect(await messageRow(id!)).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
    expect(mailsTo(to)).toHaveLength(1);
  });

  it('gives a refused address up at once, and tells the admins', async () => {
    const to = `nobody.${randomUUID()}@example.com`;
    sink.refuse(1, 550);
    const id = await queueMail(app, app.db, { template: testMail, to, params: { adminName: 'A' } });
    await settled(async () => expect((await messageRow(id!)).state).toBe('dead'));
    expect((await messageRow(id!)).lastError).toContain('550');
    await settled(async () => {
      const told = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, admin.user.id));
      expect(
        told.some((n) => n.title === 'A mail could not be sent' && n.message.includes(to)),
      ).toBe(true);
    });
  });
});

describe('preferences', () => {
  it('sends no reminder to a customer who turned reminders off, and service mail still', async () => {
    const customer = await registerUser(app);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/account/email-preferences',
      headers: bearer(customer.token),
      payload: { reminders: false, news: true },
    });
    expect(json(put)).toEqual({ success: true, data: { reminders: false, news: true } });
    const skipped = await queueReminderTo(customer);
    expect(skipped).toBeNull();
    const service = await queueMail(app, app.db, {
      template: testMail,
      to: customer.user.email,
      userId: customer.user.id,
      params: { adminName: 'A' },
    });
    expect(service).toEqual(expect.any(String));
  });

  it('unsubscribes in one click, signed out, from the link in the mail’s header', async () => {
    const customer = await registerUser(app);
    await queueReminderTo(customer);
    await arrived(customer.user.email);
    const mail = mailsTo(customer.user.email)[0]!;
    // Long header lines are folded; unfolded, as a mail program reads them.
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n(?=[ \t])/g, '');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const header = /^List-Unsubscribe: <([^>]+)>\r?$/m.exec(headers)![1]!;
    const link = new URL(header);
    expect(link.origin + link.pathname).toBe(`${SITE}/api/email/unsubscribe`);
    // The footer carries the same link.
    expect(mail.html).toContain(link.search.replace(/&/g, '&amp;'));

    const oneClick = () =>
      app.inject({
        method: 'POST',
        url: `${link.pathname}${link.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ data: { topic: 'reminders', email: customer.user.email } });
    // Idempotent: a second click says the same.
    expect((await oneClick()).statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row).toMatchObject({ mailReminders: false, mailNews: true });

    // Opened in a browser, the link shows the web page that confirms it.
    const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(/^\/unsubscribe\?token=/);
  });

  it('refuses a link that was not made here', async () => {
    const customer = await registerUser(app);
    for (const token of [`${customer.user.id}.reminders.forged-signature`, 'not-a-token-at-all']) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(answer.statusCode).toBe(422);
    }
  });
});

describe('a message with a secret', () => {
  it('keeps the link sealed until it is sent, then forgets it, and never shows it', async () => {
    const customer = await registerUser(app);
    const link = `${SITE}/login?resetToken=${randomUUID()}`;
    const id = await inTransaction(app.db, (tx) =>
      queueMail(app, tx, {
        template: passwordResetMail,
        to: customer.user.email,
        userId: customer.user.id,
        params: { name: 'Robin', link },
      }),
    );
    const queued = await messageRow(id!);
    expect(JSON.stringify(queued)).not.toContain(link.split('=')[1]);
    await arrived(customer.user.email);
    expect(mailsTo(customer.user.email)[0]!.text).toContain(link);
    expect(await messageRow(id!)).toMatchObject({ state: 'sent', sealed: null, secret: true });

    const detail = await messageDetail(id!);
    expect(detail).toMatchObject({ secret: true, html: null, text: null });
  });
});

describe('the admins’ mail log', () => {
  it('lists, shows and resends a message that was given up', async () => {
    const to = `resend.${randomUUID()}@example.com`;
    sink.refuse(1, 550);
    const id = await queueMail(app, app.db, {
      template: testMail,
      to,
      params: { adminName: 'Ada' },
    });
    await settled(async () => expect((await messageRow(id!)).state).toBe('dead'));

    const list = json<{ data: MailMessage[] }>(
      await app.inject({
        method: 'GET',
        url: `/api/admin/mail?state=dead&q=${encodeURIComponent(to)}`,
        headers: bearer(admin.token),
      }),
    ).data;
    expect(list).toEqual([expect.objectContaining({ id, to, template: 'test', state: 'dead' })]);

    const detail = await messageDetail(id!);
    expect(detail.html).toContain('Ada sent this test');
    expect(detail.text).toContain('Ada sent this test');

    const resent = await app.inject({
      method: 'POST',
      url: `/api/admin/mail/${id}/resend`,
      headers: bearer(admin.token),
    });
    expect(resent.statusCode).toBe(200);
    await arrived(to);
    expect(await messageRow(id!)).toMatchObject({ state: 'sent' });
    // Sent: nothing to resend.
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/mail/${id}/resend`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(409);
  });

  it('sends a test mail at once and reports the mail server’s answer', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/admin/mail/test',
      headers: bearer(admin.token),
      payload: { to: 'ops@example.com' },
    });
    expect(json(answer)).toMatchObject({
      data: { to: 'ops@example.com', accepted: true, response: expect.stringMatching(/^250/) },
    });
    sink.refuse(1, 550);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/mail/test',
      headers: bearer(admin.token),
      payload: { to: 'ops@example.com' },
    });
    expect(json(refused)).toMatchObject({
      data: { accepted: false, response: expect.stringContaining('Mailbox unavailable') },
    });
  });
});

describe('with mail off', () => {
  it('queues nothing and says so to an admin who tries a test', async () => {
    const off = await createTestApp();
    try {
      expect(
        await queueMail(off.app, off.app.db, {
          template: testMail,
          to: 'a@example.com',
          params: { adminName: 'A' },
        }),
      ).toBeNull();
      const offAdmin = await loginAsAdmin(off.app);
      const answer = await off.app.inject({
        method: 'POST',
        url: '/api/admin/mail/test',
        headers: bearer(offAdmin.token),
        payload: {},
      });
      expect(answer.statusCode).toBe(409);
    } finally {
      await off.close();
    }
  });
});
