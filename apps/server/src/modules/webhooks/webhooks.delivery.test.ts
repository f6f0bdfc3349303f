import { randomUUID } from 'node:crypto';
import type { WebhookEndpoint, WebhookEvent } from '@streamfront/contract';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  jobs,
  notifications,
  orders,
  siteSettings,
  webhookDeliveries,
  type WebhookDeliveryRow,
} from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';
import { postForm } from '../../testing/public-forms.ts';
import { json } from '../../testing/test-app.ts';
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../../testing/webhook-receiver.ts';
import {
  queueProvisioningDelivery,
  queueWebhookEvent,
  retryDeliveryNow,
  webhookMessageId,
} from './queue-webhook.ts';
import type { WebhooksOptions } from './webhooks-options.ts';

const MINUTE = 60_000;
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(() => receiver.answerWith(() => ({ status: 200, body: '{"ok":true}' })));
afterAll(() => receiver.close());

const test = useAdminTestApp();

/** A new endpoint at its own path of the receiver; its secret as shown once. */
async function endpointFor(events: WebhookEvent[], path = `/${randomUUID()}`) {
  const answer = await test.asAdmin('POST', '/api/admin/webhooks', {
    url: `${receiver.url}${path}`,
    events,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return { ...json<{ data: WebhookEndpoint & { secret: string } }>(answer).data, path };
}

const receivedAt = (path: string): ReceivedWebhook[] =>
  receiver.received.filter((request) => request.path === path);

const deliveriesOf = (endpointId: string) =>
  test.app.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.createdAt);

const deliveryRow = async (id: string) =>
  (await test.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;

/** The clock moved on: every webhook try that waits for its retry is due now. */
async function retriesDue() {
  await test.app.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, 'webhooks.deliver'), eq(jobs.state, 'failed')));
  await test.app.jobs.drain();
}

/** An event queued in a transaction of its own, as a change would queue it. */
const queueEvent = (
  event: WebhookEvent,
  data: Record<string, unknown>,
  key: string = randomUUID(),
) =>
  inTransaction(test.app.db, (tx) =>
    queueWebhookEvent(test.app, tx, event, data, { idempotencyKey: key }),
  );

