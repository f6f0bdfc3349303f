import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/test-app.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';

// Issue 23: the chat assistant says how this installation takes payment. The card is offered
// only where checkout offers it (both Stripe keys set, config.stripe); the ways by hand always.

type Reply = { response: string; intent: string | null };
let visitors = 0;

function askWith(app: () => FastifyInstance) {
  return async (message: string): Promise<Reply> => {
    visitors += 1;
    const res = await app().inject({
      method: 'POST',
      url: '/api/chatbot/process-message',
      remoteAddress: `10.23.0.${visitors}`,
      payload: {
        message,
        sessionId: `payments-${Date.now()}-${visitors}`,
        sessionSecret: randomBytes(32).toString('base64url'),
        userId: null,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ data: Reply }>(res).data;
  };
}

describe('without card payments (no Stripe keys, the default)', () => {
  const t = useTestApp();
  const ask = askWith(() => t.app);

  it('names the ways by hand and says the card is not offered on the site', async () => {
    const reply = await ask('what payment methods do you accept');
    expect(reply.intent).toBe('payment_methods');
    expect(reply.response).toContain(
      "You can pay by bank transfer, at a card terminal or in cash at a reseller, quoting your order number (card payment on the site isn't offered).",
    );
    expect(reply.response).not.toContain('by card online');
    expect(reply.response).toContain('[Packages](/packages)');
    expect(reply.response).not.toMatch(/\{\{|\}\}/);
  });

  it('tells where the invoice and a refund’s credit note are', async () => {
    const invoice = await ask('where can i download my invoice');
    expect(invoice.intent).toBe('invoices');
    expect(invoice.response).toContain('Download invoice');
    expect(invoice.response).toContain('[My account](/account)');
    const refund = await ask('how do refunds work');
    expect(refund.intent).toBe('refunds');
    expect(refund.response).toContain('credit note');
  });
});

describe('with card payments configured', () => {
  const t = useTestApp({
    stripe: {
      secretKey: 'sk_test_chatbot',
      webhookSecret: 'whsec_chatbot',
      // Never called: the chat only reads that card payments are on.
      apiUrl: 'http://127.0.0.1:9',
    },
  });
  const ask = askWith(() => t.app);

  it('offers the card at checkout first, and the ways by hand beside it', async () => {
    const reply = await ask('can i pay by card');
    expect(reply.intent).toBe('payment_methods');
    expect(reply.response).toContain(
      'You can pay by card online at checkout — your package starts as soon as the payment goes through — or by bank transfer, at a card terminal or in cash at a reseller',
    );
    expect(reply.response).not.toContain("isn't offered");
    const failed = await ask('my payment failed');
    expect(failed.intent).toBe('payment_failed');
    expect(failed.response).toContain('by card online at checkout');
  });
});
