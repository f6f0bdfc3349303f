import { CHAT_RATE_LIMIT, CHAT_UNAVAILABLE_PHRASES, FORM_RATE_LIMIT } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatConversations,
  chatMessages,
  chatModels,
  chatUnanswered,
  queries,
  services,
} from '../../db/schema/index.ts';
import { bearer, json, loginAsAdmin, registerUser } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { handoverTexts } from './conversation/handover.ts';
import { DEFAULT_CHAT_SETTINGS } from './conversation/settings.repository.ts';

type Reply = {
  response: string;
  intent: string | null;
  confidence: number;
  handover: string | null;
  sessionId: string;
};
type Visitor = { ip: string; sessionId: string; secret: string };
type ErrorAnswer = { success: false; message: string; errors?: Record<string, string[]> };

const t = useTestApp();
let adminToken: string;
let ipCounter = 0;
beforeAll(async () => {
  adminToken = (await loginAsAdmin(t.app)).token;
});

const newSecret = () => randomBytes(32).toString('base64url');

/** Each test speaks from its own address, so the per-IP chat quota of one never blocks another. */
function newVisitor(prefix = 'session'): Visitor {
  ipCounter += 1;
  return {
    ip: `10.0.0.${ipCounter}`,
    sessionId: `${prefix}-${Date.now()}-${ipCounter}`,
    secret: newSecret(),
  };
}

function send(
  visitor: Visitor,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/chatbot/process-message',
    remoteAddress: visitor.ip,
    headers,
    payload: {
      sessionId: visitor.sessionId,
      sessionSecret: visitor.secret,
      userId: null,
      ...payload,
    },
  });
}

