import {
  CacheBustSchema,
  IdParamsSchema,
  VodRequestBodySchema,
  VodRequestDetailAnswerSchema,
  VodRequestListAnswerSchema,
  VodRequestListQuerySchema,
  VodRequestUpdateBodySchema,
  errorAnswers,
  vodRequestApprovedMessage,
  vodRequestAvailableMessage,
  vodRequestReceivedMessage,
  vodRequestRejectedMessage,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/http-errors.ts';
import { publicFormRoute } from '../../plugins/public-forms.ts';
import { createVodRequestsRepository, type RequestOutcome } from './vod-requests.repository.ts';
import { changeVodRequest, requestTitle } from './vod-requests.service.ts';

const NOT_FOUND = 'VOD request not found';

/** The line a visitor reads: a title already decided on says so at once (decision 030). */
function receipt({ request }: RequestOutcome): string {
  if (request.status === 'added') return vodRequestAvailableMessage(request.title);
  if (request.status === 'approved') return vodRequestApprovedMessage(request.title);
  if (request.status === 'rejected') return vodRequestRejectedMessage(request.title);
  return vodRequestReceivedMessage(request.title);
}

const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);

/** The `/vod-request` form: a visitor asks for a movie or series to be added. */
export async function publicVodRequestsRoutes(app: FastifyInstance) {
  publicFormRoute<typeof VodRequestBodySchema, RequestOutcome & { id: string }>(app, {
    url: '/vod-requests',
    body: VodRequestBodySchema,
    save: async (fields, submitter) => {
      const outcome = await requestTitle(app, { ...fields, ...submitter });
      return { id: outcome.request.id, ...outcome };
    },
    notice: ({ request, created }) => ({
      type: 'vod_request',
      title: created ? 'New VOD request' : 'VOD request asked for again',
      message: `${request.title} (${request.type}${request.year ? `, ${request.year}` : ''})${
        created ? '' : `: asked for by ${people(request.requesterCount)}`
      }`,
      link: `/admin/vod-requests?request=${request.id}`,
    }),
    receipt,
  });
}

/** Registered inside the admin scope, whose hook has already checked the role. */
export async function adminVodRequestsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createVodRequestsRepository(app.db);
  const errors = errorAnswers(401, 403, 404, 422);

  r.get(
    '/vod-requests',
    {
      schema: {
        tags: ['admin: VOD requests'],
        querystring: VodRequestListQuerySchema,
        response: { 200: VodRequestListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await repo.list(request.query);
      const { page, pageSize } = request.query;
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.get(
    '/vod-requests/:id',
    {
      schema: {
        tags: ['admin: VOD requests'],
        params: IdParamsSchema,
        querystring: CacheBustSchema,
        response: { 200: VodRequestDetailAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await repo.detail(request.params.id);
      if (!detail) throw notFound(NOT_FOUND);
      return { success: true as const, data: detail };
    },
  );

  r.patch(
    '/vod-requests/:id',
    {
      schema: {
        tags: ['admin: VOD requests'],
        params: IdParamsSchema,
        body: VodRequestUpdateBodySchema,
        response: { 200: VodRequestDetailAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await changeVodRequest(app, {
        id: request.params.id,
        actorId: request.auth!.userId,
        ...request.body,
      });
      return { success: true as const, data: (await repo.detail(request.params.id))! };
    },
  );
}
