import {
  CARD_PAYMENTS_OFF_MESSAGE,
  CheckoutUrlAnswerSchema,
  IdParamsSchema,
  ORDER_PLACING_RATE_LIMIT,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../plugins/http-errors.ts';
import { routeRateLimit } from '../../lib/route-rate-limit.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { openCheckout } from './checkout.service.ts';
import type { CardProcessor } from './stripe-client.ts';

/**
 * `POST /api/orders/:id/checkout`: the card processor's page for the caller's own pending card
 * order, again (its session is still open) or anew (it expired, or could not be opened when the
 * order was placed). Another customer's order is not found; without the Stripe keys, 409.
 */
export async function checkoutRoutes(
  app: FastifyInstance,
  options: { card: CardProcessor | null },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const orders = createOrdersRepository(app.db);
  app.addHook('onRequest', app.authenticate);

  r.post(
    '/orders/:id/checkout',
    {
      config: routeRateLimit(ORDER_PLACING_RATE_LIMIT),
      schema: {
        tags: ['orders'],
        params: IdParamsSchema,
        response: { 200: CheckoutUrlAnswerSchema, ...errorAnswers(401, 404, 409, 429, 503) },
      },
    },
    async (request) => {
      const order = await orders.row(request.params.id);
      if (!order || order.userId !== request.auth!.userId) throw notFound('Order not found');
      if (!options.card) throw conflict(CARD_PAYMENTS_OFF_MESSAGE);
      const checkoutUrl = await openCheckout(app, options.card, order);
      return { success: true as const, data: { checkoutUrl } };
    },
  );
}