describe('a delivery', () => {
  it('is signed so that the standardwebhooks package verifies it', async () => {
    const endpoint = await endpointFor(['query.created']);
    const form = await postForm(test.app, '/api/contact', {
      name: 'Sam Signer',
      email: 'sam.signer@example.com',
      subject: 'Which channels?',
      message: 'Do you carry the Champions League this season?',
    });
    expect(form.statusCode).toBe(201);
    const queryId = json<{ data: { id: string } }>(form).data.id;
    await test.app.jobs.drain();

    const [request] = receivedAt(endpoint.path);
    expect(request).toBeDefined();
    const headers = request!.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['user-agent']).toBe('Streamfront-Webhooks/1');
    expect(headers['webhook-id']).toBe(`msg_${queryId}.query.created`);
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);

    const verified = new Webhook(endpoint.secret).verify(request!.body, headers);
    expect(verified).toMatchObject({
      type: 'query.created',
      timestamp: expect.any(String),
      data: {
        id: queryId,
        source: 'contact',
        email: 'sam.signer@example.com',
        subject: 'Which channels?',
      },
    });
    // The check can fail: another secret, or a body changed on the way, does not verify.
    const other = new Webhook(`whsec_${Buffer.alloc(32, 9).toString('base64')}`);
    expect(() => other.verify(request!.body, headers)).toThrow();
    expect(() =>
      new Webhook(endpoint.secret).verify(request!.body.replace('Sam', 'Eve'), headers),
    ).toThrow();

    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({
      state: 'delivered',
      attempts: 1,
      responseStatus: 200,
      responseBody: '{"ok":true}',
      lastError: null,
      nextAttemptAt: null,
    });
  });

  it('is tried again after a 500, with the same id, and then delivered', async () => {
    const endpoint = await endpointFor(['order.paid']);
    let calls = 0;
    receiver.answerWith(() =>
      ++calls === 1 ? { status: 500, body: 'Down for a moment' } : { status: 204 },
    );
    await queueEvent('order.paid', { orderId: randomUUID() });
    await test.app.jobs.drain();

    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({
      state: 'retrying',
      attempts: 1,
      responseStatus: 500,
      responseBody: 'Down for a moment',
      lastError: 'Answered 500',
    });
    const wait = failed!.nextAttemptAt!.getTime() - failed!.lastAttemptAt!.getTime();
    expect(wait).toBeGreaterThan(0.9 * MINUTE);
    expect(wait).toBeLessThan(1.1 * MINUTE);

    await retriesDue();
    const [delivered] = await deliveriesOf(endpoint.id);
    expect(delivered).toMatchObject({ state: 'delivered', attempts: 2, responseStatus: 204 });
    const ids = receivedAt(endpoint.path).map((r) => r.headers['webhook-id']);
    expect(ids).toEqual([failed!.messageId, failed!.messageId]);
  });

  it('is tried again after a receiver that does not answer within 10 s', async () => {
    const endpoint = await endpointFor(['order.refunded']);
    let calls = 0;
    receiver.answerWith(() => (++calls === 1 ? 'hang' : { status: 200 }));
    await queueEvent('order.refunded', { orderId: randomUUID() });
    const started = Date.now();
    await test.app.jobs.drain();
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);

    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({
      state: 'retrying',
      attempts: 1,
      responseStatus: null,
      lastError: 'No answer within 10 s',
    });
    await retriesDue();
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(receivedAt(endpoint.path)).toHaveLength(2);
  }, 40_000);

  it('is dead after its fifth try, waiting about 1, 5, 15 and 60 minutes, and an admin is told', async () => {
    const endpoint = await endpointFor(['subscription.ended']);
    receiver.answerWith(() => ({ status: 503, body: 'Maintenance' }));
    await queueEvent('subscription.ended', { subscriptionId: randomUUID() });
    await test.app.jobs.drain();
    const waits: number[] = [];
    for (let tries = 1; tries < 5; tries += 1) {
      const [row] = await deliveriesOf(endpoint.id);
      expect(row).toMatchObject({ state: 'retrying', attempts: tries });
      waits.push(
        Math.round((row!.nextAttemptAt!.getTime() - row!.lastAttemptAt!.getTime()) / MINUTE),
      );
      await retriesDue();
    }
    expect(waits).toEqual([1, 5, 15, 60]);
    const [dead] = await deliveriesOf(endpoint.id);
    expect(dead).toMatchObject({
      state: 'dead',
      attempts: 5,
      responseStatus: 503,
      lastError: 'Answered 503',
      nextAttemptAt: null,
    });
    expect(receivedAt(endpoint.path)).toHaveLength(5);

    const notices = await test.notificationsOf(test.admin.token);
    const notice = notices.find((n) => n.message.includes(endpoint.path));
    expect(notice).toMatchObject({
      type: 'error',
      title: 'Webhook delivery failed',
      link: '/admin/settings/webhooks',
    });
    expect(notice!.message).toContain('subscription.ended');
    expect(notice!.message).toContain(`${receiver.url}${endpoint.path}`);
    expect(notice!.message).toContain('Answered 503');
    expect(notice!.message).not.toContain(endpoint.secret.slice(6, -4));
    // Said once, in its own words, not also as "a background job failed".
    const [job] = await test.app.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'deliveryId' = ${dead!.id}`);
    expect(job!.state).toBe('dead');
    expect(
      notices.filter(
        (n) => n.title === 'A background job failed' && n.message.includes(endpoint.path),
      ),
    ).toEqual([]);

    // "Retry now": tried again at once, with all its tries ahead.
    receiver.answerWith(() => ({ status: 200 }));
    const again = await retryDeliveryNow(test.app, dead!.id);
    expect(again).toMatchObject({ state: 'pending', attempts: 0 });
    await test.app.jobs.drain();
    expect(await deliveryRow(dead!.id)).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(await retryDeliveryNow(test.app, dead!.id)).toBeUndefined();
  });

  it('runs a retrying delivery again at once on "retry now", through the same job', async () => {
    const endpoint = await endpointFor(['order.created']);
    receiver.answerWith(() => ({ status: 502 }));
    await queueEvent('order.created', { orderId: randomUUID() });
    await test.app.jobs.drain();
    const [waiting] = await deliveriesOf(endpoint.id);
    expect(waiting!.state).toBe('retrying');
    receiver.answerWith(() => ({ status: 200 }));
    await retryDeliveryNow(test.app, waiting!.id);
    await test.app.jobs.drain();
    expect(await deliveryRow(waiting!.id)).toMatchObject({ state: 'delivered', attempts: 1 });
    const ownJobs = await test.app.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'deliveryId' = ${waiting!.id}`);
    expect(ownJobs.map((job) => job.state)).toEqual(['done']);
  });

  it('goes to no endpoint turned off since it was queued', async () => {
    const endpoint = await endpointFor(['subscription.suspended']);
    receiver.answerWith(() => 'hang');
    await inTransaction(test.app.db, async (tx) => {
      await queueWebhookEvent(
        test.app,
        tx,
        'subscription.suspended',
        { n: 1 },
        {
          idempotencyKey: randomUUID(),
        },
      );
      // Turned off in the same breath: the job finds it off when it runs.
      await tx.execute(sql`update webhook_endpoints set enabled = false where id = ${endpoint.id}`);
    });
    await test.app.jobs.drain();
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ state: 'dead', lastError: 'The endpoint is turned off' });
    expect(receivedAt(endpoint.path)).toEqual([]);
  });
});

