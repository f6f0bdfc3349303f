import {
  AdminOrderAnswerSchema,
  IdParamsSchema,
  RefundOrderBodySchema,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { refundOrder } from './refund.service.ts';
import type { CardProcessor } from './stripe-client.ts';

/**
 * `POST /api/admin/orders/:id/refund`: a card payment goes back through the card processor;
 * any other is recorded as refunded by hand. Registered inside the admin scope, whose hook has
 * already checked the role.
 */
export async function adminRefundRoutes(
  app: FastifyInstance,
  options: { card: CardProcessor | null },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const orders = createOrdersRepository(app.db);

  r.post(
    '/orders/:id/refund',
    {
      schema: {
        tags: ['admin: orders'],
        params: IdParamsSchema,
        body: RefundOrderBodySchema,
        response: { 200: AdminOrderAnswerSchema, ...errorAnswers(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      await refundOrder(app, options.card, {
        id: request.params.id,
        actorId: request.auth!.userId,
        ...request.body,
      });
      return { success: true as const, data: (await orders.adminGet(request.params.id))! };
    },
  );
}
