import { errorAnswers, StoredImageQuerySchema } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/http-errors.ts';
import { sendStoredImage } from '../../plugins/stored-images.ts';
import { createHeroRepository } from './hero.repository.ts';

/** The hero background kept in the database; its URL comes from `GET /api/site`. */
export async function publicHeroRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createHeroRepository(app.db);

  r.get(
    '/hero/image',
    {
      schema: {
        tags: ['site'],
        querystring: StoredImageQuerySchema,
        response: errorAnswers(404),
      },
    },
    async (request, reply) => {
      const image = await repo.findActiveImage();
      if (!image) throw notFound('No hero image has been uploaded');
      return sendStoredImage(request, reply, image, request.query.v);
    },
  );
}
