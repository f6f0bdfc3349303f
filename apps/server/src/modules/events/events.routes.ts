import {
  UpcomingEventsAnswerSchema,
  UpcomingEventsQuerySchema,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createEventsRepository } from './events.repository.ts';

/** The live sports schedule on the home page. */
export async function publicEventsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createEventsRepository(app.db);

  r.get(
    '/events/upcoming',
    {
      schema: {
        tags: ['events'],
        querystring: UpcomingEventsQuerySchema,
        response: { 200: UpcomingEventsAnswerSchema, ...errorAnswers(422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await repo.listUpcoming(request.query.limit),
    }),
  );
}
