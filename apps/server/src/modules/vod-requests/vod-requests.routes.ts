import { VodRequestBodySchema, vodRequestReceivedMessage } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { publicFormRoute } from '../../plugins/public-forms.ts';
import { createVodRequestsRepository } from './vod-requests.repository.ts';

/** The `/vod-request` form: a visitor asks for a movie or series to be added. */
export async function publicVodRequestsRoutes(app: FastifyInstance) {
  const repo = createVodRequestsRepository(app.db);
  publicFormRoute(app, {
    url: '/vod-requests',
    body: VodRequestBodySchema,
    save: (fields, submitter) => repo.create({ ...fields, ...submitter }),
    notice: (request) => ({
      type: 'vod_request',
      title: 'New VOD request',
      message: `${request.title} (${request.type}${request.year ? `, ${request.year}` : ''})`,
      link: '/admin/vod-requests',
    }),
    receipt: (request) => vodRequestReceivedMessage(request.title),
  });
}
