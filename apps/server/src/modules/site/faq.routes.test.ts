import type { AdminFaqItem, SiteAnswer } from '@streamfront/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { bearer, json, loginAsAdmin, registerUser } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

const t = useTestApp();
let admin: { token: string; user: { id: string } };

beforeAll(async () => {
  admin = await loginAsAdmin(t.app);
});

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: bearer(admin.token),
    ...(payload === undefined ? {} : { payload }),
  });
}

const publicQuestions = async () =>
  json<SiteAnswer>(await t.app.inject({ method: 'GET', url: '/api/site' })).data.faq.map(
    (item) => item.question,
  );

const adminList = async (query = '') =>
  json<{ data: AdminFaqItem[]; meta: { total: number } }>(
    await call('GET', `/api/admin/faq?pageSize=100${query}`),
  );

async function lastAudit() {
  const [row] = await t.app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityType, 'faq_item'))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row;
}

describe('admin FAQ', () => {
  it('lists every question in display order, hidden ones too; admins only', async () => {
    const { data, meta } = await adminList('&_t=1');
    expect(meta.total).toBe(data.length);
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(data.map((item) => item.question)).toEqual(await publicQuestions());
    const customer = await registerUser(t.app);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/faq',
      headers: bearer(customer.token),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('creates a question last, and refuses an empty one', async () => {
    const bad = await call('POST', '/api/admin/faq', { question: '', answer: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(bad).errors).sort()).toEqual([
      'answer',
      'question',
    ]);

    await publicQuestions(); // cached before the change
    const res = await call('POST', '/api/admin/faq', {
      question: 'Do you show the Grand Prix?',
      answer: 'Every race, qualifying and practice session, live.',
    });
    expect(res.statusCode).toBe(201);
    const created = json<{ data: AdminFaqItem }>(res).data;
    expect(created._id).toBe(created.id);
    expect((await publicQuestions()).at(-1)).toBe('Do you show the Grand Prix?');
    expect(await lastAudit()).toMatchObject({
      action: 'faq_item.create',
      entityId: created.id,
      actorId: admin.user.id,
    });
  });

  it('moves a question up and down; the home page follows the order', async () => {
    const before = (await adminList()).data;
    const last = before.at(-1)!;
    const moved = await call('POST', `/api/admin/faq/${last.id}/move`, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    const after = (await adminList()).data.map((item) => item.id);
    expect(after.at(-2)).toBe(last.id);
    expect(after.at(-1)).toBe(before.at(-2)!.id);
    expect(await publicQuestions()).toEqual((await adminList()).data.map((item) => item.question));
    expect(await lastAudit()).toMatchObject({ action: 'faq_item.move' });

    // The first cannot go higher: nothing changes.
    const first = before[0]!;
    await call('POST', `/api/admin/faq/${first.id}/move`, { direction: 'up' });
    expect((await adminList()).data[0]!.id).toBe(first.id);

    const bad = await call('POST', `/api/admin/faq/${first.id}/move`, { direction: 'sideways' });
    expect(bad.statusCode).toBe(422);
  });

  it('hides, shows, edits and deletes; unknown ids are 404', async () => {
    const [item] = (await adminList()).data;
    const hidden = await call('PATCH', `/api/admin/faq/${item!.id}`, { active: false });
    expect(json<{ data: AdminFaqItem }>(hidden).data.active).toBe(false);
    expect(await publicQuestions()).not.toContain(item!.question);
    expect((await adminList('&active=false')).data.map((row) => row.id)).toEqual([item!.id]);

    await call('PATCH', `/api/admin/faq/${item!.id}`, { active: true, answer: 'A new answer.' });
    expect(await publicQuestions()).toContain(item!.question);
    const audit = await lastAudit();
    // The question names the row even though only the answer and visibility changed.
    expect(audit!.after).toMatchObject({ question: item!.question, answer: 'A new answer.' });

    const removed = await call('DELETE', `/api/admin/faq/${item!.id}`);
    expect(json(removed)).toEqual({
      success: true,
      data: { _id: item!.id, id: item!.id, deleted: true },
    });
    expect(await publicQuestions()).not.toContain(item!.question);
    expect(await lastAudit()).toMatchObject({ action: 'faq_item.delete' });

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('PATCH', `/api/admin/faq/${missing}`, { active: true })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/admin/faq/${missing}`)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/admin/faq/${missing}/move`, { direction: 'up' })).statusCode,
    ).toBe(404);
  });
});
