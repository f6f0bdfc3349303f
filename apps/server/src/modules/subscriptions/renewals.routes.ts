import {
  ExtendSubscriptionBodySchema,
  RenewalAnswerSchema,
  RenewalListAnswerSchema,
  RenewalListQuerySchema,
  RenewalParamsSchema,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { extendSubscription, remindNow } from './renewals.service.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';

/** Registered inside the admin scope, whose hook has already checked the role. */
export async function adminRenewalsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createSubscriptionsRepository(app.db);
  const errors = errorAnswers(401, 403, 404, 409, 422);
  const tags = ['admin: renewals'];

  r.get(
    '/renewals',
    {
      schema: {
        tags,
        querystring: RenewalListQuerySchema,
        response: { 200: RenewalListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await repo.list(request.query, new Date());
      const { page, pageSize } = request.query;
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.post(
    '/renewals/:orderId/remind',
    {
      schema: {
        tags,
        params: RenewalParamsSchema,
        response: { 200: RenewalAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await remindNow(app, {
        orderId: request.params.orderId,
        actorId: request.auth!.userId,
      }),
    }),
  );

  r.post(
    '/renewals/:orderId/extend',
    {
      schema: {
        tags,
        params: RenewalParamsSchema,
        body: ExtendSubscriptionBodySchema,
        response: { 200: RenewalAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await extendSubscription(app, {
        orderId: request.params.orderId,
        actorId: request.auth!.userId,
        months: request.body.months,
      }),
    }),
  );
}
