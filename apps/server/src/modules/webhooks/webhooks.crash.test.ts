import type { WebhookDelivery } from '@streamfront/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../testing/http-client.ts';
import {
  startServerProcess,
  stopServerProcesses,
  tempDataDir,
} from '../../testing/server-process.ts';
import { TEST_ADMIN } from '../../testing/test-database.ts';
import { startWebhookReceiver } from '../../testing/webhook-receiver.ts';

// The server is killed (SIGKILL) while a receiver holds a delivery and has not answered.
// After a restart the delivery is tried again with the same webhook-id and recorded as
// delivered once: one answered request, one row, nothing sent after it.

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await stopServerProcesses();
  for (const close of closers.splice(0)) await close();
});

describe('a webhook delivery cut off by kill -9', () => {
  it('is delivered once after the restart', async () => {
    const receiver = await startWebhookReceiver();
    closers.push(receiver.close);
    receiver.answerWith(() => 'hang');
    const env = { DATA_DIR: tempDataDir(), ALLOW_PRIVATE_WEBHOOKS: 'true' };

    const first = await startServerProcess(env);
    const login = await call<{ data: { token: string } }>(first.url, 'POST', '/api/auth/login', {
      body: TEST_ADMIN,
    });
    expect(login.status).toBe(200);
    const { token } = login.body.data;
    const created = await call<{ data: { id: string } }>(first.url, 'POST', '/api/admin/webhooks', {
      token,
      body: { url: `${receiver.url}/crash`, events: ['order.paid'] },
    });
    expect(created.status).toBe(201);
    const endpointId = created.body.data.id;
    const sent = await call<{ data: WebhookDelivery }>(
      first.url,
      'POST',
      `/api/admin/webhooks/${endpointId}/test`,
      { token },
    );
    expect(sent.status).toBe(201);
    // The receiver has the request in hand and sits on it: the server dies waiting.
    await vi.waitFor(() => expect(receiver.hanging()).toBe(1), { timeout: 15_000 });
    await first.kill();
    await vi.waitFor(() => expect(receiver.hanging()).toBe(0), { timeout: 5_000 });

    receiver.answerWith(() => ({ status: 200, body: '{"ok":true}' }));
    const second = await startServerProcess(env);
    const log = async () =>
      (
        await call<{ data: WebhookDelivery[]; meta: { total: number } }>(
          second.url,
          'GET',
          `/api/admin/webhooks/${endpointId}/deliveries`,
          { token },
        )
      ).body;
    await vi.waitFor(async () => expect((await log()).data[0]?.state).toBe('delivered'), {
      timeout: 30_000,
    });

    const requests = receiver.received.filter((r) => r.path === '/crash');
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.headers['webhook-id'])).toEqual([
      sent.body.data.messageId,
      sent.body.data.messageId,
    ]);
    const after = await log();
    expect(after.meta.total).toBe(1);
    expect(after.data[0]).toMatchObject({
      id: sent.body.data.id,
      state: 'delivered',
      attempts: 2,
      responseStatus: 200,
    });
    // Nothing more goes out once it is recorded: the worker has polled again by now.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(receiver.received.filter((r) => r.path === '/crash')).toHaveLength(2);
    expect(await second.stop()).toBe(0);
  }, 120_000);
});
