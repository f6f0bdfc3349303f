import {
  AdminQueryDetailAnswerSchema,
  AdminQueryListAnswerSchema,
  AdminQueryListQuerySchema,
  AdminQueryUpdateBodySchema,
  CacheBustSchema,
  IdParamsSchema,
  QueryAssigneesAnswerSchema,
  QueryNoteBodySchema,
  QueryReplyBodySchema,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound, unprocessable } from '../../plugins/http-errors.ts';
import { announceRecordChange } from '../../plugins/realtime/index.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { createQueriesRepository } from './queries.repository.ts';
import { deliveryOf, notifyReply, queueReplyMail } from './queries.service.ts';

const NOT_FOUND = 'Query not found';

/** Registered inside the admin scope, whose hook has already checked the role. */
export async function adminQueriesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createQueriesRepository(app.db);
  const errors = errorAnswers(401, 403, 404, 422);
  const tags = ['admin: queries'];

  async function detail(db: Db, id: string) {
    const txRepo = createQueriesRepository(db);
    const query = await txRepo.adminQuery(id);
    const row = await txRepo.row(id);
    if (!query || !row) throw notFound(NOT_FOUND);
    const [messages, notes] = await Promise.all([txRepo.thread(row), txRepo.notes(id)]);
    return { ...query, messages, notes, delivery: deliveryOf(app, row) };
  }

  r.get(
    '/queries',
    {
      schema: {
        tags,
        querystring: AdminQueryListQuerySchema,
        response: { 200: AdminQueryListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await repo.list(request.query, request.auth!.userId);
      const { page, pageSize } = request.query;
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.get(
    '/queries/assignees',
    {
      schema: {
        tags,
        querystring: CacheBustSchema,
        response: { 200: QueryAssigneesAnswerSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await repo.admins() }),
  );

  r.get(
    '/queries/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CacheBustSchema,
        response: { 200: AdminQueryDetailAnswerSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await detail(app.db, request.params.id) }),
  );

  r.patch(
    '/queries/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: AdminQueryUpdateBodySchema,
        response: { 200: AdminQueryDetailAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, assigneeId } = request.body;
      const updated = await inTransaction(app.db, async (tx) => {
        const txRepo = createQueriesRepository(tx);
        const before = await txRepo.lock(id);
        if (!before) throw notFound(NOT_FOUND);
        if (assigneeId && !(await txRepo.isActiveAdmin(assigneeId))) {
          throw unprocessable({ assigneeId: ['Choose an active admin'] });
        }
        await txRepo.update(id, {
          ...(status !== undefined ? { status } : {}),
          ...(assigneeId !== undefined ? { assigneeId } : {}),
        });
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'query.update',
          entityType: 'query',
          entityId: id,
          before: { status: before.status, assigneeId: before.assigneeId },
          after: {
            status: status ?? before.status,
            assigneeId: assigneeId === undefined ? before.assigneeId : assigneeId,
          },
        });
        return detail(tx, id);
      });
      announceRecordChange(app, 'query', id);
      return { success: true as const, data: updated };
    },
  );

  r.post(
    '/queries/:id/reply',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: QueryReplyBodySchema,
        response: { 201: AdminQueryDetailAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { body } = request.body;
      const auth = request.auth!;
      const { query, data } = await inTransaction(app.db, async (tx) => {
        const txRepo = createQueriesRepository(tx);
        const before = await txRepo.lock(id);
        if (!before) throw notFound(NOT_FOUND);
        const message = await txRepo.addMessage(id, {
          author: 'admin',
          authorId: auth.userId,
          body,
        });
        await txRepo.update(id, { status: 'answered', reply: body, repliedAt: message.createdAt });
        await recordAudit(tx, {
          actorId: auth.userId,
          action: 'query.reply',
          entityType: 'query',
          entityId: id,
          before: { status: before.status },
          after: { status: 'answered', reply: body },
        });
        await queueReplyMail(app, tx, before, { body, adminName: auth.name });
        return { query: before, data: await detail(tx, id) };
      });
      announceRecordChange(app, 'query', id);
      // After the commit: a customer never hears of a reply that was rolled back.
      await notifyReply(app, query, { body });
      return reply.code(201).send({ success: true as const, data });
    },
  );

  r.post(
    '/queries/:id/notes',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: QueryNoteBodySchema,
        response: { 201: AdminQueryDetailAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const data = await inTransaction(app.db, async (tx) => {
        const txRepo = createQueriesRepository(tx);
        if (!(await txRepo.lock(id))) throw notFound(NOT_FOUND);
        await txRepo.addNote(id, request.auth!.userId, request.body.body);
        await txRepo.update(id, {});
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'query.add_note',
          entityType: 'query',
          entityId: id,
          after: { note: request.body.body },
        });
        return detail(tx, id);
      });
      announceRecordChange(app, 'query', id);
      return reply.code(201).send({ success: true as const, data });
    },
  );
}