async function ask(
  visitor: Visitor,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const res = await send(visitor, { message, ...extra }, headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = json<{ success: true; data: Reply }>(res);
  expect(body.success).toBe(true);
  return body.data;
}

async function adminNotifications() {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/notifications?_t=1',
    headers: bearer(adminToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { type: string; title: string; message: string }[] }>(res).data;
}

describe('POST /api/chatbot/process-message', () => {
  it('answers a seeded question with its intent, a confidence and live prices from the packages', async () => {
    const visitor = newVisitor();
    const res = await send(visitor, { message: '  how much does it cost  ' });
    expect(res.statusCode).toBe(200);
    // The envelope of DESIGN §3: an HTTP client that wraps the body in `data` reads `data.data`.
    const body = json<{ success: boolean; data: Reply }>(res);
    expect(body).toMatchObject({ success: true, data: { intent: 'pricing', handover: null } });
    expect(body.data.confidence).toBeGreaterThan(DEFAULT_CHAT_SETTINGS.threshold);
    expect(body.data.confidence).toBeLessThanOrEqual(1);
    expect(body.data.response).toContain('Essentials — $14.99/month (1 screen)');
    expect(body.data.response).not.toMatch(/\{\{|\}\}/);
    expect(res.headers['x-ratelimit-limit']).toBe(String(CHAT_RATE_LIMIT.max));
  });

  it("fills prices when it answers: an admin's price change shows in the next answer", async () => {
    // Asked first, so the packages the answers quote are kept in memory.
    expect((await ask(newVisitor(), 'what are the prices')).response).toContain('$14.99/month');
    const [essentials] = await t.app.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.name, 'Essentials'));
    const setPrice = async (price: number) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/services/${essentials!.id}`,
        headers: bearer(adminToken),
        payload: { price },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setPrice(1299);
    try {
      const reply = await ask(newVisitor(), 'what are the prices');
      expect(reply.intent).toBe('pricing');
      expect(reply.response).toContain('$12.99/month');
      expect(reply.response).not.toContain('$14.99');
    } finally {
      await setPrice(1499);
    }
  });

  it("takes turns through an intent's answers within a conversation", async () => {
    const visitor = newVisitor();
    const first = await ask(visitor, 'how much does it cost');
    const second = await ask(visitor, 'how much does it cost');
    expect(second.intent).toBe('pricing');
    expect(second.response).not.toBe(first.response);
  });

  it('refuses bad input with 422 and a field map', async () => {
    const visitor = newVisitor();
    const { sessionId, secret: sessionSecret } = visitor;
    const cases: [Record<string, unknown>, string][] = [
      [{ message: '', sessionId: visitor.sessionId }, 'message'],
      [{ message: '     ', sessionId: visitor.sessionId }, 'message'],
      [{ message: 'a'.repeat(501), sessionId: visitor.sessionId }, 'message'],
      [{ message: 'hello' }, 'sessionId'],
      [{ message: 'hello', sessionId: '' }, 'sessionId'],
      [{ message: 'hello', sessionId: 'x'.repeat(101) }, 'sessionId'],
      [{ sessionId: visitor.sessionId }, 'message'],
      [{ message: 42, sessionId: visitor.sessionId }, 'message'],
      [{ message: 'hello', sessionId: visitor.sessionId, userId: 5 }, 'userId'],
      [{ message: 'hello', sessionId: visitor.sessionId, email: 'not-an-email' }, 'email'],
      [{ message: 'hello', sessionId: visitor.sessionId, extra: true }, 'extra'],
      [{ message: 'hello', sessionId, sessionSecret: undefined }, 'sessionSecret'],
      [{ message: 'hello', sessionId, sessionSecret: 'a'.repeat(42) }, 'sessionSecret'],
      [{ message: 'hello', sessionId, sessionSecret: 'a'.repeat(201) }, 'sessionSecret'],
      [{ message: 'hello', sessionId, sessionSecret: 42 }, 'sessionSecret'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chatbot/process-message',
        remoteAddress: visitor.ip,
        payload: { sessionSecret, ...payload },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      const body = json<ErrorAnswer>(res);
      expect(body.success).toBe(false);
      expect(Object.keys(body.errors ?? {}), JSON.stringify(payload)).toEqual([field]);
    }
    // 500 characters once trimmed is fine, and so is a user id or none at all.
    expect((await send(visitor, { message: `  ${'a'.repeat(500)}  ` })).statusCode).toBe(200);
    expect((await send(visitor, { message: 'hi', userId: 'some-stored-id' })).statusCode).toBe(200);
    const withoutUserId = await t.app.inject({
      method: 'POST',
      url: '/api/chatbot/process-message',
      remoteAddress: visitor.ip,
      payload: { message: 'hi', sessionId, sessionSecret },
    });
    expect(withoutUserId.statusCode).toBe(200);
  });

  it(`throttles each address to ${CHAT_RATE_LIMIT.max} messages a minute with Retry-After`, async () => {
    const visitor = newVisitor();
    for (let i = 0; i < CHAT_RATE_LIMIT.max; i++) {
      const res = await send(visitor, { message: 'hello' });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await send(visitor, { message: 'hello' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(json<ErrorAnswer>(blocked)).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many requests/),
    });
    // Another address is not affected.
    expect((await send(newVisitor(), { message: 'hello' })).statusCode).toBe(200);
  });

  it('answers a question it is unsure about with the fallback, offers a person and keeps the question', async () => {
    const visitor = newVisitor();
    const question = 'what is the best banana bread recipe';
    const reply = await ask(visitor, question);
    expect(reply).toMatchObject({
      intent: 'fallback',
      response: DEFAULT_CHAT_SETTINGS.fallbackMessage,
      handover: 'offered',
    });
    expect(reply.confidence).toBeLessThan(DEFAULT_CHAT_SETTINGS.threshold);
    await ask(newVisitor(), 'What is the best banana bread recipe??');

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/chatbot/unanswered?status=open',
      headers: bearer(adminToken),
    });
    const open = json<{
      data: { text: string; occurrences: number; bestIntent: string | null; sessionId: string }[];
    }>(res).data;
    const kept = open.find((q) => q.text === question);
    expect(kept).toMatchObject({ occurrences: 2 });
    expect(kept?.bestIntent).toEqual(expect.any(String));
  });

  it('keeps every exchange in the conversation log', async () => {
    const visitor = newVisitor();
    await ask(visitor, 'hello');
    await ask(visitor, 'is there a free trial');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/chatbot/conversations?sessionId=${visitor.sessionId}`,
      headers: bearer(adminToken),
    });
    const [conversation] = json<{ data: { id: string; messageCount: number }[] }>(list).data;
    expect(conversation?.messageCount).toBe(4);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/chatbot/conversations/${conversation!.id}`,
      headers: bearer(adminToken),
    });
    const messages = json<{
      data: { messages: { sender: string; text: string; intent: string | null }[] };
    }>(detail).data.messages;
    expect(messages.map((m) => [m.sender, m.intent])).toEqual([
      ['user', null],
      ['bot', 'greeting'],
      ['user', null],
      ['bot', 'free_trial'],
    ]);
    expect(messages[2]!.text).toBe('is there a free trial');
  });

  it('never sends a phrase the widget reads as "assistant unavailable" (spec §5)', async () => {
    const visitor = newVisitor();
    for (const message of [
      'not available in my country',
      'channel not available',
      'how much does it cost',
      'zzzz',
    ]) {
      const reply = await ask(visitor, message);
      for (const phrase of CHAT_UNAVAILABLE_PHRASES)
        expect(reply.response.toLowerCase(), message).not.toContain(phrase);
    }
  });

  it('treats a stale or forged token as a visitor, never a 401', async () => {
    const reply = await ask(newVisitor(), 'hello', {}, bearer('not-a-real-token'));
    expect(reply.intent).toBe('greeting');
  });
});

describe('hand-over to a person', () => {
  async function chatQueries(email: string) {
    return t.app.db.select().from(queries).where(eq(queries.email, email));
  }

  it('asks a visitor for an email, then creates a query with the transcript and notifies admins', async () => {
    const visitor = newVisitor('handover');
    await ask(visitor, 'can I watch on my roku');
    const asked = await ask(visitor, 'I want to talk to a person');
    expect(asked).toMatchObject({
      intent: 'talk_to_human',
      handover: 'awaiting_email',
      response: handoverTexts.askEmail,
    });

    // Something that is not an email: the assistant asks again, and nothing is created yet.
    const notEmail = await ask(visitor, 'hmm');
    expect(notEmail).toMatchObject({
      intent: 'talk_to_human',
      handover: 'awaiting_email',
      response: handoverTexts.notAnEmail,
    });

    const email = `visitor.${Date.now()}@example.com`;
    const done = await ask(visitor, `sure, it's ${email.toUpperCase()}`);
    expect(done).toMatchObject({ intent: 'talk_to_human', handover: 'created', confidence: 1 });
    expect(done.response).toBe(handoverTexts.created(email));

    const [query, ...more] = await chatQueries(email);
    expect(more).toHaveLength(0);
    expect(query).toMatchObject({
      source: 'chat',
      status: 'open',
      userId: null,
      subject: 'Chat hand-over',
      message: 'can I watch on my roku',
    });
    expect(query!.transcript?.map((entry) => [entry.sender, entry.text])).toEqual([
      ['user', 'can I watch on my roku'],
      ['bot', expect.any(String)],
      ['user', 'I want to talk to a person'],
      ['bot', handoverTexts.askEmail],
      ['user', 'hmm'],
      ['bot', handoverTexts.notAnEmail],
      ['user', `sure, it's ${email.toUpperCase()}`],
    ]);

    const notifications = await adminNotifications();
    expect(notifications).toContainEqual(
      expect.objectContaining({
        type: 'query',
        title: 'Chat hand-over',
        message: expect.stringContaining(email),
      }),
    );

    // Asking again in the same session does not create a second query.
    const again = await ask(visitor, 'talk to a person');
    expect(again).toMatchObject({
      handover: 'created',
      response: handoverTexts.alreadyCreated(email),
    });
    expect(await chatQueries(email)).toHaveLength(1);
  });

  it('hands a visitor over at once from the quick reply when the email comes with it', async () => {
    const visitor = newVisitor('quick-reply');
    const email = `quick.${Date.now()}@example.com`;
    const unsure = await ask(visitor, 'my decoder beeps in morse code at night');
    expect(unsure.handover).toBe('offered');
    await ask(visitor, 'hello');
    const reply = await ask(visitor, 'Talk to a person', { handover: true, email, name: 'Quinn' });
    expect(reply).toMatchObject({
      intent: 'talk_to_human',
      handover: 'created',
      response: handoverTexts.created(email),
    });
    const [query] = await chatQueries(email);
    // The question the assistant could not answer is what the team reads first.
    expect(query).toMatchObject({
      name: 'Quinn',
      source: 'chat',
      status: 'open',
      message: 'my decoder beeps in morse code at night',
    });
    expect(query!.transcript).toHaveLength(5);
  });

  it('the quick reply without an email asks for one, like the intent', async () => {
    const reply = await ask(newVisitor(), 'Talk to a person', { handover: true });
    expect(reply).toMatchObject({ intent: 'talk_to_human', handover: 'awaiting_email' });
  });

  it(`allows ${FORM_RATE_LIMIT.max} hand-overs per address in ${FORM_RATE_LIMIT.windowMinutes} minutes, like a public form`, async () => {
    const { ip, secret } = newVisitor();
    const stamp = Date.now();
    for (let i = 0; i < FORM_RATE_LIMIT.max; i++) {
      const reply = await ask(
        { ip, secret, sessionId: `quota-${stamp}-${i}` },
        'Talk to a person',
        {
          handover: true,
          email: `quota${i}.${stamp}@example.com`,
        },
      );
      expect(reply.handover).toBe('created');
    }
    const email = `quota-over.${stamp}@example.com`;
    const refused = await ask(
      { ip, secret, sessionId: `quota-${stamp}-over` },
      'Talk to a person',
      {
        handover: true,
        email,
      },
    );
    expect(refused).toMatchObject({ handover: null, response: handoverTexts.tooMany });
    expect(await chatQueries(email)).toHaveLength(0);
  });

  it('hands a signed-in customer over at once, with their account', async () => {
    const customer = await registerUser(t.app, { name: 'Casey Customer' });
    const visitor = newVisitor('signed-in');
    await ask(
      visitor,
      'how much does it cost',
      { userId: customer.user.id },
      bearer(customer.token),
    );
    const reply = await ask(
      visitor,
      'can I speak to a human please',
      { userId: customer.user.id },
      bearer(customer.token),
    );
    expect(reply).toMatchObject({
      intent: 'talk_to_human',
      handover: 'created',
      response: handoverTexts.created(customer.user.email),
    });

    const [query] = await chatQueries(customer.user.email);
    expect(query).toMatchObject({
      userId: customer.user.id,
      name: 'Casey Customer',
      source: 'chat',
      status: 'open',
      message: 'how much does it cost',
    });
    expect(query!.transcript).toHaveLength(3);
    const notifications = await adminNotifications();
    expect(notifications).toContainEqual(
      expect.objectContaining({
        type: 'query',
        message: expect.stringContaining(customer.user.email),
      }),
    );

    // The conversation log knows who it was.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/chatbot/conversations?sessionId=${visitor.sessionId}`,
      headers: bearer(adminToken),
    });
    const [conversation] = json<{
      data: {
        user: { id: string } | null;
        handoverEmail: string | null;
        handoverQueryId: string | null;
      }[];
    }>(list).data;
    expect(conversation).toMatchObject({
      user: { id: customer.user.id },
      handoverEmail: customer.user.email,
      handoverQueryId: query!.id,
    });
  });
});

