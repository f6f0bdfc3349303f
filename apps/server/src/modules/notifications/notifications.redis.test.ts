import type { Notification } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeAllSockets,
  connected,
  listen,
  nextEvent,
  sleep,
  socketClient,
  type ClientSocket,
} from '../../testing/socket-client.ts';
import { bearer, json, loginAsAdmin } from '../../testing/test-app.ts';
import { createTestCluster, type TestCluster } from '../../testing/test-cluster.ts';

/** Two instances sharing PostgreSQL and Redis; fails (never skips) when either is missing. */
let cluster: TestCluster;
let a: FastifyInstance;
let b: FastifyInstance;
let baseA: string;
let baseB: string;
let admin: { token: string; user: { id: string } };

beforeAll(async () => {
  cluster = await createTestCluster();
  ({ a, b } = cluster);
  baseA = await listen(a);
  baseB = await listen(b);
  admin = await loginAsAdmin(a);
});
afterEach(closeAllSockets);
afterAll(() => cluster?.close());

async function adminTab(base: string): Promise<ClientSocket> {
  const socket = await connected(socketClient(base, { auth: { token: admin.token } }));
  expect(await socket.timeout(5_000).emitWithAck('admin:subscribe', admin.user.id)).toEqual({
    ok: true,
  });
  return socket;
}

describe('two instances over Redis', () => {
  it('a notification created through instance A reaches an admin connected to instance B', async () => {
    const onB = await adminTab(baseB);
    const viaApi = nextEvent(onB, 'admin:notification:new');
    const res = await a.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: bearer(admin.token),
      payload: { audience: 'admins', type: 'order', title: 'Paid on A', message: 'Order 1001' },
    });
    expect(res.statusCode).toBe(201);
    expect(await viaApi).toMatchObject({ type: 'order', title: 'Paid on A' });

    const viaNotify = nextEvent(onB, 'admin:notification:new');
    const [created] = await a.notify.admins({
      type: 'content_report',
      title: 'Reported on A',
      message: 'Broken stream',
    });
    expect(await viaNotify).toEqual(created);
  });

  it('marking read on B reaches the admin tab on A', async () => {
    const onA = await adminTab(baseA);
    const [created] = (await b.notify.admins({
      type: 'query',
      title: 'Question',
      message: '?',
    })) as Notification[];
    const read = nextEvent(onA, 'admin:notification:read');
    await b.inject({
      method: 'PATCH',
      url: `/api/notifications/${created!.id}/read`,
      headers: bearer(admin.token),
    });
    expect((await read).notificationId).toBe(created!.id);
  });

  it('app.bus reaches every instance, each knowing whether it published', async () => {
    const name = `test:reload-${crypto.randomUUID()}`;
    const seen: { on: string; payload: unknown; fromSelf: boolean }[] = [];
    const offA = await a.bus.subscribe(
      name,
      (payload, meta) => void seen.push({ on: 'A', payload, ...meta }),
    );
    const offB = await b.bus.subscribe(
      name,
      (payload, meta) => void seen.push({ on: 'B', payload, ...meta }),
    );
    await a.bus.publish(name, { modelVersion: 7 });
    for (let i = 0; i < 50 && seen.length < 2; i += 1) await sleep(20);
    expect(seen.sort((x, y) => x.on.localeCompare(y.on))).toEqual([
      { on: 'A', payload: { modelVersion: 7 }, fromSelf: true },
      { on: 'B', payload: { modelVersion: 7 }, fromSelf: false },
    ]);
    await offA();
    await offB();
  });

  it('ending a session on A disconnects its socket on B', async () => {
    const login = await b.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password: 'Admin-pass-for-tests-1' },
    });
    const token = json<{ data: { token: string } }>(login).data.token;
    const onB = await connected(socketClient(baseB, { auth: { token } }));
    const gone = new Promise((resolve) => onB.once('disconnect', resolve));
    const claims = await a.tokens.verify(token);
    a.realtime.endSession(claims!.sid);
    expect(await gone).toBe('io server disconnect');
  });
});
