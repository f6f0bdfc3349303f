import { CacheBustSchema, ErrorBodySchema, HealthAnswerSchema } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unavailable } from '../../plugins/http-errors.ts';

export async function healthRoutes(app: FastifyInstance, options: { version: string }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        querystring: CacheBustSchema,
        response: { 200: HealthAnswerSchema, 503: ErrorBodySchema },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch {
        throw unavailable('Database unreachable');
      }
      return {
        success: true as const,
        data: { status: 'ok' as const, version: options.version, database: 'up' as const },
      };
    },
  );
}