describe('waiting for an email after "Talk to a person"', () => {
  async function waitingVisitor() {
    const visitor = newVisitor('waiting');
    const asked = await ask(visitor, 'Talk to a person', { handover: true });
    expect(asked.handover).toBe('awaiting_email');
    return visitor;
  }

  it('answers a question it knows as a question, still waiting for the email', async () => {
    const visitor = await waitingVisitor();
    const reply = await ask(visitor, 'how much does it cost');
    expect(reply).toMatchObject({ intent: 'pricing', handover: 'awaiting_email' });
    expect(reply.response).not.toBe(handoverTexts.notAnEmail);
  });

  it('takes a question it cannot answer as one: the team can, and "cancel" is offered', async () => {
    const visitor = await waitingVisitor();
    const question = 'do you sell gift cards';
    const reply = await ask(visitor, question);
    expect(reply).toMatchObject({
      intent: 'fallback',
      handover: 'awaiting_email',
      response: handoverTexts.questionWhileWaiting,
    });
    expect(reply.response).toMatch(/"cancel"/);
    // An unanswered question all the same: the admin can teach it.
    const [row] = await t.app.db
      .select()
      .from(chatUnanswered)
      .where(eq(chatUnanswered.text, question));
    expect(row).toBeDefined();
  });

  it('asks again for what is neither a question nor an email, with a way out', async () => {
    const visitor = await waitingVisitor();
    const reply = await ask(visitor, 'hmm');
    expect(reply).toMatchObject({ handover: 'awaiting_email', response: handoverTexts.notAnEmail });
    expect(reply.response).toMatch(/"cancel"/);
  });

  it('"cancel" always leaves the hand-off; a later email is just a message', async () => {
    for (const word of ['cancel', 'Cancel.', 'never mind', 'no thanks', 'stop']) {
      const visitor = await waitingVisitor();
      const left = await ask(visitor, word);
      expect(left, word).toMatchObject({
        intent: 'talk_to_human',
        handover: null,
        response: handoverTexts.cancelled,
      });
      const email = `left.${Date.now()}@example.com`;
      const after = await ask(visitor, `it's ${email}`);
      expect(after.handover, word).not.toBe('created');
      expect(await t.app.db.select().from(queries).where(eq(queries.email, email))).toEqual([]);
    }
  });

  it('"cancel" outside a hand-off is an ordinary message', async () => {
    const reply = await ask(newVisitor(), 'cancel');
    expect(reply.response).not.toBe(handoverTexts.cancelled);
  });
});

