import {
  CacheBustSchema,
  CustomerQueryAnswerSchema,
  CustomerQueryListAnswerSchema,
  CustomerQueryListQuerySchema,
  IdParamsSchema,
  QueryReplyBodySchema,
  errorAnswers,
  QUERY_REPLY_RATE_LIMIT,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { announceRecordChange } from '../../plugins/realtime/index.ts';
import { createQueriesRepository } from './queries.repository.ts';
import { announceCustomerAnswer } from './queries.service.ts';
import { routeRateLimit } from '../../lib/route-rate-limit.ts';

// Someone else's query answers exactly like one that does not exist.
const NOT_FOUND = 'Query not found';

/** "Your questions" on /account: a signed-in customer reads their queries and answers back. */
export async function accountQueriesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createQueriesRepository(app.db);
  const errors = errorAnswers(401, 404, 422);
  const tags = ['account: questions'];
  app.addHook('onRequest', app.authenticate);

  r.get(
    '/account/queries',
    {
      schema: {
        tags,
        querystring: CustomerQueryListQuerySchema,
        response: { 200: CustomerQueryListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await repo.ownedBy(request.auth!.userId, { page, pageSize });
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.get(
    '/account/queries/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CacheBustSchema,
        response: { 200: CustomerQueryAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const query = await repo.ownedQuery(request.auth!.userId, request.params.id);
      if (!query) throw notFound(NOT_FOUND);
      return { success: true as const, data: query };
    },
  );

  r.post(
    '/account/queries/:id/messages',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: QueryReplyBodySchema,
        response: { 201: CustomerQueryAnswerSchema, ...errors },
      },
      config: routeRateLimit(QUERY_REPLY_RATE_LIMIT),
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      const { id } = request.params;
      const { query, data } = await inTransaction(app.db, async (tx) => {
        const txRepo = createQueriesRepository(tx);
        const row = await txRepo.lock(id);
        if (!row || row.userId !== userId) throw notFound(NOT_FOUND);
        await txRepo.addMessage(id, {
          author: 'customer',
          authorId: null,
          body: request.body.body,
        });
        // The customer has more to say: the query is the team's to answer again.
        await txRepo.update(id, { status: 'open' });
        return { query: row, data: (await txRepo.ownedQuery(userId, id))! };
      });
      announceRecordChange(app, 'query', id);
      await announceCustomerAnswer(app, query, request.body.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );
}
