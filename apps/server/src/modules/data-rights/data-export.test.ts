import {
  DATA_EXPORT_LIMIT_REASON,
  DataExportDocumentSchema,
  dataExportPath,
  type DataExport,
  type DataExports,
  type MySubscription,
} from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataExports } from '../../db/schema/index.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';
import { as, newCustomer, type TestCustomer } from '../../testing/order-kit.ts';
import { runningSubscription } from '../../testing/subscription-kit.ts';
import { json } from '../../testing/test-app.ts';
import { applyRetention } from './retention.job.ts';

const SITE = 'https://tv.example.com';
const t = useAdminTestApp({ mail: true, config: { publicUrl: SITE } });

const askExport = (who: TestCustomer, payload?: object) =>
  t.app.inject(
    as(who, { method: 'POST', url: '/api/account/export', ...(payload ? { payload } : {}) }),
  );
const download = (who: TestCustomer, id: string) =>
  t.app.inject(as(who, { method: 'GET', url: `/api/account/exports/${id}` }));

/** Asks for an export and lets the job prepare it: its id. */
async function preparedExport(who: TestCustomer, payload?: object) {
  const asked = await askExport(who, payload);
  expect(asked.statusCode, asked.body).toBe(202);
  const { id } = json<{ data: DataExport }>(asked).data;
  await t.app.jobs.drain();
  return id;
}

async function mailTo(email: string, subject: string) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mail = t.sink.received.find((m) => m.to.includes(email) && m.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no "${subject}" mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('download my data', () => {
  it('is prepared by a job and offered by notification and mail, with a link to its page', async () => {
    const { customer } = await runningSubscription(t.app, t.admin, { name: 'Export Person' });
    const asked = await askExport(customer);
    expect(asked.statusCode, asked.body).toBe(202);
    const queued = json<{ data: DataExport }>(asked).data;
    expect(queued).toMatchObject({ state: 'preparing', includeSecrets: false, readyAt: null });
    // Not ready before the job has run: the page says so rather than failing.
    expect((await download(customer, queued.id)).statusCode).toBe(409);

    await t.app.jobs.drain();
    const notices = await t.notificationsOf(customer.token);
    const ready = notices.find((n) => n.title === 'Your data is ready to download');
    expect(ready?.link).toBe(dataExportPath(queued.id));
    const mail = await mailTo(customer.email, 'Your data is ready to download');
    expect(mail.text).toContain(`${SITE}/account/data-export/${queued.id}`);

    const listed = json<{ data: DataExports }>(
      await t.app.inject(as(customer, { method: 'GET', url: '/api/account/exports' })),
    ).data;
    expect(listed.exports[0]).toMatchObject({ id: queued.id, state: 'ready' });
    expect(new Date(listed.exports[0]!.expiresAt!).getTime() - Date.now()).toBeGreaterThan(
      23 * 3_600_000,
    );

    const file = await download(customer, queued.id);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('application/json');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(file.headers['cache-control']).toContain('no-store');
    const document = DataExportDocumentSchema.parse(JSON.parse(file.body));
    expect(document.profile).toMatchObject({ name: 'Export Person', email: customer.email });
    expect(document.orders).toHaveLength(1);
    expect(document.orders[0]!.timeline.map((step) => step.to)).toEqual([
      'pending',
      'paid',
      'active',
    ]);
    expect(document.invoices.map((invoice) => invoice.orderNumber)).toEqual([
      document.orders[0]!.orderNumber,
    ]);
    expect(document.consents).toEqual({ renewalReminders: true, news: true });
    expect(document.mail.some((m) => m.subject.includes('is active'))).toBe(true);
    expect(document.notifications.length).toBeGreaterThan(0);
    expect(document.sessions.length).toBeGreaterThan(0);
  });

  it('leaves the access passwords out unless asked, and never stores them', async () => {
    const { customer: plain } = await runningSubscription(t.app, t.admin);
    const without = JSON.parse((await download(plain, await preparedExport(plain))).body) as {
      secretsIncluded: boolean;
      subscriptions: Record<string, unknown>[];
    };
    expect(without.secretsIncluded).toBe(false);
    expect(without.subscriptions).toHaveLength(1);
    expect(without.subscriptions[0]).not.toHaveProperty('password');
    expect(without.subscriptions[0]).not.toHaveProperty('activationCode');

    const { customer } = await runningSubscription(t.app, t.admin);
    const [mine] = json<{ data: MySubscription[] }>(
      await t.app.inject(as(customer, { method: 'GET', url: '/api/account/subscriptions' })),
    ).data;
    const password = mine!.access!.password;
    const id = await preparedExport(customer, { includeSecrets: true });
    const file = JSON.parse((await download(customer, id)).body) as {
      secretsIncluded: boolean;
      subscriptions: { username: string; password: string }[];
    };
    expect(file.secretsIncluded).toBe(true);
    expect(file.subscriptions[0]).toMatchObject({ username: mine!.access!.username, password });
    // The stored file holds no secret: the password is opened from the secret box at download.
    const [row] = await t.app.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(JSON.stringify(row!.content)).not.toContain(password);
  });

  it('is asked for once a day: a second request is refused with when to come back', async () => {
    const customer = await newCustomer(t.app);
    expect((await askExport(customer)).statusCode).toBe(202);
    const again = await askExport(customer, { includeSecrets: true });
    expect(again.statusCode, again.body).toBe(429);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(json(again)).toMatchObject({
      success: false,
      reason: DATA_EXPORT_LIMIT_REASON,
      message: 'You can download your data once a day. Try again in 24 hours.',
    });
    const listed = json<{ data: DataExports }>(
      await t.app.inject(as(customer, { method: 'GET', url: '/api/account/exports' })),
    ).data;
    expect(listed.exports).toHaveLength(1);
    expect(listed.nextRequestAt).not.toBeNull();
  });

  it('is downloaded by its owner only, and is gone after its 24 hours', async () => {
    const owner = await newCustomer(t.app);
    const other = await newCustomer(t.app);
    const id = await preparedExport(owner);
    const stranger = await download(other, id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain(owner.email);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/account/exports/${id}` })).statusCode,
    ).toBe(401);
    expect((await download(owner, crypto.randomUUID())).statusCode).toBe(404);

    await t.app.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, id));
    const late = await download(owner, id);
    expect(late.statusCode, late.body).toBe(410);
    expect(json<{ message: string }>(late).message).toContain('expired');

    // The daily retention drops an expired file's content; the row says it existed.
    await applyRetention(t.app);
    const [row] = await t.app.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row!.content).toBeNull();
    expect((await download(owner, id)).statusCode).toBe(410);
  });

  it('refuses a body that is not the one it takes', async () => {
    const customer = await newCustomer(t.app);
    const wrong = await askExport(customer, { includeSecrets: 'yes' });
    expect(wrong.statusCode).toBe(422);
    const extra = await askExport(customer, { everything: true });
    expect(extra.statusCode).toBe(422);
  });
});
