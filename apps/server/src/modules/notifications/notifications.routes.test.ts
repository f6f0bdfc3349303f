import type { Notification, SentNotification } from '@streamfront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, loginAsAdmin, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let registered = 0;
/** A fresh customer; each from its own address so the registration quota (10/h per IP) is no limit here. */
async function registerUser() {
  registered += 1;
  const email = `notified${registered}.${Date.now()}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `10.0.4.${registered}`,
    payload: { name: `Customer ${registered}`, email, password: 'Correct-Horse-Battery-9' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return json<{ data: { token: string; user: { id: string; email: string } } }>(res).data;
}

type List = { data: Notification[]; meta: { page: number; pageSize: number; total: number } };

async function notifyMany(userId: string, n: number, prefix = 'Note') {
  const created: Notification[] = [];
  for (let i = 1; i <= n; i += 1) {
    created.push(
      (await t.app.notify.user(userId, {
        type: 'info',
        title: `${prefix} ${i}`,
        message: `m${i}`,
      }))!,
    );
  }
  return created;
}

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const unread = async (token: string) =>
  json<{ data: { count: number } }>(await get('/api/notifications/unread-count?_t=1', token)).data
    .count;

describe('own notifications (spec §7)', () => {
  it('401 "Authentication required" without a token, on every call', async () => {
    const calls = [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PATCH', '/api/notifications/read-all'],
      ['PATCH', `/api/notifications/${crypto.randomUUID()}/read`],
      ['DELETE', `/api/notifications/${crypto.randomUUID()}`],
      ['DELETE', '/api/notifications'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(json<{ message: string }>(res).message).toBe('Authentication required');
    }
  });

  it('lists newest first, paged with meta, each with _id and id', async () => {
    const { token, user } = await registerUser();
    await notifyMany(user.id, 5);

    const first = json<List>(await get('/api/notifications?page=1&pageSize=2&_t=123', token));
    expect(first.meta).toEqual({ page: 1, pageSize: 2, total: 5 });
    expect(first.data.map((n) => n.title)).toEqual(['Note 5', 'Note 4']);
    expect(first.data[0]).toMatchObject({ type: 'info', read: false, link: null });
    expect(first.data[0]!._id).toBe(first.data[0]!.id);

    const third = json<List>(await get('/api/notifications?page=3&pageSize=2', token));
    expect(third.data.map((n) => n.title)).toEqual(['Note 1']);

    const all = json<List>(await get('/api/notifications', token));
    expect(all.meta).toEqual({ page: 1, pageSize: 20, total: 5 });
  });

  it('lists those written in the same millisecond newest first too', async () => {
    const { token, user } = await registerUser();
    // PGlite's clock has millisecond grain: one event's notifications often share a time.
    const at = new Date('2026-01-01T00:00:00.000Z');
    const titles = Array.from({ length: 8 }, (_, i) => `Same time ${i + 1}`);
    for (const title of titles) {
      await t.app.db
        .insert(notifications)
        .values({ recipientId: user.id, type: 'info', title, message: 'm', createdAt: at });
    }
    const list = json<List>(await get('/api/notifications', token));
    expect(list.data.map((n) => n.title)).toEqual([...titles].reverse());
  });

  it('refuses unknown or out-of-range query parameters with 422', async () => {
    const { token } = await registerUser();
    const unknown = await get('/api/notifications?foo=1', token);
    expect(unknown.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(unknown).errors).toEqual({
      foo: ['Unknown field'],
    });
    expect((await get('/api/notifications?pageSize=1000', token)).statusCode).toBe(422);
  });

  it('counts unread, marks one and then all read; the count never goes below 0', async () => {
    const { token, user } = await registerUser();
    const [a] = await notifyMany(user.id, 3);
    expect(await unread(token)).toBe(3);

    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${a!.id}/read`,
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(200);
    expect(json<{ data: Notification }>(read).data).toMatchObject({ id: a!.id, read: true });
    expect(await unread(token)).toBe(2);

    // Marking it again changes nothing.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${a!.id}/read`,
      headers: bearer(token),
    });
    expect(await unread(token)).toBe(2);

    const all = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/read-all',
      headers: bearer(token),
    });
    expect(json<{ data: { updated: number } }>(all).data).toEqual({ updated: 2 });
    expect(await unread(token)).toBe(0);
    const again = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/read-all',
      headers: bearer(token),
    });
    expect(json<{ data: { updated: number } }>(again).data).toEqual({ updated: 0 });
    expect(await unread(token)).toBe(0);
  });

  it("never lets one user read or delete another's notification (404)", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const [mine] = await notifyMany(owner.user.id, 1, 'Private');

    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${mine!.id}/read`,
      headers: bearer(other.token),
    });
    expect(read.statusCode).toBe(404);
    expect(json<{ message: string }>(read).message).toBe('Notification not found');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${mine!.id}`,
      headers: bearer(other.token),
    });
    expect(del.statusCode).toBe(404);

    // Nor do their "all" calls reach it.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/read-all',
      headers: bearer(other.token),
    });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/notifications',
      headers: bearer(other.token),
    });
    expect(json<List>(await get('/api/notifications', other.token)).data).toEqual([]);

    const ownList = json<List>(await get('/api/notifications', owner.token));
    expect(ownList.data).toHaveLength(1);
    expect(ownList.data[0]).toMatchObject({ id: mine!.id, read: false });
  });

  it('404 for an unknown id, 422 for a malformed one', async () => {
    const { token } = await registerUser();
    const unknown = crypto.randomUUID();
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/notifications/${unknown}/read`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/notifications/${unknown}`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/notifications/not-a-uuid/read',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(422);
  });

  it('deletes one, then all', async () => {
    const { token, user } = await registerUser();
    const [a] = await notifyMany(user.id, 3);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${a!.id}`,
      headers: bearer(token),
    });
    expect(del.statusCode).toBe(200);
    expect(json<{ data: unknown }>(del).data).toEqual({ _id: a!.id, id: a!.id, deleted: true });
    expect(json<List>(await get('/api/notifications', token)).meta.total).toBe(2);
    expect(await unread(token)).toBe(2);

    const all = await t.app.inject({
      method: 'DELETE',
      url: '/api/notifications',
      headers: bearer(token),
    });
    expect(json<{ data: { deleted: number } }>(all).data).toEqual({ deleted: 2 });
    expect(json<List>(await get('/api/notifications', token)).meta.total).toBe(0);
    expect(await unread(token)).toBe(0);
  });
});

describe('admin send and history', () => {
  const send = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: bearer(token),
      payload: payload as object,
    });

  it('401 without a token, 403 for a customer', async () => {
    const body = { audience: 'customers', type: 'info', title: 'Hi', message: 'There' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/notifications', payload: body }))
        .statusCode,
    ).toBe(401);
    const customer = await registerUser();
    expect((await send(customer.token, body)).statusCode).toBe(403);
    expect((await get('/api/admin/notifications', customer.token)).statusCode).toBe(403);
  });

  it('422 with a field map for a bad body', async () => {
    const admin = await loginAsAdmin(t.app);
    const cases: [unknown, string][] = [
      [{ audience: 'user', type: 'info', title: 'Hi', message: 'x' }, 'userId'],
      [{ audience: 'everyone', type: 'info', title: 'Hi', message: 'x' }, 'audience'],
      [{ audience: 'admins', type: 'bogus', title: 'Hi', message: 'x' }, 'type'],
      [{ audience: 'admins', type: 'info', title: '  ', message: 'x' }, 'title'],
      [
        {
          audience: 'admins',
          type: 'info',
          title: 'Hi',
          message: 'x',
          link: 'javascript:alert(1)',
        },
        'link',
      ],
      [{ audience: 'customers', type: 'order', title: 'Hi', message: 'x' }, 'type'],
      [
        {
          audience: 'customers',
          userId: crypto.randomUUID(),
          type: 'info',
          title: 'Hi',
          message: 'x',
        },
        'userId',
      ],
      [{ audience: 'admins', type: 'info', title: 'Hi', message: 'x', extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(
        Object.keys(json<{ errors: Record<string, string[]> }>(res).errors),
        JSON.stringify(payload),
      ).toContain(field);
    }
  });

  it('422 on link for every link that would leave the site', async () => {
    const admin = await loginAsAdmin(t.app);
    const offSite = [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'https://evil.example/x',
    ];
    for (const link of offSite) {
      const res = await send(admin.token, {
        audience: 'admins',
        type: 'info',
        title: 'Hi',
        message: 'x',
        link,
      });
      expect(res.statusCode, JSON.stringify(link)).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(res).errors, JSON.stringify(link)).toEqual({
        link: ['Link must be a path on this site, such as /packages'],
      });
    }
    const history = json<{ data: SentNotification[] }>(
      await get('/api/admin/notifications?pageSize=100', admin.token),
    ).data;
    expect(history.map((s) => s.link).filter((link) => offSite.includes(link!))).toEqual([]);
  });

  it('404 for an unknown userId', async () => {
    const admin = await loginAsAdmin(t.app);
    const res = await send(admin.token, {
      audience: 'user',
      userId: crypto.randomUUID(),
      type: 'info',
      title: 'Hi',
      message: 'x',
    });
    expect(res.statusCode).toBe(404);
    expect(json<{ message: string }>(res).message).toBe('User not found');
  });

  it('sends to one user, to every customer and to every admin, and lists what was sent', async () => {
    const admin = await loginAsAdmin(t.app);
    const alice = await registerUser();
    const bob = await registerUser();
    // The demo history (and earlier tests) come before this test's three sends.
    const before = json<{ meta: { total: number } }>(
      await get('/api/admin/notifications', admin.token),
    ).meta.total;

    const toAlice = await send(admin.token, {
      audience: 'user',
      userId: alice.user.id,
      type: 'success',
      title: 'Your order is active',
      message: 'Enjoy watching',
      link: '/packages',
    });
    expect(toAlice.statusCode).toBe(201);
    expect(json<{ data: SentNotification }>(toAlice).data).toMatchObject({
      audience: 'user',
      recipient: { id: alice.user.id, email: alice.user.email },
      sender: { id: admin.user.id },
      recipientsCount: 1,
      link: '/packages',
    });
    const aliceList = json<List>(await get('/api/notifications', alice.token)).data;
    expect(aliceList[0]).toMatchObject({
      type: 'success',
      title: 'Your order is active',
      link: '/packages',
      read: false,
    });
    expect(json<List>(await get('/api/notifications', bob.token)).data).toHaveLength(0);

    const customersBefore = await unread(bob.token);
    const toCustomers = await send(admin.token, {
      audience: 'customers',
      type: 'warning',
      title: 'Maintenance',
      message: 'Tonight',
    });
    expect(toCustomers.statusCode).toBe(201);
    const sentToCustomers = json<{ data: SentNotification }>(toCustomers).data;
    expect(sentToCustomers.recipientsCount).toBeGreaterThanOrEqual(2);
    expect(sentToCustomers.recipient).toBeNull();
    expect(await unread(bob.token)).toBe(customersBefore + 1);
    expect(json<List>(await get('/api/notifications', alice.token)).data[0]!.title).toBe(
      'Maintenance',
    );
    // Admins are not customers.
    expect(
      json<List>(await get('/api/notifications', admin.token)).data.some(
        (n) => n.title === 'Maintenance',
      ),
    ).toBe(false);

    const toAdmins = await send(admin.token, {
      audience: 'admins',
      type: 'query',
      title: 'Team note',
      message: 'Hello team',
    });
    expect(toAdmins.statusCode).toBe(201);
    expect(json<{ data: SentNotification }>(toAdmins).data.recipientsCount).toBe(1);
    const adminList = json<List>(await get('/api/notifications', admin.token)).data;
    expect(adminList[0]).toMatchObject({ type: 'query', title: 'Team note' });
    expect(
      json<List>(await get('/api/notifications', alice.token)).data.some(
        (n) => n.title === 'Team note',
      ),
    ).toBe(false);

    const history = json<{ data: SentNotification[]; meta: { total: number } }>(
      await get('/api/admin/notifications?page=1&pageSize=2&_t=9', admin.token),
    );
    expect(history.meta).toMatchObject({ total: before + 3, page: 1, pageSize: 2 });
    expect(history.data.map((s) => s.title)).toEqual(['Team note', 'Maintenance']);
  });

  it('refuses an admin-only type for a customer recipient', async () => {
    const admin = await loginAsAdmin(t.app);
    const carol = await registerUser();
    const res = await send(admin.token, {
      audience: 'user',
      userId: carol.user.id,
      type: 'order',
      title: 'x',
      message: 'y',
    });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({
      type: ['This type is for admins only'],
    });
  });
});

describe('app.notify', () => {
  it('admins() gives every active admin their own row; user() answers null for an unknown id', async () => {
    const created = await t.app.notify.admins({
      type: 'contact',
      title: 'New message',
      message: 'From the contact form',
      link: '/admin/queries',
    });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ type: 'contact', read: false, link: '/admin/queries' });
    expect(
      await t.app.notify.user(crypto.randomUUID(), { type: 'info', title: 'x', message: 'y' }),
    ).toBeNull();
    expect(
      await t.app.notify.user('not-a-uuid', { type: 'info', title: 'x', message: 'y' }),
    ).toBeNull();
  });
});
