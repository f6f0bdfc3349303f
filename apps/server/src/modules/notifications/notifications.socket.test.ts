import type { Notification } from '@streamfront/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  nextEvent,
  recordEvents,
  refused,
  sleep,
  socketClient,
  type ClientSocket,
} from '../../testing/socket-client.ts';
import { bearer, json, registerUser } from '../../testing/test-app.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';

const t = useAdminTestApp({ live: true });
let alice: Awaited<ReturnType<typeof registerUser>>;
let bob: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});

/** A connected socket; for an admin, subscribed as spec §6 describes. */
async function tab(token: string, subscribeAs?: string): Promise<ClientSocket> {
  const socket = await connected(socketClient(t.base, { auth: { token } }));
  if (subscribeAs) {
    const ack = await socket.timeout(5_000).emitWithAck('admin:subscribe', subscribeAs);
    expect(ack).toEqual({ ok: true });
  }
  return socket;
}

const sendAsAdmin = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/notifications',
    headers: bearer(t.admin.token),
    payload,
  });

async function ownList(token: string): Promise<Notification[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(token),
  });
  return json<{ data: Notification[] }>(res).data;
}

describe('admin live notifications', () => {
  it('an admin receives admin:notification:new for POST /api/admin/notifications', async () => {
    const socket = await tab(t.admin.token, t.admin.user.id);
    const incoming = nextEvent(socket, 'admin:notification:new');
    const res = await sendAsAdmin({
      audience: 'admins',
      type: 'query',
      title: 'Live one',
      message: 'Hello admins',
      link: '/admin/queries',
    });
    expect(res.statusCode).toBe(201);
    const notification = await incoming;
    expect(notification).toMatchObject({
      type: 'query',
      title: 'Live one',
      message: 'Hello admins',
      read: false,
      link: '/admin/queries',
    });
    // It is the admin's own row: the id they will mark read.
    expect((await ownList(t.admin.token))[0]!.id).toBe(notification.id);
    expect(notification._id).toBe(notification.id);
  });

  it('an admin receives admin:notification:new for app.notify.admins()', async () => {
    const socket = await tab(t.admin.token, t.admin.user.id);
    const incoming = nextEvent(socket, 'admin:notification:new');
    const [created] = await t.app.notify.admins({
      type: 'vod_request',
      title: 'New VOD request',
      message: 'Dune (2021)',
    });
    expect(await incoming).toEqual(created);
  });

  it('nothing before admin:subscribe, and nothing for a customer who sends it', async () => {
    const unsubscribedAdmin = await tab(t.admin.token);
    const customer = await tab(alice.token);
    const ack = await customer.timeout(5_000).emitWithAck('admin:subscribe', alice.user.id);
    expect(ack).toEqual({ ok: false, message: 'Admin access required' });
    const spoofed = await customer.timeout(5_000).emitWithAck('admin:subscribe', t.admin.user.id);
    expect(spoofed).toEqual({ ok: false, message: 'Admin access required' });
    const seenByCustomer = recordEvents(customer);
    const seenByAdmin = recordEvents(unsubscribedAdmin);

    const watcher = await tab(t.admin.token, t.admin.user.id);
    const delivered = nextEvent(watcher, 'admin:notification:new');
    await t.app.notify.admins({ type: 'contact', title: 'Contact form', message: 'Hi' });
    await sendAsAdmin({ audience: 'admins', type: 'order', title: 'Order', message: 'Paid' });
    await delivered;
    await sleep(200);
    expect(seenByCustomer.filter((e) => e.name.startsWith('admin:'))).toEqual([]);
    expect(seenByAdmin.filter((e) => e.name === 'admin:notification:new')).toEqual([]);
  });

  it('a hostile Origin gets no socket at all', async () => {
    const socket = socketClient(t.base, {
      auth: { token: t.admin.token },
      extraHeaders: { origin: 'https://attacker.example' },
    });
    await refused(socket);
  });

  it('read, read-all and deletes in one tab reach the other tabs of that admin', async () => {
    const first = await tab(t.admin.token, t.admin.user.id);
    const second = await tab(t.admin.token, t.admin.user.id);
    const unsubscribedThird = await tab(t.admin.token);
    const [a, b] = [
      (await t.app.notify.admins({ type: 'order', title: 'A', message: 'a' }))[0]!,
      (await t.app.notify.admins({ type: 'order', title: 'B', message: 'b' }))[0]!,
    ];
    const countRes = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers: bearer(t.admin.token),
    });
    const unreadBefore = json<{ data: { count: number } }>(countRes).data.count;

    const readSecond = nextEvent(second, 'admin:notification:read');
    const readThird = nextEvent(unsubscribedThird, 'admin:notification:read');
    const readFirst = nextEvent(first, 'admin:notification:read');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${a.id}/read`,
      headers: bearer(t.admin.token),
    });
    expect(await readSecond).toEqual({ notificationId: a.id, unreadCount: unreadBefore - 1 });
    expect(await readThird).toEqual({ notificationId: a.id, unreadCount: unreadBefore - 1 });
    await readFirst;

    const deleted = nextEvent(second, 'admin:notification:deleted');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${b.id}`,
      headers: bearer(t.admin.token),
    });
    expect(await deleted).toEqual({ notificationId: b.id, unreadCount: unreadBefore - 2 });

    const updated = nextEvent(second, 'admin:notification:updated');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/read-all',
      headers: bearer(t.admin.token),
    });
    expect(await updated).toEqual({ notificationId: null, unreadCount: 0 });

    const allDeleted = nextEvent(second, 'admin:notification:deleted');
    await t.app.inject({
      method: 'DELETE',
      url: '/api/notifications',
      headers: bearer(t.admin.token),
    });
    expect(await allDeleted).toEqual({ notificationId: null, unreadCount: 0 });
  });
});

