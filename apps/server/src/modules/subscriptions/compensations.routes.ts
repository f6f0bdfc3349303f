import {
  CompensationAnswerSchema,
  CompensationListAnswerSchema,
  CompensationsQuerySchema,
  ExtendSubscriptionsAnswerSchema,
  ExtendSubscriptionsBodySchema,
  IdParamsSchema,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { extendSubscriptions, undoCompensation } from './compensation.service.ts';
import { compensationView, createCompensationsRepository } from './compensations.repository.ts';

/** Orders → "Extend subscriptions": time given to everyone an outage hit, and its undo. */
export async function adminCompensationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorAnswers(401, 403, 404, 409, 422);
  const tags = ['admin: renewals'];

  r.post(
    '/subscriptions/extend',
    {
      schema: {
        tags,
        body: ExtendSubscriptionsBodySchema,
        response: { 200: ExtendSubscriptionsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await extendSubscriptions(app, request.body, request.auth!.userId),
    }),
  );

  r.get(
    '/subscriptions/compensations',
    {
      schema: {
        tags,
        querystring: CompensationsQuerySchema,
        response: { 200: CompensationListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await createCompensationsRepository(app.db).page(page, pageSize);
      return {
        success: true as const,
        data: items.map((row) => compensationView(row.compensation, row.by)),
        meta: { page, pageSize, total },
      };
    },
  );

  r.post(
    '/subscriptions/compensations/:id/undo',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: CompensationAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await undoCompensation(app, request.params.id, request.auth!.userId),
    }),
  );
}
