import { randomBytes, randomUUID } from 'node:crypto';
import type { AdminQuery, AdminQueryDetail, Notification } from '@streamfront/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { bearer, json, loginAsAdmin, registerUser } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';
import { notVerification } from '../../testing/smtp-sink.ts';

type Detail = { success: true; data: AdminQueryDetail };
type List = {
  success: true;
  data: AdminQuery[];
  meta: { total: number; page: number; pageSize: number };
};
/** The mail's text as its reader sees it: quoted-printable soft breaks and `=3D` undone. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

type Failure = { success: false; message: string; errors?: Record<string, string[]> };

const SITE = 'https://tv.example.com';
const t = useAdminTestApp({ mail: true, config: { publicUrl: SITE } });

async function contact(
  fields: { subject: string; message?: string; name?: string; email?: string },
  token?: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: token ? bearer(token) : {},
    remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: {
      name: 'Jamie Doe',
      email: 'jamie.doe@example.com',
      message: 'Can I watch on four screens in different homes?',
      ...fields,
    },
  });
  expect(res.statusCode).toBe(201);
  return json<{ data: { id: string } }>(res).data.id;
}

const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.admin.token), ...(payload ? { payload } : {}) });

describe('GET /api/admin/queries', () => {
  it('lists the seeded inbox with paging meta, newest first', async () => {
    const res = await asAdmin('GET', '/api/admin/queries?pageSize=5&_t=1');
    expect(res.statusCode).toBe(200);
    const body = json<List>(res);
    expect(body.meta).toEqual({ page: 1, pageSize: 5, total: expect.any(Number) });
    expect(body.meta.total).toBeGreaterThanOrEqual(8);
    const times = body.data.map((q) => q.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.data[0]).toMatchObject({ _id: body.data[0]!.id });
  });

  it('filters by search, source, status and assignee (an id, me, none)', async () => {
    const subject = `Filter probe ${randomBytes(4).toString('hex')}`;
    const id = await contact({ subject });
    const find = async (query: string) =>
      json<List>(
        await asAdmin('GET', `/api/admin/queries?q=${encodeURIComponent(subject)}&${query}`),
      ).data.map((q) => q.id);
    expect(await find('source=contact&status=open')).toEqual([id]);
    expect(await find('source=chat')).toEqual([]);
    expect(await find('status=answered')).toEqual([]);
    expect(await find('assignee=none')).toEqual([id]);
    expect(await find('assignee=me')).toEqual([]);

    const res = await asAdmin('PATCH', `/api/admin/queries/${id}`, { assigneeId: t.admin.user.id });
    expect(res.statusCode).toBe(200);
    expect(json<Detail>(res).data).toMatchObject({
      assigneeId: t.admin.user.id,
      assigneeName: expect.any(String),
    });
    expect(await find('assignee=me')).toEqual([id]);
    expect(await find(`assignee=${t.admin.user.id}`)).toEqual([id]);
    expect(await find('assignee=none')).toEqual([]);
  });

  it('answers 422 for an unknown filter value or sort', async () => {
    const res = await asAdmin('GET', '/api/admin/queries?status=lost&sort=email&assignee=bob');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json<Failure>(res).errors ?? {}).sort()).toEqual([
      'assignee',
      'sort',
      'status',
    ]);
  });

  it('refuses customers', async () => {
    const customer = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/queries',
      headers: bearer(customer.token),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a reply', () => {
  it('is stored in the thread, answers the query, notifies the customer and emails them', async () => {
    const customer = await registerUser(t.app, { name: 'Robin Customer' });
    const id = await contact({ subject: 'Two homes?' }, customer.token);

    const detail = json<Detail>(await asAdmin('GET', `/api/admin/queries/${id}`)).data;
    expect(detail).toMatchObject({
      userId: customer.user.id,
      messages: [],
      notes: [],
      delivery: { account: true, email: true, chat: false },
    });

    // The customer's sign-up link may still be on its way: only the reply's mail is counted.
    const replies = () => t.sink.received.filter(notVerification);
    const before = replies().length;
    const res = await asAdmin('POST', `/api/admin/queries/${id}/reply`, {
      body: 'Yes: up to four screens anywhere.',
    });
    expect(res.statusCode).toBe(201);
    const replied = json<Detail>(res).data;
    expect(replied.status).toBe('answered');
    expect(replied.reply).toBe('Yes: up to four screens anywhere.');
    expect(replied.messages).toEqual([
      expect.objectContaining({ author: 'admin', body: 'Yes: up to four screens anywhere.' }),
    ]);

    const notices = json<{ data: Notification[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(customer.token),
      }),
    ).data;
    expect(notices[0]).toMatchObject({
      type: 'success',
      title: 'We replied to your question',
      link: `/account?query=${id}#questions`,
    });

    await expect.poll(() => replies().length).toBe(before + 1);
    const mail = replies().at(-1)!;
    expect(mail.to).toEqual(['jamie.doe@example.com']);
    expect(mail.subject).toBe('Re: "Two homes?"');
    expect(mail.raw).toContain('Yes: up to four screens anywhere.');
    expect(readable(mail.raw)).toContain(`${SITE}/account?query=${id}#questions`);

    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'query.reply')));
    expect(audit).toMatchObject({ actorId: t.admin.user.id, entityType: 'query' });
  });

  it('reaches a visitor without an account by email, pointing them to the contact form', async () => {
    const id = await contact({ subject: 'Visitor question' });
    const res = await asAdmin('POST', `/api/admin/queries/${id}/reply`, {
      body: 'Thanks for asking!',
    });
    expect(json<Detail>(res).data.delivery).toEqual({ account: false, email: true, chat: false });
    await expect
      .poll(() => t.sink.received.some((m) => m.raw.includes('Thanks for asking!')))
      .toBe(true);
    const mail = t.sink.received.find((m) => m.raw.includes('Thanks for asking!'))!;
    expect(mail.to).toEqual(['jamie.doe@example.com']);
    expect(readable(mail.raw)).toContain(`${SITE}/contact`);
  });

  it('never lets a visitor’s name or subject read as our words, nor reach a header', async () => {
    const victim = `victim.${randomUUID()}@example.com`;
    const id = await contact({
      email: victim,
      name: 'Bob,\n\nURGENT: your account is locked, verify at https://evil.example/login\n\n',
      subject: 'Hi\r\nBcc: everyone@example.com\r\nX-Evil: 1',
    });
    const stored = json<Detail>(await asAdmin('GET', `/api/admin/queries/${id}`)).data;
    expect(stored.name).toBe(
      'Bob, URGENT: your account is locked, verify at https://evil.example/login',
    );
    expect(stored.subject).toBe('Hi Bcc: everyone@example.com X-Evil: 1');

    await asAdmin('POST', `/api/admin/queries/${id}/reply`, { body: 'We are looking into it.' });
    await expect.poll(() => t.sink.received.some((m) => m.to.includes(victim))).toBe(true);
    const mail = t.sink.received.find((m) => m.to.includes(victim))!;
    expect(mail.to).toEqual([victim]);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('x-evil')).toBe(false);
    expect(mail.subject).toBe('Re: "Hi Bcc: everyone@example.com X-Evil: 1"');
    // No line of the mail starts with the visitor's text: it is never a paragraph of ours.
    const lines = mail.text.split('\n');
    // The greeting names nobody: what the visitor typed as a name is not a name.
    expect(lines).toContain('Hello,');
    expect(lines.filter((line) => /URGENT|evil\.example/.test(line))).toEqual([]);
    expect(lines.some((line) => line.startsWith('Bcc') || line.startsWith('X-Evil'))).toBe(false);
    expect(mail.text).toContain('"Hi Bcc: everyone@example.com X-Evil: 1"');
  });

  it('answers 422 for a blank reply and 404 for an unknown query', async () => {
    const id = await contact({ subject: 'Blank reply' });
    const blank = await asAdmin('POST', `/api/admin/queries/${id}/reply`, { body: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(json<Failure>(blank).errors).toEqual({ body: ['Reply is required'] });
    const unknown = await asAdmin('POST', `/api/admin/queries/${randomUUID()}/reply`, {
      body: 'Hello there',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('notes and changes', () => {
  it('keeps internal notes on the query and audits them', async () => {
    const id = await contact({ subject: 'Noted' });
    const res = await asAdmin('POST', `/api/admin/queries/${id}/notes`, {
      body: 'Call them back on Monday',
    });
    expect(res.statusCode).toBe(201);
    expect(json<Detail>(res).data.notes).toEqual([
      expect.objectContaining({ body: 'Call them back on Monday', authorId: t.admin.user.id }),
    ]);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'query.add_note')));
    expect(audit).toBeDefined();
  });

  it('changes the status, refuses a non-admin assignee and an empty change', async () => {
    const id = await contact({ subject: 'Status change' });
    const closed = await asAdmin('PATCH', `/api/admin/queries/${id}`, { status: 'closed' });
    expect(json<Detail>(closed).data.status).toBe('closed');

    const customer = await registerUser(t.app);
    const wrong = await asAdmin('PATCH', `/api/admin/queries/${id}`, {
      assigneeId: customer.user.id,
    });
    expect(wrong.statusCode).toBe(422);
    expect(json<Failure>(wrong).errors).toEqual({ assigneeId: ['Choose an active admin'] });

    const empty = await asAdmin('PATCH', `/api/admin/queries/${id}`, {});
    expect(empty.statusCode).toBe(422);
  });

  it('gives a query to another admin, who is offered as an assignee', async () => {
    const [other] = await t.app.db
      .insert(users)
      .values({
        email: `second.admin.${Date.now()}@example.com`,
        name: 'Second Admin',
        role: 'admin',
        passwordHash: await hashPassword('Second-Admin-Pass-1'),
      })
      .returning();
    const assignees = json<{ data: { id: string; name: string }[] }>(
      await asAdmin('GET', '/api/admin/queries/assignees?_t=2'),
    ).data;
    expect(assignees.map((a) => a.name)).toContain('Second Admin');

    const id = await contact({ subject: 'Hand to colleague' });
    const res = await asAdmin('PATCH', `/api/admin/queries/${id}`, { assigneeId: other!.id });
    expect(json<Detail>(res).data).toMatchObject({
      assigneeId: other!.id,
      assigneeName: 'Second Admin',
    });
    const mine = json<List>(
      await asAdmin('GET', '/api/admin/queries?assignee=me&q=Hand%20to%20colleague'),
    );
    expect(mine.data).toEqual([]);
  });
});

describe('without outgoing mail', () => {
  const plain = useTestApp();
  it('says a reply reaches the customer in the app only', async () => {
    const token = (await loginAsAdmin(plain.app)).token;
    const list = json<List>(
      await plain.app.inject({
        method: 'GET',
        url: '/api/admin/queries?source=customer',
        headers: bearer(token),
      }),
    );
    const id = list.data[0]!.id;
    const detail = json<Detail>(
      await plain.app.inject({
        method: 'GET',
        url: `/api/admin/queries/${id}`,
        headers: bearer(token),
      }),
    );
    expect(detail.data.delivery).toEqual({ account: true, email: false, chat: false });
  });
});
