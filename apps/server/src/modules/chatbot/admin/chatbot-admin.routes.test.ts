import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, loginAsAdmin, registerUser } from '../../../testing/test-app.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';
import { seedIntents } from '../../../db/seed-data/chatbot-intents.ts';
import { DEFAULT_CHAT_SETTINGS } from '../conversation/settings.repository.ts';

type Intent = {
  id: string;
  _id: string;
  name: string;
  utterances: string[];
  answers: string[];
  enabled: boolean;
};
type FileEntry = { name: string; utterances: string[]; answers: string[]; enabled: boolean };
type Reply = {
  response: string;
  intent: string | null;
  confidence: number;
  handover: string | null;
};
type Training = {
  version: number;
  intents: number;
  utterances: number;
  trainingMs: number;
  accuracy: number | null;
  trainedAt: string;
  trainedBy: { id: string; email: string } | null;
};
type Unanswered = {
  id: string;
  text: string;
  status: string;
  intentId: string | null;
  occurrences: number;
};
type ErrorAnswer = { success: false; message: string; errors?: Record<string, string[]> };

const t = useTestApp();
let token: string;
let adminId: string;
let ipCounter = 0;
beforeAll(async () => {
  const admin = await loginAsAdmin(t.app);
  token = admin.token;
  adminId = admin.user.id;
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function ok<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  status = 200,
): Promise<T> {
  const res = await api(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return json<{ data: T }>(res).data;
}

/** One browser's secret for every test conversation here: ownership is tested in chatbot.routes.test.ts. */
const sessionSecret = randomBytes(32).toString('base64url');

async function chat(
  message: string,
  sessionId = `admin-test-${Date.now()}-${++ipCounter}`,
): Promise<Reply> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chatbot/process-message',
    remoteAddress: `10.1.0.${++ipCounter}`,
    payload: { message, sessionId, sessionSecret, userId: null },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: Reply }>(res).data;
}

function fieldErrors(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(422);
  return JSON.parse(res.body).errors as Record<string, string[]>;
}

describe('every chatbot admin route checks the role', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  const routes = [
    { method: 'GET', url: '/api/admin/chatbot/intents' },
    { method: 'GET', url: `/api/admin/chatbot/intents/${id}` },
    {
      method: 'POST',
      url: '/api/admin/chatbot/intents',
      payload: { name: 'x', utterances: ['a'], answers: ['b'] },
    },
    { method: 'PATCH', url: `/api/admin/chatbot/intents/${id}`, payload: { enabled: false } },
    { method: 'DELETE', url: `/api/admin/chatbot/intents/${id}` },
    { method: 'GET', url: '/api/admin/chatbot/intents/export' },
    {
      method: 'POST',
      url: '/api/admin/chatbot/intents/import',
      payload: { mode: 'merge', intents: [] },
    },
    { method: 'POST', url: '/api/admin/chatbot/train' },
    { method: 'GET', url: '/api/admin/chatbot/status' },
    { method: 'POST', url: '/api/admin/chatbot/try', payload: { text: 'hello' } },
    { method: 'GET', url: '/api/admin/chatbot/conversations' },
    { method: 'GET', url: `/api/admin/chatbot/conversations/${id}` },
    { method: 'GET', url: '/api/admin/chatbot/unanswered' },
    { method: 'GET', url: '/api/admin/chatbot/unanswered/count' },
    {
      method: 'POST',
      url: `/api/admin/chatbot/unanswered/${id}/add-to-intent`,
      payload: { intentId: id },
    },
    { method: 'POST', url: `/api/admin/chatbot/unanswered/${id}/dismiss` },
    { method: 'GET', url: '/api/admin/chatbot/settings' },
    { method: 'PATCH', url: '/api/admin/chatbot/settings', payload: { threshold: 0.1 } },
  ] as const;
  let customerToken: string;
  beforeAll(async () => {
    customerToken = (await registerUser(t.app)).token;
  });

  it('401 without a token, 403 for a customer, on every route', async () => {
    for (const route of routes) {
      const anonymous = await t.app.inject({ ...route });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const customer = await t.app.inject({ ...route, headers: bearer(customerToken) });
      expect(customer.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(json<ErrorAnswer>(customer)).toEqual({
        success: false,
        message: 'Admin access required',
      });
    }
  });
});

