import { DashboardAnswerSchema, DashboardQuerySchema, errorAnswers } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboard } from './dashboard.service.ts';

/** Registered inside the admin scope, whose hook has already checked the role. */
export async function adminDashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin: dashboard'],
        querystring: DashboardQuerySchema,
        response: { 200: DashboardAnswerSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => ({ success: true as const, data: await dashboard(app.db, request.query) }),
  );
}