describe('queueWebhookEvent', () => {
  it('sends an event to each enabled endpoint that takes it, once per key', async () => {
    const takes = await endpointFor(['order.paid', 'order.refunded']);
    const alsoTakes = await endpointFor(['order.paid']);
    const other = await endpointFor(['order.refunded']);
    const off = await endpointFor(['order.paid']);
    await test.asAdmin('PATCH', `/api/admin/webhooks/${off.id}`, { enabled: false });

    const key = `${randomUUID()}.order.paid`;
    await queueEvent('order.paid', { orderId: 'o-1' }, key);
    // The same change again (a retried request): nothing more is queued.
    await queueEvent('order.paid', { orderId: 'o-1' }, key);
    await test.app.jobs.drain();

    expect(receivedAt(takes.path)).toHaveLength(1);
    expect(receivedAt(alsoTakes.path)).toHaveLength(1);
    expect(receivedAt(other.path)).toEqual([]);
    expect(receivedAt(off.path)).toEqual([]);
    expect(receivedAt(takes.path)[0]!.headers['webhook-id']).toBe(webhookMessageId(key));
    expect(webhookMessageId(key)).toBe(`msg_${key}`);
    expect(JSON.parse(receivedAt(takes.path)[0]!.body)).toMatchObject({
      type: 'order.paid',
      data: { orderId: 'o-1' },
    });
  });

  it('queues nothing for a change that rolled back', async () => {
    const endpoint = await endpointFor(['order.created']);
    await expect(
      inTransaction(test.app.db, async (tx) => {
        await queueWebhookEvent(test.app, tx, 'order.created', {}, { idempotencyKey: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await test.app.jobs.drain();
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
  });

  it('hashes a key that would not read safely in a header', () => {
    const id = webhookMessageId('order paid\r\nX-Evil: 1');
    expect(id).toMatch(/^msg_[A-Za-z0-9_-]{32}$/);
    expect(webhookMessageId('order paid\r\nX-Evil: 1')).toBe(id);
  });

  it('tells of VOD requests and content reports as they are made', async () => {
    const endpoint = await endpointFor(['vod_request.created', 'content_report.created']);
    const title = `A Title Nobody Asked For ${randomUUID().slice(0, 8)}`;
    const vod = { title, type: 'movie', year: 2020, email: 'asker@example.com' };
    expect((await postForm(test.app, '/api/vod-requests', vod)).statusCode).toBe(201);
    // Asked again by someone else: the title is not new, so no second event.
    expect(
      (await postForm(test.app, '/api/vod-requests', { ...vod, email: 'b@example.com' }))
        .statusCode,
    ).toBe(201);
    const report = await postForm(test.app, '/api/content-reports', {
      subject: 'Sports 2 HD',
      problemType: 'buffering',
      details: 'It stops every few minutes in the evening.',
      email: 'viewer@example.com',
    });
    expect(report.statusCode).toBe(201);
    await test.app.jobs.drain();

    const bodies = receivedAt(endpoint.path).map(
      (r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> },
    );
    expect(bodies.map((b) => b.type).sort()).toEqual([
      'content_report.created',
      'vod_request.created',
    ]);
    expect(bodies.find((b) => b.type === 'vod_request.created')!.data).toMatchObject({
      title,
      type: 'movie',
      year: 2020,
      email: 'asker@example.com',
    });
    expect(bodies.find((b) => b.type === 'content_report.created')!.data).toMatchObject({
      id: json<{ data: { id: string } }>(report).data.id,
      problemType: 'buffering',
      subject: 'Sports 2 HD',
    });
  });
});

describe('a provisioning delivery', () => {
  const hooks = () => test.app.webhooks as WebhooksOptions;
  const setReceiver = (url: string | null, secret: string | null) =>
    test.app.db
      .update(siteSettings)
      .set({
        provisioningUrl: url,
        provisioningSecretSealed: secret && test.app.secrets.seal(secret),
      })
      .where(eq(siteSettings.id, 1));
  afterEach(() => {
    // The app's own hooks (none in tests) come back after each test.
    delete hooks().onProvisioningAnswer;
    delete hooks().onProvisioningDead;
  });

  const queueFor = (orderId: string | null = null) =>
    inTransaction(test.app.db, (tx) =>
      queueProvisioningDelivery(test.app, tx, {
        event: 'subscription.activated',
        data: { subscriptionId: 's-1' },
        idempotencyKey: `${randomUUID()}.subscription.activated`,
        orderId: orderId!,
      }),
    );

  it('goes to the provisioning URL, and its answer is stored in the same transaction', async () => {
    const secret = `whsec_${Buffer.alloc(32, 4).toString('base64')}`;
    await setReceiver(`${receiver.url}/provisioning`, secret);
    receiver.answerWith(() => ({ status: 200, body: '{"username":"tv123","password":"pw"}' }));
    const seen: { answer: unknown; delivery: WebhookDeliveryRow; visible: string }[] = [];
    hooks().onProvisioningAnswer = async (_app, tx, delivery, answer) => {
      const [row] = await tx
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, delivery.id));
      seen.push({ answer, delivery, visible: row!.state });
    };
    const [order] = await test.app.db.select({ id: orders.id }).from(orders).limit(1);
    const orderId = order!.id;
    const queued = await queueFor(orderId);
    expect(queued).toMatchObject({ endpointId: null, state: 'pending', orderId });
    await test.app.jobs.drain();

    const [request] = receivedAt('/provisioning');
    expect(
      new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>),
    ).toMatchObject({ type: 'subscription.activated', data: { subscriptionId: 's-1' } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.answer).toEqual({ username: 'tv123', password: 'pw' });
    expect(seen[0]!.visible).toBe('delivered');
    expect(await deliveryRow(queued!.id)).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it('whose answer cannot be used is a failed try, and nothing of it is kept', async () => {
    await setReceiver(
      `${receiver.url}/provisioning-bad`,
      `whsec_${Buffer.alloc(32, 6).toString('base64')}`,
    );
    receiver.answerWith(() => ({ status: 200, body: 'not json' }));
    hooks().onProvisioningAnswer = async (_app, _tx, _delivery, answer) => {
      if (answer === null) throw new Error('No access details in the answer');
    };
    const queued = await queueFor();
    await test.app.jobs.drain();
    expect(await deliveryRow(queued!.id)).toMatchObject({
      state: 'retrying',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'not json',
      lastError: 'The answer could not be used: No access details in the answer',
    });
  });

  it('is queued once per key', async () => {
    await setReceiver(
      `${receiver.url}/provisioning-once`,
      `whsec_${Buffer.alloc(32, 5).toString('base64')}`,
    );
    const input = {
      event: 'subscription.extended' as const,
      data: {},
      idempotencyKey: randomUUID(),
      orderId: null as unknown as string,
    };
    const first = await inTransaction(test.app.db, (tx) =>
      queueProvisioningDelivery(test.app, tx, input),
    );
    const second = await inTransaction(test.app.db, (tx) =>
      queueProvisioningDelivery(test.app, tx, input),
    );
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await test.app.jobs.drain();
    expect(receivedAt('/provisioning-once')).toHaveLength(1);
  });

  it('without a URL is dead at once, and the connector is told instead of the admins', async () => {
    await setReceiver(null, null);
    const dead: { delivery: WebhookDeliveryRow; error: string }[] = [];
    hooks().onProvisioningDead = async (_app, delivery, error) => {
      dead.push({ delivery, error });
    };
    const before = await test.app.db.select().from(notifications);
    const queued = await queueFor();
    await test.app.jobs.drain();
    expect(await deliveryRow(queued!.id)).toMatchObject({
      state: 'dead',
      lastError: 'No provisioning URL is set',
    });
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({
      error: 'No provisioning URL is set',
      delivery: { id: queued!.id, state: 'dead' },
    });
    expect(await test.app.db.select().from(notifications)).toHaveLength(before.length);
  });
});
