import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, json } from '../../testing/test-app.ts';
import { useTestCluster } from '../../testing/test-cluster.ts';

/** Two instances sharing PostgreSQL and Redis; fails (never skips) when either is missing. */
const cluster = useTestCluster();

async function intentOn(app: FastifyInstance, message: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chatbot/process-message',
    payload: {
      message,
      sessionId: `cluster-${Date.now()}`,
      sessionSecret: randomBytes(32).toString('base64url'),
      userId: null,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { intent: string } }>(res).data.intent;
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