describe('a conversation belongs to whoever started it', () => {
  async function conversationOf(sessionId: string) {
    const [row] = await t.app.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.sessionId, sessionId));
    const messages = row
      ? await t.app.db.select().from(chatMessages).where(eq(chatMessages.conversationId, row.id))
      : [];
    return { row, messages };
  }

  /** Visitor A talked, handed over with their email: the conversation an intruder wants. */
  async function handedOverVisitor() {
    const owner = newVisitor('owner');
    const email = `owner.${Date.now()}.${ipCounter}@example.com`;
    await ask(owner, 'my decoder shows a black screen');
    const done = await ask(owner, 'Talk to a person', { handover: true, email });
    expect(done.handover).toBe('created');
    return { owner, email };
  }

  it("another visitor naming A's session id gets a new conversation and never A's email", async () => {
    const { owner, email } = await handedOverVisitor();
    const before = await conversationOf(owner.sessionId);
    const intruder = { ...newVisitor('intruder'), sessionId: owner.sessionId };

    const reply = await ask(intruder, 'talk to a person');
    expect(reply.sessionId).not.toBe(owner.sessionId);
    expect(reply).toMatchObject({ handover: 'awaiting_email', response: handoverTexts.askEmail });
    expect(reply.response).not.toContain(email);

    // The session id the admin log shows is no key either: it is not the secret.
    const withLoggedId = await ask(
      { ...newVisitor(), secret: owner.sessionId.padEnd(43, 'x') },
      'talk to a person',
    );
    expect(withLoggedId.response).not.toContain(email);

    const after = await conversationOf(owner.sessionId);
    expect(after.messages).toHaveLength(before.messages.length);
    expect(after.row).toEqual(before.row);

    // The owner, with their secret, still continues their own.
    const back = await ask(owner, 'talk to a person');
    expect(back).toMatchObject({
      sessionId: owner.sessionId,
      response: handoverTexts.alreadyCreated(email),
    });
  });

  it("an intruder's hand-off sends only their own words, under their own email", async () => {
    const { owner, email } = await handedOverVisitor();
    const intruder = { ...newVisitor('intruder'), sessionId: owner.sessionId };
    const intruderEmail = `intruder.${Date.now()}@example.com`;
    const reply = await ask(intruder, 'Talk to a person', { handover: true, email: intruderEmail });
    expect(reply).toMatchObject({
      handover: 'created',
      response: handoverTexts.created(intruderEmail),
    });
    const [query, ...more] = await t.app.db
      .select()
      .from(queries)
      .where(eq(queries.email, intruderEmail));
    expect(more).toEqual([]);
    expect(query!.transcript?.map((entry) => entry.text)).toEqual(['Talk to a person']);
    expect(JSON.stringify(query)).not.toContain('decoder');
    expect(JSON.stringify(query)).not.toContain(email);
    // A's conversation still leads to A's query only.
    const { row } = await conversationOf(owner.sessionId);
    expect(row).toMatchObject({ handoverEmail: email });
  });

  it("a signed-in intruder never becomes the owner of a visitor's conversation", async () => {
    const owner = newVisitor('owner');
    await ask(owner, 'hello');
    const intruder = await registerUser(t.app, { name: 'Ivy Intruder' });
    const reply = await ask(
      { ...newVisitor(), sessionId: owner.sessionId },
      'how much does it cost',
      {},
      bearer(intruder.token),
    );
    expect(reply.sessionId).not.toBe(owner.sessionId);
    const { row, messages } = await conversationOf(owner.sessionId);
    expect(row?.userId).toBeNull();
    expect(messages).toHaveLength(2);
    expect((await conversationOf(reply.sessionId)).row?.userId).toBe(intruder.user.id);
  });

  it("a customer's conversation is theirs alone, even to the same browser signed in as someone else", async () => {
    const customer = await registerUser(t.app, { name: 'Olive Owner' });
    const other = await registerUser(t.app, { name: 'Sam Shared' });
    const browser = newVisitor('shared');
    await ask(browser, 'how much does it cost', {}, bearer(customer.token));

    const asOther = await ask(browser, 'talk to a person', {}, bearer(other.token));
    expect(asOther.sessionId).not.toBe(browser.sessionId);
    expect(asOther.response).toBe(handoverTexts.created(other.user.email));
    expect(asOther.response).not.toContain(customer.user.email);
    const [query] = await t.app.db
      .select()
      .from(queries)
      .where(eq(queries.email, other.user.email));
    expect(query!.transcript?.map((entry) => entry.text)).toEqual(['talk to a person']);

    // Signed out, the same browser does not reopen the customer's conversation either.
    const signedOut = await ask(browser, 'hello');
    expect(signedOut.sessionId).not.toBe(browser.sessionId);
    const { row, messages } = await conversationOf(browser.sessionId);
    expect(row?.userId).toBe(customer.user.id);
    expect(messages).toHaveLength(2);

    // The customer carries on.
    const again = await ask(browser, 'how much does it cost', {}, bearer(customer.token));
    expect(again.sessionId).toBe(browser.sessionId);
  });

  it('a visitor who signs in keeps their conversation, now under their account', async () => {
    const customer = await registerUser(t.app, { name: 'Vera Visitor' });
    const visitor = newVisitor('sign-in');
    await ask(visitor, 'hello');
    const reply = await ask(visitor, 'how much does it cost', {}, bearer(customer.token));
    expect(reply.sessionId).toBe(visitor.sessionId);
    const { row, messages } = await conversationOf(visitor.sessionId);
    expect(row?.userId).toBe(customer.user.id);
    expect(messages).toHaveLength(4);
  });

  it('keeps only a hash of the secret', async () => {
    const visitor = newVisitor();
    await ask(visitor, 'hello');
    const { row } = await conversationOf(visitor.sessionId);
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(visitor.secret);
  });
});

describe('without a trained model', () => {
  const bare = useTestApp();
  beforeAll(async () => {
    await bare.app.db.delete(chatModels);
  });

  it("answers 503 'No active training data'", async () => {
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/chatbot/process-message',
      payload: { message: 'hello', sessionId: 's-503', sessionSecret: newSecret(), userId: null },
    });
    expect(res.statusCode).toBe(503);
    expect(json(res)).toEqual({ success: false, message: 'No active training data' });
  });
});
