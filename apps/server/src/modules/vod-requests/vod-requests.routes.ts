import {
  ErrorBodySchema,
  SubmissionAnswerSchema,
  VodRequestBodySchema,
  vodRequestReceivedMessage,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicFormRouteOptions, submitterEmail } from '../../plugins/public-forms.ts';
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
      preHandler: app.identify,
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
      await app.notify.adminsAfterSave({
        type: 'vod_request',
        title: 'New VOD request',
        message: `${vodRequest.title} (${vodRequest.type}${vodRequest.year ? `, ${vodRequest.year}` : ''})`,
        link: '/admin/vod-requests',
      });
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
