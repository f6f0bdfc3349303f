import type { ContentReportGroup, ContentReportGroupDetail } from '@streamfront/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { postForm } from '../../testing/public-forms.ts';
import { notVerification } from '../../testing/smtp-sink.ts';
import { bearer, json, registerUser } from '../../testing/test-app.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';

const t = useAdminTestApp({ mail: true });

type List = { data: ContentReportGroup[]; meta: { page: number; pageSize: number; total: number } };
type Detail = { data: ContentReportGroupDetail };

const report = async (
  subject: string,
  problemType: string,
  who: { email?: string; token?: string },
) => {
  const res = await postForm(
    t.app,
    '/api/content-reports',
    {
      subject,
      problemType,
      details: `Trouble with ${subject} since this morning.`,
      ...(who.email ? { email: who.email } : {}),
    },
    who.token ? { token: who.token } : {},
  );
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { id: string } }>(res).data.id;
};

const get = (url: string) => t.asAdmin('GET', url);
const patch = (id: string, payload: Record<string, unknown>) =>
  t.asAdmin('PATCH', `/api/admin/content-reports/${id}`, payload);
const notificationsOf = (token: string) => t.notificationsOf(token);

describe('the content reports desk', () => {
  it('starts with the demo problems: six channels, one of them reported four times', async () => {
    const list = json<List>(await get('/api/admin/content-reports?sort=-reportCount'));
    expect(list.meta.total).toBe(6);
    expect(list.data[0]).toMatchObject({
      subject: 'Streamfront Sports 1',
      status: 'open',
      reportCount: 4,
      problemTypes: ['buffering', 'not_playing'],
    });
    expect(new Set(list.data.map((g) => g.status))).toEqual(
      new Set(['open', 'investigating', 'resolved', 'dismissed']),
    );
  });

  it('groups reports about one channel into one problem with a count', async () => {
    const first = await report('Orbit Sports 4', 'buffering', { email: 'a@example.com' });
    await report('orbit sports-4', 'not_playing', { email: 'b@example.com' });
    const last = await report('ORBIT SPORTS 4!', 'buffering', { email: 'c@example.com' });
    await report('Orbit News', 'wrong_guide', { email: 'd@example.com' });

    const list = json<List>(await get('/api/admin/content-reports?q=orbit&_t=1'));
    expect(list.meta.total).toBe(2);
    const group = list.data.find((g) => g.id === first)!;
    expect(group).toMatchObject({
      _id: first,
      subject: 'Orbit Sports 4',
      status: 'open',
      reportCount: 3,
      activeCount: 3,
      problemTypes: ['buffering', 'not_playing'],
      latestDetails: 'Trouble with ORBIT SPORTS 4! since this morning.',
    });
    // The problem reported last leads by default.
    expect(list.data.map((g) => g.subject)).toEqual(['Orbit News', 'Orbit Sports 4']);

    // Any report of the group names it; the detail lists every report, newest first.
    const detail = json<Detail>(await get(`/api/admin/content-reports/${last}`)).data;
    expect(detail.id).toBe(first);
    expect(detail.reports.map((r) => r.email)).toEqual([
      'c@example.com',
      'b@example.com',
      'a@example.com',
    ]);

    const byCount = json<List>(await get('/api/admin/content-reports?q=orbit&sort=-reportCount'));
    expect(byCount.data[0]!.id).toBe(first);
    const byType = json<List>(
      await get('/api/admin/content-reports?problemType=wrong_guide&q=orbit'),
    );
    expect(byType.data.map((g) => g.subject)).toEqual(['Orbit News']);
  });

  it('resolves a group: its open reports change and each reporter is told once', async () => {
    const viewer = await registerUser(t.app);
    const id = await report('Kino Max', 'not_playing', { token: viewer.token });
    await report('kino max', 'not_playing', { token: viewer.token });
    await report('KINO MAX', 'buffering', { email: 'guest.kino@example.com' });

    const res = await patch(id, { status: 'resolved', note: 'The encoder was restarted.' });
    expect(res.statusCode, res.body).toBe(200);
    const group = json<Detail>(res).data;
    expect(group).toMatchObject({ status: 'resolved', reportCount: 3, activeCount: 0 });
    expect(group.reports.every((r) => r.status === 'resolved')).toBe(true);
    expect(group.reports[0]!.statusNote).toBe('The encoder was restarted.');

    const told = (await notificationsOf(viewer.token)).filter((n) => n.title.includes('Kino Max'));
    expect(told).toEqual([
      expect.objectContaining({
        type: 'success',
        title: 'Your report about "Kino Max" was resolved',
        message: 'The encoder was restarted.',
      }),
    ]);
    const mail = await vi.waitFor(() => {
      const found = t.sink.received.find((m) => m.to.includes('guest.kino@example.com'));
      if (!found) throw new Error('waiting for the mail');
      return found;
    });
    expect(mail.raw).toContain('The encoder was restarted.');
    // The account holder was told in the app, not by mail (their sign-up's link aside).
    expect(
      t.sink.received.some((m) => m.to.includes(viewer.user.email) && notVerification(m)),
    ).toBe(false);

    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'content_report'), eq(auditLog.entityId, id)));
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'content_report.status',
        actorId: t.admin.user.id,
        after: expect.objectContaining({ subject: 'Kino Max', status: 'resolved', reports: 3 }),
      }),
    ]);
  });

  it('leaves decided reports alone when the problem comes back, and reopens a closed one', async () => {
    const old = await report('Retro TV', 'buffering', { email: 'old@example.com' });
    expect(
      (await patch(old, { status: 'dismissed', note: 'Could not reproduce.' })).statusCode,
    ).toBe(200);
    await report('retro tv', 'not_playing', { email: 'new@example.com' });
    const back = json<Detail>(await get(`/api/admin/content-reports/${old}`)).data;
    expect(back).toMatchObject({ status: 'open', reportCount: 2, activeCount: 1 });

    const investigating = json<Detail>(await patch(old, { status: 'investigating' })).data;
    expect(investigating.reports.map((r) => [r.email, r.status])).toEqual([
      ['new@example.com', 'investigating'],
      ['old@example.com', 'dismissed'],
    ]);
    // Looking into it is the desk's own business: nobody is mailed.
    expect(t.sink.received.some((m) => m.to.includes('new@example.com'))).toBe(false);

    const filtered = json<List>(await get('/api/admin/content-reports?status=investigating'));
    expect(filtered.data.map((g) => g.id)).toContain(old);

    // Resolved: only the report still being looked into moves; the dismissed one stays.
    const resolved = json<Detail>(await patch(old, { status: 'resolved' })).data;
    expect(resolved.reports.map((r) => r.status)).toEqual(['resolved', 'dismissed']);
    // A closed problem reopened: with nothing open left, every report opens again.
    const reopened = json<Detail>(await patch(old, { status: 'open' })).data;
    expect(reopened).toMatchObject({ status: 'open', activeCount: 2 });
  });

  it('refuses bad input with 422, an unknown id with 404, and non-admins', async () => {
    const id = await report('Bad Input TV', 'buffering', { email: 'x@example.com' });
    const bad = await patch(id, { status: 'fixed', note: 'n'.repeat(1001) });
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(bad).errors).toEqual({
      status: ['Choose a status'],
      note: ['Note must be at most 1000 characters'],
    });
    expect((await get('/api/admin/content-reports?problemType=spoilers')).statusCode).toBe(422);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/admin/content-reports/${unknown}`)).statusCode).toBe(404);
    expect((await patch(unknown, { status: 'resolved' })).statusCode).toBe(404);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/content-reports' })).statusCode,
    ).toBe(401);
    const customer = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/content-reports',
      headers: bearer(customer.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
