import { CardWebhookAnswerSchema, errorAnswers } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { badRequest, notFound } from '../../plugins/http-errors.ts';
import { handleCardEvent } from './card-events.ts';
import type { CardProcessor } from './stripe-client.ts';

/** Stripe's events are a few kilobytes; a checkout session with many items stays far below. */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * `POST /api/payments/stripe/webhook`: the card processor's events. The signature is checked
 * on the bytes as they arrived (the SDK's `constructEvent`, which also refuses a timestamp
 * older than five minutes, i.e. a replayed delivery), so this scope reads every body raw.
 * Without the Stripe keys there is nothing here (404).
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  options: { card: CardProcessor | null },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Encapsulated: only this scope's routes get the raw bytes; the API's JSON parser is elsewhere.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  r.post(
    '/payments/stripe/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      schema: {
        tags: ['payments'],
        summary: "Stripe's events (signed with STRIPE_WEBHOOK_SECRET)",
        response: { 200: CardWebhookAnswerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const card = options.card;
      if (!card) throw notFound('Card payments are not set up on this server');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw badRequest('Missing Stripe-Signature header');
      }
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('Missing event body');
      let event: Stripe.Event;
      try {
        event = card.stripe.webhooks.constructEvent(body, signature, card.webhookSecret);
      } catch {
        throw badRequest('The Stripe signature does not match this event, or it is too old');
      }
      const outcome = await handleCardEvent(app, event);
      return {
        success: true as const,
        data: { received: true as const, replayed: outcome === 'replayed' },
      };
    },
  );
}
