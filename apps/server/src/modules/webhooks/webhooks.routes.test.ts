import {
  WEBHOOK_SECRET_PATTERN,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, jobs, notifications, webhookDeliveries } from '../../db/schema/index.ts';
import { HTTPS_REQUIRED, PRIVATE_ADDRESS } from '../../lib/outbound-post.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';
import { loggedApp } from '../../testing/logged-app.ts';
import { bearer, json, loginAsAdmin } from '../../testing/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';

type Created = WebhookEndpoint & { secret: string };
type ErrorBody = { success: false; message: string; errors?: Record<string, string[]> };

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

describe('Settings → Webhooks', () => {
  const test = useAdminTestApp();
  const create = async (body: object) => {
    const answer = await test.asAdmin('POST', '/api/admin/webhooks', body);
    expect(answer.statusCode, answer.body).toBe(201);
    return json<{ data: Created }>(answer).data;
  };

  it('creates an endpoint and shows its secret once, never in the list', async () => {
    const created = await create({
      url: `${receiver.url}/orders`,
      description: 'Accounting',
      events: ['order.paid', 'order.paid', 'subscription.activated'],
    });
    expect(created.secret).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(Buffer.from(created.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(created).toMatchObject({
      url: `${receiver.url}/orders`,
      events: ['order.paid', 'subscription.activated'],
      enabled: true,
      secretHint: created.secret.slice(-4),
      lastDelivery: null,
    });

    const list = await test.asAdmin('GET', '/api/admin/webhooks?_t=1');
    expect(list.statusCode).toBe(200);
    const listed = json<{ data: WebhookEndpoint[] }>(list).data;
    expect(listed.find((e) => e.id === created.id)).not.toHaveProperty('secret');
    expect(list.body).not.toContain(created.secret);
    expect(list.body).not.toContain(created.secret.slice('whsec_'.length));
  });

  it('refuses what is not an endpoint, field by field', async () => {
    const answer = await test.asAdmin('POST', '/api/admin/webhooks', {
      url: 'ftp://example.com/in',
      events: [],
    });
    expect(answer.statusCode).toBe(422);
    expect(json<ErrorBody>(answer).errors).toMatchObject({
      events: ['Choose at least one event'],
    });
    const badUrl = await test.asAdmin('POST', '/api/admin/webhooks', {
      url: 'ftp://example.com/in',
      events: ['order.paid'],
    });
    expect(badUrl.statusCode).toBe(422);
    expect(json<ErrorBody>(badUrl).errors).toEqual({
      url: ['Use an http:// or https:// address'],
    });
    const unknownEvent = await test.asAdmin('POST', '/api/admin/webhooks', {
      url: receiver.url,
      events: ['order.deleted'],
    });
    expect(unknownEvent.statusCode).toBe(422);
  });

  it('changes an endpoint, and rotates its secret on request only', async () => {
    const created = await create({ url: receiver.url, events: ['order.paid'] });
    const edited = await test.asAdmin('PATCH', `/api/admin/webhooks/${created.id}`, {
      description: 'Renamed',
      enabled: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(json<{ data: Created }>(edited).data).not.toHaveProperty('secret');
    expect(json<{ data: Created }>(edited).data).toMatchObject({
      description: 'Renamed',
      enabled: false,
      secretHint: created.secretHint,
    });

    const rotated = json<{ data: Created }>(
      await test.asAdmin('PATCH', `/api/admin/webhooks/${created.id}`, { rotateSecret: true }),
    ).data;
    expect(rotated.secret).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(rotated.secret).not.toBe(created.secret);
    expect(rotated.secretHint).toBe(rotated.secret.slice(-4));

    const audit = await test.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id))
      .orderBy(auditLog.createdAt);
    expect(audit.map((row) => row.action)).toEqual([
      'webhook.create',
      'webhook.update',
      'webhook.rotate_secret',
    ]);
    const written = JSON.stringify(audit);
    for (const secret of [created.secret, rotated.secret])
      expect(written).not.toContain(secret.slice('whsec_'.length, -4));
    expect(audit[2]!.after).toEqual({ secretHint: rotated.secretHint });
  });

  it('answers 404 for an endpoint or delivery it does not have', async () => {
    const gone = await create({ url: receiver.url, events: ['order.paid'] });
    const removed = await test.asAdmin('DELETE', `/api/admin/webhooks/${gone.id}`);
    expect(json(removed)).toEqual({
      success: true,
      data: { _id: gone.id, id: gone.id, deleted: true },
    });
    const other = await create({ url: receiver.url, events: ['order.paid'] });
    const otherTest = json<{ data: WebhookDelivery }>(
      await test.asAdmin('POST', `/api/admin/webhooks/${other.id}/test`),
    ).data;
    const base = `/api/admin/webhooks/${gone.id}`;
    for (const [method, url, body] of [
      ['PATCH', base, { enabled: true }],
      ['DELETE', base, undefined],
      ['GET', `${base}/deliveries`, undefined],
      ['POST', `${base}/test`, undefined],
      ['POST', `${base}/deliveries/${otherTest.id}/replay`, undefined],
    ] as const) {
      const answer = await test.asAdmin(method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    // A delivery of another endpoint is not this one's to replay.
    const mine = await create({ url: receiver.url, events: ['order.paid'] });
    const crossed = await test.asAdmin(
      'POST',
      `/api/admin/webhooks/${mine.id}/deliveries/${otherTest.id}/replay`,
    );
    expect(crossed.statusCode).toBe(404);
  });

  it('lists the delivery log newest first, a test event and a replay of it', async () => {
    const created = await create({ url: `${receiver.url}/log`, events: ['order.refunded'] });
    const sent = await test.asAdmin('POST', `/api/admin/webhooks/${created.id}/test`);
    expect(sent.statusCode).toBe(201);
    const first = json<{ data: WebhookDelivery }>(sent).data;
    expect(first).toMatchObject({ event: 'webhook.test', state: 'pending', attempts: 0 });
    await vi.waitFor(
      async () => {
        const [row] = await test.app.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.id, first.id));
        expect(row!.state).toBe('delivered');
      },
      { timeout: 10_000 },
    );
    const replayed = await test.asAdmin(
      'POST',
      `/api/admin/webhooks/${created.id}/deliveries/${first.id}/replay`,
    );
    expect(replayed.statusCode).toBe(201);
    const replay = json<{ data: WebhookDelivery }>(replayed).data;
    expect(replay.id).not.toBe(first.id);
    expect(replay.messageId).toBe(first.messageId);
    expect(replay.request).toBe(first.request);
    await test.app.jobs.drain();

    const log = json<{ data: WebhookDelivery[]; meta: { total: number } }>(
      await test.asAdmin('GET', `/api/admin/webhooks/${created.id}/deliveries?pageSize=10`),
    );
    expect(log.meta.total).toBe(2);
    expect(log.data.map((d) => d.id)).toEqual([replay.id, first.id]);
    expect(log.data[0]).toMatchObject({ state: 'delivered', attempts: 1, responseStatus: 200 });
    expect(log.data[0]!.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(log.data[1]!.request)).toMatchObject({
      type: 'webhook.test',
      data: { endpointId: created.id },
    });
    const posted = receiver.received.filter((r) => r.path === '/log');
    expect(posted.map((r) => r.headers['webhook-id'])).toEqual([first.messageId, first.messageId]);

    const endpoint = json<{ data: WebhookEndpoint[] }>(
      await test.asAdmin('GET', '/api/admin/webhooks?pageSize=100'),
    ).data.find((e) => e.id === created.id);
    expect(endpoint!.lastDelivery).toMatchObject({ state: 'delivered' });
  });

  it('shows the demo endpoint, off, with a delivered and a dead delivery', async () => {
    const demo = json<{ data: WebhookEndpoint[] }>(
      await test.asAdmin('GET', '/api/admin/webhooks?pageSize=100'),
    ).data.find((e) => e.url === 'https://hooks.example.com/streamfront');
    expect(demo).toMatchObject({ enabled: false, lastDelivery: { state: 'dead' } });
    expect(demo!.events).toEqual(expect.arrayContaining(['order.paid', 'subscription.ended']));
    const log = json<{ data: WebhookDelivery[] }>(
      await test.asAdmin('GET', `/api/admin/webhooks/${demo!.id}/deliveries`),
    ).data;
    expect(log.map((d) => d.state).sort()).toEqual(['dead', 'delivered']);
    expect(log.find((d) => d.state === 'dead')!.lastError).toBe('Answered 503');
    const queued = await test.app.db.select().from(jobs).where(eq(jobs.kind, 'webhooks.deliver'));
    expect(
      queued.every((job) => !log.some((d) => JSON.stringify(job.payload).includes(d.id))),
    ).toBe(true);
  });
});

describe('without ALLOW_PRIVATE_WEBHOOKS', () => {
  const test = useAdminTestApp({ config: { allowPrivateWebhooks: false } });

  it.each([
    ['https://127.0.0.1/hook', PRIVATE_ADDRESS],
    ['https://10.0.0.8/hook', PRIVATE_ADDRESS],
    ['https://10.200.1.1:8443/hook', PRIVATE_ADDRESS],
    ['https://169.254.169.254/latest/meta-data/', PRIVATE_ADDRESS],
    ['https://[::1]/hook', PRIVATE_ADDRESS],
    ['https://localhost/hook', PRIVATE_ADDRESS],
    ['http://93.184.216.34/hook', HTTPS_REQUIRED],
  ])('refuses an endpoint at %s', async (url, message) => {
    const answer = await test.asAdmin('POST', '/api/admin/webhooks', {
      url,
      events: ['order.paid'],
    });
    expect(answer.statusCode).toBe(422);
    expect(json<ErrorBody>(answer).errors).toEqual({ url: [message] });
  });

  it('refuses a private address as a new URL too, and sends nothing to one stored before', async () => {
    // Stored while private addresses were allowed (the setting turned off since).
    const endpoint = await createWebhooksRepository(test.app.db).insertEndpoint({
      url: `${receiver.url}/before`,
      description: '',
      events: ['order.paid'],
      enabled: true,
      secretSealed: test.app.secrets.seal(`whsec_${Buffer.alloc(32, 1).toString('base64')}`),
      secretHint: 'AQE=',
    });
    const patched = await test.asAdmin('PATCH', `/api/admin/webhooks/${endpoint.id}`, {
      url: 'https://127.0.0.1/x',
    });
    expect(patched.statusCode).toBe(422);
    expect(json<ErrorBody>(patched).errors).toEqual({ url: [PRIVATE_ADDRESS] });

    const sent = json<{ data: WebhookDelivery }>(
      await test.asAdmin('POST', `/api/admin/webhooks/${endpoint.id}/test`),
    ).data;
    await test.app.jobs.drain();
    const [row] = await test.app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, sent.id));
    // Refused for good at once: no retry would make it allowed.
    expect(row).toMatchObject({ state: 'dead', lastError: HTTPS_REQUIRED, attempts: 1 });
    expect(receiver.received.filter((r) => r.path === '/before')).toEqual([]);
  });
});