describe('customer live notifications', () => {
  it('a customer gets notification:new for their own, on every tab, and nobody else does', async () => {
    const aliceTab1 = await tab(alice.token);
    const aliceTab2 = await tab(alice.token);
    const bobTab = await tab(bob.token);
    const seenByBob = recordEvents(bobTab);

    const first = nextEvent(aliceTab1, 'notification:new');
    const second = nextEvent(aliceTab2, 'notification:new');
    const res = await sendAsAdmin({
      audience: 'user',
      userId: alice.user.id,
      type: 'success',
      title: 'Order active',
      message: 'Enjoy',
    });
    expect(res.statusCode).toBe(201);
    const notification = await first;
    expect(notification).toMatchObject({ type: 'success', title: 'Order active', read: false });
    expect(await second).toEqual(notification);
    expect((await ownList(alice.token))[0]!.id).toBe(notification.id);

    const read = nextEvent(aliceTab2, 'notification:read');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${notification.id}/read`,
      headers: bearer(alice.token),
    });
    expect((await read).notificationId).toBe(notification.id);

    await sleep(150);
    expect(seenByBob).toEqual([]);
  });

  it('every customer gets their own row live when an admin sends to customers; admins get none', async () => {
    const aliceTab = await tab(alice.token);
    const bobTab = await tab(bob.token);
    const adminTab = await tab(t.admin.token, t.admin.user.id);
    const seenByAdmin = recordEvents(adminTab);
    const [toAlice, toBob] = [
      nextEvent(aliceTab, 'notification:new'),
      nextEvent(bobTab, 'notification:new'),
    ];
    await sendAsAdmin({
      audience: 'customers',
      type: 'warning',
      title: 'Maintenance',
      message: 'Tonight 2-3 am',
    });
    const [a, b] = await Promise.all([toAlice, toBob]);
    expect(a.title).toBe('Maintenance');
    expect(b.title).toBe('Maintenance');
    expect(a.id).not.toBe(b.id);
    await sleep(150);
    expect(seenByAdmin).toEqual([]);
  });

  it('an admin recipient of a one-user send gets it as an admin event', async () => {
    const adminTab = await tab(t.admin.token, t.admin.user.id);
    const incoming = nextEvent(adminTab, 'admin:notification:new');
    await t.app.notify.user(t.admin.user.id, { type: 'info', title: 'Just you', message: 'x' });
    expect((await incoming).title).toBe('Just you');
  });
});
