import type { VodRequest, VodRequestDetail, VodRequestStatus } from '@streamfront/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { postForm } from '../../testing/public-forms.ts';
import { notVerification } from '../../testing/smtp-sink.ts';
import { connected, nextEvent, socketClient } from '../../testing/socket-client.ts';
import { bearer, json, registerUser } from '../../testing/test-app.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';

const t = useAdminTestApp({ mail: true, live: true });

type Receipt = { data: { id: string; message: string } };
type List = { data: VodRequest[]; meta: { page: number; pageSize: number; total: number } };
type Failure = { message: string; errors?: Record<string, string[]> };

const ask = async (title: string, email: string | undefined, token?: string) => {
  const res = await postForm(
    t.app,
    '/api/vod-requests',
    { title, type: 'movie', ...(email ? { email } : {}) },
    token ? { token } : {},
  );
  expect(res.statusCode, res.body).toBe(201);
  return json<Receipt>(res).data.id;
};

const get = (url: string) => t.asAdmin('GET', url);
const patch = (id: string, payload: Record<string, unknown>) =>
  t.asAdmin('PATCH', `/api/admin/vod-requests/${id}`, payload);
const notificationsOf = (token: string) => t.notificationsOf(token);

describe('the VOD requests desk', () => {
  it('starts with the demo titles, each asked for by one to six people, in every status', async () => {
    const list = json<List>(await get('/api/admin/vod-requests?pageSize=100'));
    expect(list.meta.total).toBe(10);
    const counts = list.data.map((r) => r.requesterCount);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(6);
    expect(new Set(list.data.map((r) => r.status))).toEqual(
      new Set(['pending', 'approved', 'added', 'rejected']),
    );
  });

  it('marks a merged request added: every account is notified and everyone gets a mail', async () => {
    const ana = await registerUser(t.app, { name: 'Ana Viewer' });
    const ben = await registerUser(t.app, { name: 'Ben Viewer' });
    const id = await ask('Arrival', undefined, ana.token);
    expect(await ask('arrival (2016)', 'guest.arrival@example.com')).toBe(id);
    expect(await ask('ARRIVAL', undefined, ben.token)).toBe(id);

    const detail = json<{ data: VodRequestDetail }>(await get(`/api/admin/vod-requests/${id}`));
    expect(detail.data).toMatchObject({ title: 'Arrival', status: 'pending', requesterCount: 3 });
    expect(detail.data.requesters.map((r) => [r.email, r.name])).toEqual([
      [ana.user.email, 'Ana Viewer'],
      ['guest.arrival@example.com', null],
      [ben.user.email, 'Ben Viewer'],
    ]);

    const res = await patch(id, { status: 'added', noteToCustomer: 'Find it under Sci-fi.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: VodRequestDetail }>(res).data).toMatchObject({
      status: 'added',
      noteToCustomer: 'Find it under Sci-fi.',
      requesterCount: 3,
    });

    for (const customer of [ana, ben]) {
      expect(await notificationsOf(customer.token)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            type: 'success',
            title: '"Arrival" is now available',
            message: 'Find it under Sci-fi.',
            read: false,
          }),
        ]),
      );
    }
    const everyone = [ana.user.email, 'guest.arrival@example.com', ben.user.email];
    const mails = await vi.waitFor(() => {
      const found = t.sink.received.filter(
        (mail) => everyone.some((to) => mail.to.includes(to)) && notVerification(mail),
      );
      if (found.length < 3) throw new Error('waiting for three mails');
      return found;
    });
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([...everyone].sort());
    expect(mails[0]!.subject).toBe('"Arrival" is now available');
    expect(mails[0]!.raw).toContain('Find it under Sci-fi.');

    // The same status again changes nothing, so nobody is told twice.
    expect((await patch(id, { status: 'added' })).statusCode).toBe(200);
    expect(
      (await notificationsOf(ana.token)).filter((n) => n.title.includes('Arrival')),
    ).toHaveLength(1);
  });

  it('tells a rejection once: accounts by notification, visitors by mail', async () => {
    const cat = await registerUser(t.app);
    const id = await ask('Bootleg Cut', undefined, cat.token);
    await ask('bootleg cut', 'guest.bootleg@example.com');
    expect(
      (await patch(id, { status: 'rejected', noteToCustomer: 'No rights here.' })).statusCode,
    ).toBe(200);
    expect(await notificationsOf(cat.token)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'warning', message: 'No rights here.' }),
      ]),
    );
    await vi.waitFor(() => {
      if (!t.sink.received.some((mail) => mail.to.includes('guest.bootleg@example.com')))
        throw new Error('waiting for the mail');
    });
    expect(
      t.sink.received.some((mail) => mail.to.includes(cat.user.email) && notVerification(mail)),
    ).toBe(false);
  });

  it('lists titles with search, filters, most-requested sort and paging', async () => {
    const popular = await ask('Paprika', 'p1@example.com');
    await ask('paprika', 'p2@example.com');
    await ask('PAPRIKA', 'p3@example.com');
    await ask('Perfect Blue', 'p1@example.com');
    const res = await get('/api/admin/vod-requests?q=p&sort=-requesterCount&pageSize=2&_t=1');
    expect(res.statusCode, res.body).toBe(200);
    const list = json<List>(res);
    expect(list.meta).toMatchObject({ page: 1, pageSize: 2 });
    expect(list.meta.total).toBeGreaterThanOrEqual(2);
    expect(list.data).toHaveLength(2);
    expect(list.data[0]!.requesterCount).toBeGreaterThanOrEqual(list.data[1]!.requesterCount);

    const byEmail = json<List>(await get('/api/admin/vod-requests?q=p2%40example.com'));
    expect(byEmail.data.map((r) => r.id)).toEqual([popular]);

    await patch(popular, { status: 'approved' });
    const approved = json<List>(await get('/api/admin/vod-requests?status=approved&type=movie'));
    expect(approved.data.every((r) => r.status === 'approved' && r.type === 'movie')).toBe(true);
    expect(approved.data.map((r) => r.id)).toContain(popular);
  });

  it('audits a change and announces it to the other admins live', async () => {
    const id = await ask('Ikiru', 'ikiru@example.com');
    const socket = await connected(socketClient(t.base, { auth: { token: t.admin.token } }));
    await socket.timeout(5_000).emitWithAck('admin:subscribe', t.admin.user.id);
    const changed = nextEvent(socket, 'admin:record:changed');
    expect((await patch(id, { status: 'approved' })).statusCode).toBe(200);
    expect(await changed).toEqual({ record: 'vod_request', id });
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'vod_request'), eq(auditLog.entityId, id)));
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'vod_request.status',
        actorId: t.admin.user.id,
        before: { title: 'Ikiru', status: 'pending' },
        after: { title: 'Ikiru', status: 'approved' },
      }),
    ]);
  });

  it('refuses bad input with 422, an unknown id with 404', async () => {
    const id = await ask('Stalker', 'stalker@example.com');
    const bad = await patch(id, {
      status: 'lost' as VodRequestStatus,
      noteToCustomer: 'n'.repeat(1001),
    });
    expect(bad.statusCode).toBe(422);
    expect(json<Failure>(bad).errors).toEqual({
      status: ['Choose a status'],
      noteToCustomer: ['Note must be at most 1000 characters'],
    });
    expect((await patch(id, {})).statusCode).toBe(422);
    expect((await get('/api/admin/vod-requests?sort=-popularity')).statusCode).toBe(422);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await patch(unknown, { status: 'added' })).statusCode).toBe(404);
    expect((await get(`/api/admin/vod-requests/${unknown}`)).statusCode).toBe(404);
  });

  it('is for admins only: 401 without a token, 403 for a customer', async () => {
    const customer = await registerUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/vod-requests' })).statusCode).toBe(
      401,
    );
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/vod-requests/00000000-0000-4000-8000-000000000000',
      headers: bearer(customer.token),
      payload: { status: 'added' },
    });
    expect(res.statusCode).toBe(403);
  });
});