describe('the secrets of endpoints', () => {
  let server: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    server = await loggedApp({});
  });
  afterAll(() => server.close());

  it('reach no log line, audit entry, job or notification', async () => {
    const { token } = await loginAsAdmin(server.app);
    const call = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
      server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    receiver.answerWith(() => ({ status: 500, body: 'no' }));
    try {
      const created = json<{ data: Created }>(
        await call('POST', '/api/admin/webhooks', {
          url: `${receiver.url}/logged`,
          events: ['order.paid'],
        }),
      ).data;
      const rotated = json<{ data: Created }>(
        await call('PATCH', `/api/admin/webhooks/${created.id}`, { rotateSecret: true }),
      ).data;
      await call('POST', `/api/admin/webhooks/${created.id}/test`);
      await server.app.jobs.drain();
      expect(receiver.received.filter((r) => r.path === '/logged')).toHaveLength(1);

      const stored = JSON.stringify([
        await server.app.db.select().from(auditLog),
        await server.app.db.select().from(jobs),
        await server.app.db.select().from(notifications),
        await server.app.db.select().from(webhookDeliveries),
      ]);
      for (const secret of [created.secret, rotated.secret]) {
        const key = secret.slice('whsec_'.length, -4);
        expect(server.log()).not.toContain(key);
        expect(stored).not.toContain(key);
      }
      // The log did see the work: the search above looked where the secret could have been.
      expect(server.log()).toContain('job failed; it will be tried again');
    } finally {
      receiver.answerWith(() => ({ status: 200, body: '{"ok":true}' }));
    }
  });
});
