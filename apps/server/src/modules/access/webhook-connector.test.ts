import type {
  AdminAccess,
  MySubscription,
  ProvisioningSettingsAnswer,
} from '@streamfront/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, webhookDeliveries } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';
import { as, adminOf, type TestCustomer } from '../../testing/order-kit.ts';
import { runningSubscription } from '../../testing/subscription-kit.ts';
import { json } from '../../testing/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { accessAfterStatusChange } from './access.service.ts';
import { createAccessRepository } from './access.repository.ts';

let receiver: WebhookReceiver;
let secret: string;
const test = useAdminTestApp();
let admin: { token: string; id: string };

/** The business's panel: checks each signature, and answers an activation with a login. */
let lines = 0;
function panelAnswersWithLogins() {
  receiver.answerWith((request) => {
    new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
    const { type } = JSON.parse(request.body) as { type: string };
    lines += 1;
    if (type === 'subscription.activated')
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: `panel-${lines}`,
          password: `Panel-Pass-${lines}`,
          serverUrl: 'http://panel.example.tv:8080',
        }),
      };
    if (type === 'subscription.access_reset')
      return { status: 200, body: JSON.stringify({ password: `Reset-Pass-${lines}` }) };
    return { status: 204 };
  });
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  admin = await adminOf(test.app);
  const res = await test.asAdmin('PUT', '/api/admin/settings/provisioning', {
    connector: 'webhook',
    url: `${receiver.url}/panel`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = json<ProvisioningSettingsAnswer>(res).data;
  expect(answer).toMatchObject({ connector: 'webhook', secretSet: true });
  secret = answer.newSecret!;
  expect(secret).toMatch(/^whsec_/);
});
afterAll(() => receiver.close());

const mine = async (customer: TestCustomer) =>
  json<{ data: MySubscription[] }>(
    await test.app.inject(as(customer, { method: 'GET', url: '/api/account/subscriptions' })),
  ).data[0]!;

async function triesDue() {
  await test.app.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, 'webhooks.deliver'), eq(jobs.state, 'failed')));
  await test.app.jobs.drain();
}

describe('the webhook connector', () => {
  it('asks the panel for the login at activation, signed, and stores what it answers', async () => {
    panelAnswersWithLogins();
    // The worker may have delivered it already (it wakes when a job is queued): no look at
    // the state in between, which the reset below sees in its own answer.
    const { customer } = await runningSubscription(test.app, admin);
    await test.app.jobs.drain();
    const sub = await mine(customer);
    expect(sub).toMatchObject({
      provisioning: 'ready',
      access: { serverUrl: 'http://panel.example.tv:8080', screens: 2 },
    });
    expect(sub.access!.username).toMatch(/^panel-\d+$/);
    const sent = JSON.parse(receiver.received.at(-1)!.body) as { type: string; data: object };
    expect(sent).toMatchObject({
      type: 'subscription.activated',
      data: { orderId: sub.orderId, screens: 2, trial: false },
    });
    // The password travels one way (panel to us), and is not kept readable in the log.
    const [delivery] = await test.app.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.orderId, sub.orderId), isNull(webhookDeliveries.endpointId)));
    expect(JSON.stringify(delivery)).not.toContain(sub.access!.password);
  });

  it('asks the panel for a new password when the customer wants one', async () => {
    panelAnswersWithLogins();
    const { customer, order } = await runningSubscription(test.app, admin);
    await test.app.jobs.drain();
    const before = await mine(customer);
    const res = await test.app.inject(
      as(customer, { method: 'POST', url: `/api/account/subscriptions/${order.id}/reset-access` }),
    );
    expect(json<{ data: MySubscription }>(res).data).toMatchObject({ provisioning: 'pending' });
    await test.app.jobs.drain();
    const after = await mine(customer);
    expect(after.access!.username).toBe(before.access!.username);
    expect(after.access!.password).toMatch(/^Reset-Pass-\d+$/);
  });

  it('makes one access and one delivery when an activation is handled twice', async () => {
    panelAnswersWithLogins();
    const { order } = await runningSubscription(test.app, admin);
    const row = (await createAccessRepository(test.app.db).order(order.id))!;
    await inTransaction(test.app.db, (tx) => accessAfterStatusChange(test.app, tx, row));
    const deliveries = await test.app.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.orderId, order.id), isNull(webhookDeliveries.endpointId)));
    expect(deliveries).toHaveLength(1);
  });

  it('marks the access failed after the last try, tells the admins, and retries on request', async () => {
    // A panel that takes the event but gives no login: the customer could not watch.
    receiver.answerWith(() => ({ status: 200, body: '{"ok":true}' }));
    const { customer, order } = await runningSubscription(test.app, admin);
    await test.app.jobs.drain();
    for (let i = 0; i < 4; i += 1) await triesDue();

    const shown = json<{ data: AdminAccess }>(
      await test.asAdmin('GET', `/api/admin/orders/${order.id}/access`),
    ).data;
    expect(shown).toMatchObject({
      access: null,
      provisioning: {
        connector: 'webhook',
        state: 'failed',
        attempts: 5,
        lastError: expect.stringContaining('without: username, password'),
      },
    });
    expect((await mine(customer)).provisioning).toBe('failed');
    const notices = await test.notificationsOf(test.admin.token);
    expect(notices.find((n) => n.message.includes(order.orderNumber))).toMatchObject({
      title: 'Provisioning failed',
      link: `/admin/orders?order=${order.id}`,
    });

    panelAnswersWithLogins();
    const retried = await test.asAdmin('POST', `/api/admin/orders/${order.id}/access/retry`);
    expect(json<{ data: AdminAccess }>(retried).data.provisioning.state).toBe('pending');
    await test.app.jobs.drain();
    expect(await mine(customer)).toMatchObject({ provisioning: 'ready' });
    const again = await test.asAdmin('POST', `/api/admin/orders/${order.id}/access/retry`);
    expect(again.statusCode).toBe(409);
  });
});

describe('the provisioning URL', () => {
  const strict = useAdminTestApp({ config: { allowPrivateWebhooks: false } });

  it('is refused on a private or loopback address without ALLOW_PRIVATE_WEBHOOKS', async () => {
    for (const url of [
      'https://127.0.0.1/panel',
      'https://10.1.2.3/panel',
      'https://169.254.169.254/latest',
      'https://[::1]/panel',
      'https://localhost/panel',
      'http://panel.example.com/hooks',
    ]) {
      const res = await strict.asAdmin('PUT', '/api/admin/settings/provisioning', {
        connector: 'webhook',
        url,
      });
      expect(res.statusCode, url).toBe(422);
      expect(json<{ errors: { url: string[] } }>(res).errors.url).toHaveLength(1);
    }
  });
});
