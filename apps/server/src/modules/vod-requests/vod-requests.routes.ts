import {
  ErrorBodySchema,
  SubmissionAnswerSchema,
  VodRequestBodySchema,
  vodRequestReceivedMessage,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  identifySubmitter,
  publicFormRouteOptions,
  submitterEmail,
} from '../../plugins/public-forms.ts';
import { createVodRequestsRepository } from './vod-requests.repository.ts';

const errors = { 413: ErrorBodySchema, 422: ErrorBodySchema, 429: ErrorBodySchema };

/** The `/vod-request` form: a visitor asks for a movie or series to be added. */
export async function publicVodRequestsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createVodRequestsRepository(app.db);

  r.post(
    '/vod-requests',
    {
      ...publicFormRouteOptions,
      preHandler: identifySubmitter(app),
      schema: {
        tags: ['forms'],
        body: VodRequestBodySchema,
        response: { 201: SubmissionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, ...fields } = request.body;
      const vodRequest = await repo.create({
        ...fields,
        email: submitterEmail(email, request.auth),
        userId: request.auth?.userId ?? null,
      });
      // The request is stored: a failed live notice must not turn it into an error.
      await app.notify
        .admins({
          type: 'vod_request',
          title: 'New VOD request',
          message: `${vodRequest.title} (${vodRequest.type}${vodRequest.year ? `, ${vodRequest.year}` : ''})`,
          link: '/admin/vod-requests',
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'notify admins failed'));
      return reply.code(201).send({
        success: true as const,
        data: {
          _id: vodRequest.id,
          id: vodRequest.id,
          message: vodRequestReceivedMessage(vodRequest.title),
        },
      });
    },
  );
}
