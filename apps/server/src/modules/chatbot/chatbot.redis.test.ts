import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { services } from '../../db/schema/index.ts';
import { PUBLIC_CACHE_TTL_MS } from '../../plugins/public-caches.ts';
import { bearer, json } from '../../testing/test-app.ts';
import { useTestCluster } from '../../testing/test-cluster.ts';

/** Two instances sharing PostgreSQL and Redis; fails (never skips) when either is missing. */
const cluster = useTestCluster();

/** A visitor's address of its own: the chat's per-address quota lives in Redis, across runs. */
const anyAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/** The first message of a new conversation (an intent's first answer), from a new visitor. */
async function replyOn(app: FastifyInstance, message: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chatbot/process-message',
    remoteAddress: anyAddress(),
    payload: {
      message,
      sessionId: `cluster-${randomUUID()}`,
      sessionSecret: randomBytes(32).toString('base64url'),
      userId: null,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { intent: string; response: string } }>(res).data;
}

const intentOn = async (app: FastifyInstance, message: string) =>
  (await replyOn(app, message)).intent;

async function asAdmin(
  app: FastifyInstance,
  method: 'GET' | 'PATCH',
  url: string,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url,
    headers: bearer(cluster.adminToken),
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: unknown }>(res).data;
}

/**
 * Saved unchanged through B, then asked on B: B's kept copy is fresh, read at the time
 * returned. Changed on A next, B's answers hold the old copy for the rest of its lifetime,
 * unless A's announcement drops it.
 */
async function freshOnB(save: [url: string, payload: object], message: string) {
  await asAdmin(cluster.b, 'PATCH', ...save);
  const warmedAt = Date.now();
  return { warmedAt, reply: await replyOn(cluster.b, message) };
}

/** B's answers to `message` until `changed` holds, while the copy B read at `warmedAt` lives. */
async function nextOnB(
  message: string,
  warmedAt: number,
  changed: (reply: { intent: string; response: string }) => boolean,
) {
  let reply = await replyOn(cluster.b, message);
  while (!changed(reply) && Date.now() - warmedAt < 2_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    reply = await replyOn(cluster.b, message);
  }
  expect(Date.now() - warmedAt).toBeLessThan(PUBLIC_CACHE_TTL_MS);
  return reply;
}

describe('two instances over Redis', () => {
  it('a model trained on A is used by B at once, without a restart', async () => {
    const question = 'do you sell gift cards for birthdays';
    // B loads and caches the seeded model.
    expect(await intentOn(cluster.b, question)).toBe('fallback');

    const created = await cluster.a.inject({
      method: 'POST',
      url: '/api/admin/chatbot/intents',
      headers: bearer(cluster.adminToken),
      payload: {
        name: 'gift_cards',
        utterances: [question, 'can I buy a gift card', 'gift subscription for a friend'],
        answers: ['Gift cards are coming soon!'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const trained = await cluster.a.inject({
      method: 'POST',
      url: '/api/admin/chatbot/train',
      headers: bearer(cluster.adminToken),
    });
    expect(trained.statusCode, trained.body).toBe(200);

    // Well inside B's 5-second safety-net check: only the retrain event can explain it.
    const deadline = Date.now() + 2_000;
    let intent = await intentOn(cluster.b, question);
    while (intent !== 'gift_cards' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      intent = await intentOn(cluster.b, question);
    }
    expect(intent).toBe('gift_cards');
  });
});

describe("an admin's change on A is in B's next answer", () => {
  it("an intent's answers", async () => {
    const question = 'how much does it cost';
    const [pricing] = (await asAdmin(cluster.a, 'GET', '/api/admin/chatbot/intents?q=pricing')) as {
      id: string;
      name: string;
      answers: string[];
    }[];
    expect(pricing?.name).toBe('pricing');
    const url = `/api/admin/chatbot/intents/${pricing!.id}`;
    const { warmedAt, reply: before } = await freshOnB(
      [url, { answers: pricing!.answers }],
      question,
    );
    expect(before.response).toContain('Plans start at');

    await asAdmin(cluster.a, 'PATCH', url, {
      answers: ['Everything we sell starts at {{cheapest_price}}.'],
    });
    try {
      const reply = await nextOnB(question, warmedAt, (r) => r.response.startsWith('Everything'));
      expect(reply).toMatchObject({
        intent: 'pricing',
        response: 'Everything we sell starts at $14.99/month.',
      });
    } finally {
      await asAdmin(cluster.a, 'PATCH', url, { answers: pricing!.answers });
    }
  });

  it('the fallback message and the threshold', async () => {
    const question = 'how much does it cost';
    const url = '/api/admin/chatbot/settings';
    const { threshold, fallbackMessage } = (await asAdmin(cluster.a, 'GET', url)) as {
      threshold: number;
      fallbackMessage: string;
    };
    const { warmedAt, reply: before } = await freshOnB(
      [url, { threshold, fallbackMessage }],
      question,
    );
    expect(before.intent).toBe('pricing');

    // No answer is that sure: every question gets the new fallback message.
    await asAdmin(cluster.a, 'PATCH', url, {
      threshold: 1,
      fallbackMessage: 'Let me find someone who knows.',
    });
    try {
      const reply = await nextOnB(question, warmedAt, (r) => r.intent === 'fallback');
      expect(reply).toMatchObject({
        intent: 'fallback',
        response: 'Let me find someone who knows.',
      });
    } finally {
      await asAdmin(cluster.a, 'PATCH', url, { threshold, fallbackMessage });
    }
  });

  it("a package's price in the answers that quote it", async () => {
    const question = 'what are the prices';
    const [essentials] = await cluster.a.db
      .select({ id: services.id, price: services.price })
      .from(services)
      .where(eq(services.name, 'Essentials'));
    const url = `/api/admin/services/${essentials!.id}`;
    const { warmedAt, reply: before } = await freshOnB(
      [url, { price: essentials!.price }],
      question,
    );
    expect(before.response).toContain('Essentials — $14.99/month');

    await asAdmin(cluster.a, 'PATCH', url, { price: 1299 });
    try {
      const reply = await nextOnB(question, warmedAt, (r) => !r.response.includes('$14.99'));
      expect(reply.response).toContain('Essentials — $12.99/month');
    } finally {
      await asAdmin(cluster.a, 'PATCH', url, { price: essentials!.price });
    }
  });
});
