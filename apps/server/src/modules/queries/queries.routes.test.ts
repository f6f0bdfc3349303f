import { CONTACT_RECEIVED_MESSAGE } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, queries } from '../../db/schema/index.ts';
import { postForm } from '../../testing/public-forms.ts';
import { createTestApp, json, registerUser, type TestApp } from '../../testing/test-app.ts';
import { createQuery } from './queries.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Jamie Doe',
  email: 'Jamie@Example.com',
  subject: 'Question about the Family package',
  message: 'Can I watch on four screens in different homes?',
};

type Receipt = { success: true; data: { _id: string; id: string; message: string } };
type Failure = { success: false; message: string; errors?: Record<string, string[]> };

async function stored(id: string) {
  const [row] = await t.app.db.select().from(queries).where(eq(queries.id, id));
  return row;
}

describe('POST /api/contact', () => {
  it('stores an open contact query and answers 201 with a confirmation', async () => {
    const res = await postForm(t.app, '/api/contact', valid);
    expect(res.statusCode).toBe(201);
    const body = json<Receipt>(res);
    expect(body).toEqual({
      success: true,
      data: { _id: body.data.id, id: body.data.id, message: CONTACT_RECEIVED_MESSAGE },
    });
    expect(await stored(body.data.id)).toMatchObject({
      name: 'Jamie Doe',
      email: 'jamie@example.com',
      subject: valid.subject,
      message: valid.message,
      source: 'contact',
      status: 'open',
      userId: null,
      transcript: null,
      reply: null,
    });
  });

  it("is a signed-in customer's question when sent signed in: theirs, and a query notice", async () => {
    const customer = await registerUser(t.app, { name: 'Robin Customer' });
    const subject = 'Can I add a second home?';
    const res = await postForm(
      t.app,
      '/api/contact',
      { ...valid, subject },
      {
        token: customer.token,
      },
    );
    expect(res.statusCode).toBe(201);
    expect(await stored(json<Receipt>(res).data.id)).toMatchObject({
      source: 'customer',
      userId: customer.user.id,
    });
    const notices = await t.app.db
      .select({ type: notifications.type, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.message, `Jamie Doe: ${subject}`));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices).toEqual(
      notices.map(() => ({ type: 'query', title: 'New question from a customer' })),
    );
  });

  it('answers 422 with a field map for bad input', async () => {
    const res = await postForm(t.app, '/api/contact', {
      name: '  ',
      email: 'not-an-email',
      subject: 's'.repeat(151),
      message: 'short',
      extra: true,
    });
    expect(res.statusCode).toBe(422);
    expect(json<Failure>(res).errors).toEqual({
      name: ['Name is required'],
      email: ['Enter a valid email address'],
      subject: ['Subject must be at most 150 characters'],
      message: ['Message must be at least 10 characters'],
      extra: ['Unknown field'],
    });
  });

  it('refuses fields that are too long', async () => {
    const res = await postForm(t.app, '/api/contact', {
      ...valid,
      name: 'n'.repeat(101),
      message: 'm'.repeat(5001),
    });
    expect(res.statusCode).toBe(422);
    expect(json<Failure>(res).errors).toEqual({
      name: ['Name must be at most 100 characters'],
      message: ['Message must be at most 5000 characters'],
    });
  });
});

describe('createQuery', () => {
  it('stores a chat hand-over with its transcript', async () => {
    const transcript = [
      { sender: 'user' as const, text: 'My stream keeps stopping', at: new Date().toISOString() },
      {
        sender: 'bot' as const,
        text: 'Let me get a person to help.',
        at: new Date().toISOString(),
      },
    ];
    const query = await createQuery(t.app.db, {
      name: 'Chat visitor',
      email: 'visitor@example.com',
      message: 'My stream keeps stopping',
      transcript,
      source: 'chat',
    });
    expect(query).toMatchObject({
      _id: query.id,
      source: 'chat',
      status: 'open',
      subject: null,
      userId: null,
      transcript,
    });
  });
});
