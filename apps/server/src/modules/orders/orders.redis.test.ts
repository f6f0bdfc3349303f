import type { Notification } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeAllSockets,
  connected,
  listen,
  nextEvent,
  socketClient,
} from '../../testing/socket-client.ts';
import { bearer, json, loginAsAdmin } from '../../testing/test-app.ts';
import { createTestCluster, type TestCluster } from '../../testing/test-cluster.ts';
import { newCustomer, newPackage, placeOrder, orderIn } from '../../testing/order-kit.ts';

/**
 * Two instances sharing PostgreSQL and Redis; fails (never skips) when either is missing.
 * A customer's order reaches whichever instance the load balancer picked, the admin's open
 * back-office is connected to another: the new order must still show up there live.
 */
let cluster: TestCluster;
let a: FastifyInstance;
let b: FastifyInstance;
let baseB: string;
let admin: { token: string; user: { id: string } };

beforeAll(async () => {
  cluster = await createTestCluster();
  ({ a, b } = cluster);
  await listen(a);
  baseB = await listen(b);
  admin = await loginAsAdmin(a);
});
afterEach(closeAllSockets);
afterAll(() => cluster?.close());

describe('two instances over Redis', () => {
  it('an order placed through A appears live to an admin connected to B', async () => {
    const onB = await connected(socketClient(baseB, { auth: { token: admin.token } }));
    expect(await onB.timeout(5_000).emitWithAck('admin:subscribe', admin.user.id)).toEqual({
      ok: true,
    });
    const pkg = await newPackage(a, { token: admin.token }, { price: 4321 });
    const customer = await newCustomer(a);

    const live = nextEvent(onB, 'admin:notification:new', 10_000);
    const placed = await placeOrder(a, customer, { serviceId: pkg.id });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderIn(placed);

    const notice = await live;
    expect(notice).toMatchObject({
      type: 'order',
      title: `New order ${order.orderNumber}`,
      link: '/admin/orders',
    });
    // The live notice is the admin's stored one, read back through B.
    const listed = json<{ data: Notification[] }>(
      await b.inject({ method: 'GET', url: '/api/notifications', headers: bearer(admin.token) }),
    ).data;
    expect(listed.map((n) => n.id)).toContain(notice.id);
    // And B's orders list has it at once: both read the one database.
    const onList = json<{ data: { id: string }[] }>(
      await b.inject({
        method: 'GET',
        url: `/api/admin/orders?q=${order.orderNumber}`,
        headers: bearer(admin.token),
      }),
    ).data;
    expect(onList.map((o) => o.id)).toEqual([order.id]);
  });
});
