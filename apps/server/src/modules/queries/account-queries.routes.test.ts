import { randomBytes } from 'node:crypto';
import type { ChatTeamReply, CustomerQuery, Notification } from '@streamfront/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, loginAsAdmin, registerUser } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

type One = { success: true; data: CustomerQuery };
type List = { success: true; data: CustomerQuery[]; meta: { total: number } };

const t = useTestApp();
let adminToken: string;
beforeAll(async () => {
  adminToken = (await loginAsAdmin(t.app)).token;
});

let ipCounter = 0;
async function contactAs(token: string, subject: string) {
  ipCounter += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: bearer(token),
    remoteAddress: `10.2.0.${ipCounter}`,
    // A signed-in customer may leave the email out: theirs is used and the query is theirs.
    payload: { name: 'Kim Customer', subject, message: 'Is the Sports package shown in 4K?' },
  });
  expect(res.statusCode).toBe(201);
  return json<{ data: { id: string } }>(res).data.id;
}

const reply = (id: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/queries/${id}/reply`,
    headers: bearer(adminToken),
    payload: { body },
  });

describe('a customer and their questions', () => {
  it('lists their own queries with the thread, and answers back (reopening and telling admins)', async () => {
    const customer = await registerUser(t.app);
    const id = await contactAs(customer.token, 'Sports in 4K?');
    expect((await reply(id, 'Yes, most matches are in 4K.')).statusCode).toBe(201);

    const list = json<List>(
      await t.app.inject({
        method: 'GET',
        url: '/api/account/queries?_t=5',
        headers: bearer(customer.token),
      }),
    );
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id,
      subject: 'Sports in 4K?',
      status: 'answered',
      messages: [
        expect.objectContaining({ author: 'admin', body: 'Yes, most matches are in 4K.' }),
      ],
    });
    expect(list.data[0]).not.toHaveProperty('notes');

    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/account/queries/${id}/messages`,
      headers: bearer(customer.token),
      payload: { body: 'Great, and on phones too?' },
    });
    expect(answer.statusCode).toBe(201);
    const answered = json<One>(answer).data;
    expect(answered.status).toBe('open');
    expect(answered.messages.map((m) => [m.author, m.body])).toEqual([
      ['admin', 'Yes, most matches are in 4K.'],
      ['customer', 'Great, and on phones too?'],
    ]);

    const adminNotices = json<{ data: Notification[] }>(
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(adminToken) }),
    ).data;
    expect(adminNotices[0]).toMatchObject({
      type: 'query',
      title: 'A customer answered',
      link: `/admin/queries?query=${id}`,
    });

    const one = json<One>(
      await t.app.inject({
        method: 'GET',
        url: `/api/account/queries/${id}`,
        headers: bearer(customer.token),
      }),
    );
    expect(one.data.messages).toHaveLength(2);
  });

  it("answers 404 for another customer's query, to read or to answer", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const id = await contactAs(owner.token, 'Mine only');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/account/queries/${id}`,
      headers: bearer(other.token),
    });
    expect(read.statusCode).toBe(404);
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/account/queries/${id}/messages`,
      headers: bearer(other.token),
      payload: { body: 'Not my question at all' },
    });
    expect(write.statusCode).toBe(404);
    const list = json<List>(
      await t.app.inject({
        method: 'GET',
        url: '/api/account/queries',
        headers: bearer(other.token),
      }),
    );
    expect(list.data).toEqual([]);
  });

  it('needs a sign-in and a non-blank answer', async () => {
    const customer = await registerUser(t.app);
    const id = await contactAs(customer.token, 'Blank answer');
    expect((await t.app.inject({ method: 'GET', url: '/api/account/queries' })).statusCode).toBe(
      401,
    );
    const blank = await t.app.inject({
      method: 'POST',
      url: `/api/account/queries/${id}/messages`,
      headers: bearer(customer.token),
      payload: { body: ' ' },
    });
    expect(blank.statusCode).toBe(422);
  });
});

describe('a chat hand-over', () => {
  const secret = randomBytes(32).toString('base64url');
  const sessionId = `team-replies-${Date.now()}`;
  const chat = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chatbot/process-message',
      remoteAddress: '10.3.0.1',
      payload: { sessionId, sessionSecret: secret, userId: null, ...payload },
    });
  const teamReplies = (sessionSecret: string, after?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chatbot/team-replies',
      payload: { sessionId, sessionSecret, ...(after ? { after } : {}) },
    });

  it("reaches the visitor's open chat, and nobody else's", async () => {
    const handed = await chat({
      message: 'Talk to a person',
      handover: true,
      email: 'chat.visitor@example.com',
    });
    expect(handed.statusCode).toBe(200);
    expect(json<{ data: { handover: string } }>(handed).data.handover).toBe('created');
    expect(json<{ data: ChatTeamReply[] }>(await teamReplies(secret)).data).toEqual([]);

    const inbox = json<{ data: { id: string; transcript: unknown[] }[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/queries?source=chat&q=chat.visitor%40example.com',
        headers: bearer(adminToken),
      }),
    ).data;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.transcript.length).toBeGreaterThan(0);
    expect((await reply(inbox[0]!.id, 'Hi! I can help with that.')).statusCode).toBe(201);

    const replies = json<{ data: ChatTeamReply[] }>(await teamReplies(secret)).data;
    expect(replies).toEqual([
      expect.objectContaining({
        body: 'Hi! I can help with that.',
        authorName: expect.any(String),
      }),
    ]);
    const later = json<{ data: ChatTeamReply[] }>(
      await teamReplies(secret, new Date(Date.now() + 60_000).toISOString()),
    ).data;
    expect(later).toEqual([]);

    // The session id alone (as the admin's chat log shows it) is no key to the replies.
    const stranger = json<{ data: ChatTeamReply[] }>(
      await teamReplies(randomBytes(32).toString('base64url')),
    ).data;
    expect(stranger).toEqual([]);
  });
});