describe('intents', () => {
  it('lists the seeded intents with search and paging', async () => {
    const res = await api('GET', '/api/admin/chatbot/intents?page=1&pageSize=5&_t=1');
    const body = json<{ data: Intent[]; meta: { page: number; pageSize: number; total: number } }>(
      res,
    );
    expect(body.meta).toEqual({ page: 1, pageSize: 5, total: seedIntents.length });
    expect(body.data).toHaveLength(5);
    expect(body.data[0]!._id).toBe(body.data[0]!.id);
    const names = body.data.map((i) => i.name);
    expect(names).toEqual([...names].sort());

    const found = await ok<Intent[]>('GET', '/api/admin/chatbot/intents?q=TALK_TO');
    expect(found.map((i) => i.name)).toEqual(['talk_to_human']);
    // The search also looks inside example sentences, and LIKE wildcards are plain characters.
    const byUtterance = await ok<Intent[]>(
      'GET',
      '/api/admin/chatbot/intents?q=buffering&pageSize=100',
    );
    expect(byUtterance.map((i) => i.name)).toContain('buffering');
    expect(await ok<Intent[]>('GET', '/api/admin/chatbot/intents?q=%25%25%25')).toEqual([]);
  });

  it('creates, reads, updates and deletes an intent', async () => {
    const created = await ok<Intent>(
      'POST',
      '/api/admin/chatbot/intents',
      {
        name: 'Opening_Hours',
        utterances: ['when are you open', ' When are you open ', 'opening hours'],
        answers: ['Support answers at {{support_email}} around the clock.'],
      },
      201,
    );
    expect(created).toMatchObject({
      name: 'opening_hours',
      utterances: ['when are you open', 'opening hours'],
      enabled: true,
    });

    expect(await ok<Intent>('GET', `/api/admin/chatbot/intents/${created.id}`)).toMatchObject({
      name: 'opening_hours',
    });

    const duplicate = await api('POST', '/api/admin/chatbot/intents', {
      name: 'opening_hours',
      utterances: ['x'],
      answers: ['y'],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(json<ErrorAnswer>(duplicate).errors).toEqual({
      name: ['An intent with this name already exists'],
    });

    const patched = await ok<Intent>('PATCH', `/api/admin/chatbot/intents/${created.id}`, {
      enabled: false,
      answers: ['We never close.'],
    });
    expect(patched).toMatchObject({
      enabled: false,
      answers: ['We never close.'],
      utterances: ['when are you open', 'opening hours'],
    });

    const renameClash = await api('PATCH', `/api/admin/chatbot/intents/${created.id}`, {
      name: 'greeting',
    });
    expect(renameClash.statusCode).toBe(409);

    expect((await api('DELETE', `/api/admin/chatbot/intents/${created.id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/admin/chatbot/intents/${created.id}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/admin/chatbot/intents/${created.id}`)).statusCode).toBe(404);
    expect(
      Object.keys(fieldErrors(await api('GET', '/api/admin/chatbot/intents/not-a-uuid'))),
    ).toEqual(['id']);
  });

  it('refuses bad intents with a field map', async () => {
    const base = { name: 'valid_name', utterances: ['a question'], answers: ['an answer'] };
    const create = (body: unknown) => api('POST', '/api/admin/chatbot/intents', body);
    expect(Object.keys(fieldErrors(await create({ ...base, name: 'has spaces' })))).toEqual([
      'name',
    ]);
    expect(Object.keys(fieldErrors(await create({ ...base, name: 'fallback' })))).toEqual(['name']);
    expect(Object.keys(fieldErrors(await create({ ...base, utterances: [] })))).toEqual([
      'utterances',
    ]);
    expect(Object.keys(fieldErrors(await create({ ...base, utterances: ['  '] })))).toEqual([
      'utterances.0',
    ]);
    expect(Object.keys(fieldErrors(await create({ ...base, answers: [] })))).toEqual(['answers']);
    expect(fieldErrors(await create({ ...base, answers: ['Call {{phone}} now'] }))).toEqual({
      'answers.0': [expect.stringContaining('Unknown placeholder {{phone}}')],
    });
    expect(fieldErrors(await create({ ...base, color: 'red' }))).toEqual({
      color: ['Unknown field'],
    });
    const first = (await ok<Intent[]>('GET', '/api/admin/chatbot/intents?pageSize=1'))[0]!;
    expect(fieldErrors(await api('PATCH', `/api/admin/chatbot/intents/${first.id}`, {}))).toEqual({
      body: ['Nothing to update'],
    });
  });

  it('exports and imports the set: replace round trip, merge, and validation', async () => {
    const exported = await ok<FileEntry[]>('GET', '/api/admin/chatbot/intents/export?_t=1');
    expect(exported).toHaveLength(seedIntents.length);
    expect(Object.keys(exported[0]!).sort()).toEqual(['answers', 'enabled', 'name', 'utterances']);

    const edited = exported
      .slice(1)
      .map((intent, i) => (i === 0 ? { ...intent, answers: ['Edited answer.'] } : intent));
    const replaced = await ok<{ created: number; updated: number; deleted: number; total: number }>(
      'POST',
      '/api/admin/chatbot/intents/import',
      { mode: 'replace', intents: edited },
    );
    expect(replaced).toEqual({
      mode: 'replace',
      created: 0,
      updated: exported.length - 1,
      deleted: 1,
      total: exported.length - 1,
    });
    expect(await ok<FileEntry[]>('GET', '/api/admin/chatbot/intents/export')).toEqual(edited);

    const merged = await ok('POST', '/api/admin/chatbot/intents/import', {
      intents: [exported[0], exported[1]],
    });
    expect(merged).toEqual({
      mode: 'merge',
      created: 1,
      updated: 1,
      deleted: 0,
      total: exported.length,
    });
    expect(await ok<FileEntry[]>('GET', '/api/admin/chatbot/intents/export')).toEqual(exported);

    // A bad file changes nothing and says where the problem is.
    const twice = await api('POST', '/api/admin/chatbot/intents/import', {
      mode: 'replace',
      intents: [exported[0], exported[0]],
    });
    expect(Object.keys(fieldErrors(twice))).toEqual(['intents.1.name']);
    const badEntry = await api('POST', '/api/admin/chatbot/intents/import', {
      mode: 'replace',
      intents: [{ name: 'x', utterances: [], answers: ['a'] }],
    });
    expect(Object.keys(fieldErrors(badEntry))).toEqual(['intents.0.utterances']);
    expect(
      Object.keys(
        fieldErrors(
          await api('POST', '/api/admin/chatbot/intents/import', {
            mode: 'everything',
            intents: exported,
          }),
        ),
      ),
    ).toEqual(['mode']);
    expect(await ok<FileEntry[]>('GET', '/api/admin/chatbot/intents/export')).toEqual(exported);
  });
});

describe('training, status and trying a sentence', () => {
  it('reports the seeded model, trains a new version and says who trained it', async () => {
    const before = await ok<{
      model: Training;
      intents: { total: number; enabled: number };
      utterances: number;
      changedSinceTraining: boolean;
      threshold: number;
    }>('GET', '/api/admin/chatbot/status?_t=1');
    expect(before.model).toMatchObject({ trainedBy: null, intents: seedIntents.length });
    expect(before.threshold).toBe(DEFAULT_CHAT_SETTINGS.threshold);

    const started = performance.now();
    const trained = await ok<Training>('POST', '/api/admin/chatbot/train');
    const requestMs = performance.now() - started;
    expect(trained.version).toBeGreaterThan(before.model.version);
    expect(trained).toMatchObject({
      intents: before.intents.enabled,
      utterances: before.utterances,
      trainedBy: { id: adminId },
    });
    // The time of this training: some work on the whole seed, and within the request's own time.
    expect(Number.isInteger(trained.trainingMs)).toBe(true);
    expect(trained.trainingMs).toBeGreaterThan(0);
    expect(trained.trainingMs).toBeLessThanOrEqual(Math.ceil(requestMs));
    expect(trained.accuracy).toBeGreaterThan(0.5);
    expect(trained.accuracy).toBeLessThanOrEqual(1);

    const after = await ok<{ model: Training; changedSinceTraining: boolean }>(
      'GET',
      '/api/admin/chatbot/status',
    );
    expect(after.model).toEqual(trained);
    expect(after.changedSinceTraining).toBe(false);

    const some = (await ok<Intent[]>('GET', '/api/admin/chatbot/intents?q=greeting'))[0]!;
    await ok('PATCH', `/api/admin/chatbot/intents/${some.id}`, {
      utterances: [...some.utterances, 'hi hi hi'],
    });
    expect(
      (await ok<{ changedSinceTraining: boolean }>('GET', '/api/admin/chatbot/status'))
        .changedSinceTraining,
    ).toBe(true);
  });

  it('shows the top three intents and the answer that would be sent, without logging it', async () => {
    const before = json<{ meta: { total: number } }>(
      await api('GET', '/api/admin/chatbot/conversations'),
    ).meta.total;
    const openBefore = (await ok<{ open: number }>('GET', '/api/admin/chatbot/unanswered/count'))
      .open;
    const tried = await ok<{
      predictions: { intent: string; confidence: number }[];
      answer: Reply;
      threshold: number;
      version: number;
    }>('POST', '/api/admin/chatbot/try', { text: 'how much does it cost' });
    expect(tried.predictions).toHaveLength(3);
    expect(tried.predictions[0]!.intent).toBe('pricing');
    const confidences = tried.predictions.map((p) => p.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    expect(tried.answer).toMatchObject({ intent: 'pricing', confidence: confidences[0] });
    expect(tried.answer.response).toContain('$14.99');

    const handover = await ok<{ answer: Reply }>('POST', '/api/admin/chatbot/try', {
      text: 'let me talk to a real person',
    });
    expect(handover.answer).toMatchObject({ intent: 'talk_to_human', handover: 'awaiting_email' });
    const unsure = await ok<{ answer: Reply }>('POST', '/api/admin/chatbot/try', {
      text: 'what is the best banana bread recipe',
    });
    expect(unsure.answer).toMatchObject({ intent: 'fallback', handover: 'offered' });

    expect(
      json<{ meta: { total: number } }>(await api('GET', '/api/admin/chatbot/conversations')).meta
        .total,
    ).toBe(before);
    expect((await ok<{ open: number }>('GET', '/api/admin/chatbot/unanswered/count')).open).toBe(
      openBefore,
    );
    expect(
      Object.keys(fieldErrors(await api('POST', '/api/admin/chatbot/try', { text: ' ' }))),
    ).toEqual(['text']);
  });

  it('training with nothing enabled is refused; a disabled intent is never answered', async () => {
    const pricing = (await ok<Intent[]>('GET', '/api/admin/chatbot/intents?q=pricing')).find(
      (i) => i.name === 'pricing',
    )!;
    await ok('PATCH', `/api/admin/chatbot/intents/${pricing.id}`, { enabled: false });
    try {
      const reply = await chat('how much does it cost');
      expect(reply.intent).not.toBe('pricing');
    } finally {
      await ok('PATCH', `/api/admin/chatbot/intents/${pricing.id}`, { enabled: true });
    }
    expect((await chat('how much does it cost')).intent).toBe('pricing');

    const everything = await ok<FileEntry[]>('GET', '/api/admin/chatbot/intents/export');
    await ok('POST', '/api/admin/chatbot/intents/import', {
      mode: 'merge',
      intents: everything.map((i) => ({ ...i, enabled: false })),
    });
    try {
      const refused = await api('POST', '/api/admin/chatbot/train');
      expect(refused.statusCode).toBe(422);
      expect(json<ErrorAnswer>(refused).errors).toEqual({
        intents: ['Enable at least one intent with example sentences before training'],
      });
      // The model is still there, but with every intent off there is nothing it may answer.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chatbot/process-message',
        remoteAddress: '10.1.9.9',
        payload: { message: 'hello', sessionId: 'all-off', sessionSecret },
      });
      expect(res.statusCode).toBe(503);
      expect(json(res)).toEqual({ success: false, message: 'No active training data' });
    } finally {
      await ok('POST', '/api/admin/chatbot/intents/import', { mode: 'merge', intents: everything });
    }
    expect((await chat('hello')).intent).toBe('greeting');
  });
});

describe('unanswered questions', () => {
  it('the admin fixes an unanswered question and the assistant answers it right after retraining', async () => {
    const question = 'do you have a lifetime membership with a one off payment';
    const before = await chat(question);
    expect(before.intent).toBe('fallback');

    const count = await ok<{ open: number }>('GET', '/api/admin/chatbot/unanswered/count?_t=1');
    expect(count.open).toBeGreaterThanOrEqual(1);
    const open = await ok<Unanswered[]>('GET', '/api/admin/chatbot/unanswered');
    const item = open.find((q) => q.text === question)!;
    expect(item).toMatchObject({ status: 'open', occurrences: 1 });

    const fixed = await ok<{ unanswered: Unanswered; intent: Intent }>(
      'POST',
      `/api/admin/chatbot/unanswered/${item.id}/add-to-intent`,
      {
        newIntent: {
          name: 'lifetime_plan',
          answers: [
            'We have no lifetime plan; the 12-month packages are the best value: {{packages}}',
          ],
          utterances: ['is there a lifetime subscription'],
        },
      },
    );
    expect(fixed.unanswered).toMatchObject({ status: 'added', intentId: fixed.intent.id });
    expect(fixed.intent).toMatchObject({
      name: 'lifetime_plan',
      utterances: [question, 'is there a lifetime subscription'],
      enabled: true,
    });

    // Not answered until the model is retrained...
    expect((await chat(question)).intent).toBe('fallback');
    await ok('POST', '/api/admin/chatbot/train');
    // ...and right after it.
    const after = await chat(question);
    expect(after.intent).toBe('lifetime_plan');
    expect(after.response).toContain('Essentials — $14.99/month');

    const again = await api('POST', `/api/admin/chatbot/unanswered/${item.id}/add-to-intent`, {
      intentId: fixed.intent.id,
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await ok<Unanswered[]>('GET', '/api/admin/chatbot/unanswered?status=added')).map(
        (q) => q.id,
      ),
    ).toContain(item.id);
  });

  it('adds a question to an existing intent, or dismisses it', async () => {
    for (const question of [
      'my telly shows a weird rainbow stripe pattern',
      'can my parrot order a pizza',
      'which crayons are best for drawing dinosaurs',
    ]) {
      expect((await chat(question)).intent, question).toBe('fallback');
    }
    const open = await ok<Unanswered[]>('GET', '/api/admin/chatbot/unanswered?status=open');
    const stripe = open.find((q) => q.text.startsWith('my telly'))!;
    const parrot = open.find((q) => q.text.startsWith('can my parrot'))!;

    const target = (await ok<Intent[]>('GET', '/api/admin/chatbot/intents?q=video_quality'))[0]!;
    const added = await ok<{ intent: Intent }>(
      'POST',
      `/api/admin/chatbot/unanswered/${stripe.id}/add-to-intent`,
      { intentId: target.id },
    );
    expect(added.intent.utterances.at(-1)).toBe(stripe.text);
    expect(added.intent.utterances).toHaveLength(target.utterances.length + 1);

    const dismissed = await ok<Unanswered>(
      'POST',
      `/api/admin/chatbot/unanswered/${parrot.id}/dismiss`,
    );
    expect(dismissed.status).toBe('dismissed');
    expect(
      (await api('POST', `/api/admin/chatbot/unanswered/${parrot.id}/dismiss`)).statusCode,
    ).toBe(409);
    expect(
      (
        await api(
          'POST',
          '/api/admin/chatbot/unanswered/00000000-0000-4000-8000-000000000009/dismiss',
        )
      ).statusCode,
    ).toBe(404);

    const crayons = (await ok<Unanswered[]>('GET', '/api/admin/chatbot/unanswered')).find((q) =>
      q.text.startsWith('which crayons'),
    )!;
    const unknownIntent = await api(
      'POST',
      `/api/admin/chatbot/unanswered/${crayons.id}/add-to-intent`,
      { intentId: '00000000-0000-4000-8000-000000000009' },
    );
    expect(unknownIntent.statusCode).toBe(404);
    const taken = await api('POST', `/api/admin/chatbot/unanswered/${crayons.id}/add-to-intent`, {
      newIntent: { name: 'greeting', answers: ['Hi'] },
    });
    expect(taken.statusCode).toBe(409);
    expect(json<ErrorAnswer>(taken).errors).toEqual({
      'newIntent.name': ['An intent with this name already exists'],
    });
    expect(
      fieldErrors(
        await api('POST', `/api/admin/chatbot/unanswered/${crayons.id}/add-to-intent`, {}),
      ),
    ).not.toEqual({});
    // Nothing above closed it.
    expect(
      (await ok<Unanswered[]>('GET', '/api/admin/chatbot/unanswered')).map((q) => q.id),
    ).toContain(crayons.id);
  });
});

describe('settings and the conversation log', () => {
  it('reads and changes the threshold and fallback message, and the assistant follows', async () => {
    expect(await ok('GET', '/api/admin/chatbot/settings?_t=1')).toMatchObject(
      DEFAULT_CHAT_SETTINGS,
    );
    expect(
      Object.keys(
        fieldErrors(await api('PATCH', '/api/admin/chatbot/settings', { threshold: 1.5 })),
      ),
    ).toEqual(['threshold']);
    expect(
      Object.keys(
        fieldErrors(await api('PATCH', '/api/admin/chatbot/settings', { fallbackMessage: '  ' })),
      ),
    ).toEqual(['fallbackMessage']);

    const strict = await ok<{ threshold: number; fallbackMessage: string }>(
      'PATCH',
      '/api/admin/chatbot/settings',
      { threshold: 1, fallbackMessage: 'Ask a person!' },
    );
    expect(strict).toMatchObject({ threshold: 1, fallbackMessage: 'Ask a person!' });
    try {
      expect(await chat('hello')).toMatchObject({ intent: 'fallback', response: 'Ask a person!' });
    } finally {
      await ok('PATCH', '/api/admin/chatbot/settings', DEFAULT_CHAT_SETTINGS);
    }
    expect((await chat('hello')).intent).toBe('greeting');
  });

  it('filters conversations by session, intent, low confidence and date', async () => {
    const session = `log-${Date.now()}`;
    await chat('is there a free trial', session);
    await chat('what is the best banana bread recipe', session);
    const list = (query: string) =>
      ok<
        {
          sessionId: string;
          lowestConfidence: number | null;
          messageCount: number;
          lastMessage: string;
        }[]
      >('GET', `/api/admin/chatbot/conversations?${query}`);

    const [mine] = await list(`sessionId=${session}`);
    expect(mine).toMatchObject({
      sessionId: session,
      messageCount: 4,
      lastMessage: DEFAULT_CHAT_SETTINGS.fallbackMessage,
    });
    expect(mine!.lowestConfidence).toBeLessThan(DEFAULT_CHAT_SETTINGS.threshold);

    expect((await list('intent=free_trial&pageSize=100')).map((c) => c.sessionId)).toContain(
      session,
    );
    expect((await list('intent=refunds&pageSize=100')).map((c) => c.sessionId)).not.toContain(
      session,
    );
    const low = await list('lowConfidence=true&pageSize=100');
    expect(low.map((c) => c.sessionId)).toContain(session);
    expect(low.every((c) => (c.lowestConfidence ?? 1) < DEFAULT_CHAT_SETTINGS.threshold)).toBe(
      true,
    );

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect(await list(`from=${encodeURIComponent(future)}`)).toEqual([]);
    expect(
      await list(
        `from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}&sessionId=${session}`,
      ),
    ).toHaveLength(1);
    expect(
      Object.keys(fieldErrors(await api('GET', '/api/admin/chatbot/conversations?from=yesterday'))),
    ).toEqual(['from']);
    expect(
      Object.keys(
        fieldErrors(await api('GET', '/api/admin/chatbot/conversations?lowConfidence=maybe')),
      ),
    ).toEqual(['lowConfidence']);
    expect(
      (await api('GET', '/api/admin/chatbot/conversations/00000000-0000-4000-8000-000000000009'))
        .statusCode,
    ).toBe(404);
  });
});
