import {
  AdminFaqListAnswerSchema,
  DeletedAnswerSchema,
  FaqCreateBodySchema,
  FaqItemAnswerSchema,
  FaqListQuerySchema,
  FaqMoveBodySchema,
  FaqUpdateBodySchema,
  IdParamsSchema,
  errorAnswers,
  type AdminFaqItem,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { siteChanged } from './site.public-cache.ts';
import { createFaqRepository, faqSummary } from './faq.repository.ts';

const errors = errorAnswers(401, 403, 404, 422);
const NOT_FOUND = 'Question not found';

/** Every FAQ change leaves its audit row, in the change's own transaction. */
function audit(
  tx: Db,
  actorId: string,
  action: string,
  before: AdminFaqItem | null,
  after: AdminFaqItem | null,
) {
  return recordAudit(tx, {
    actorId,
    action,
    entityType: 'faq_item',
    entityId: (after ?? before)!.id,
    before: before && faqSummary(before),
    after: after && faqSummary(after),
    // The question names the row in the audit log even when only the answer changed.
    keep: ['question'],
  });
}

/** The home page's FAQ; registered inside the admin scope, whose hook checked the role. */
export async function adminFaqRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createFaqRepository(app.db);

  r.get(
    '/faq',
    {
      schema: {
        tags: ['admin: site'],
        querystring: FaqListQuerySchema,
        response: { 200: AdminFaqListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, meta } = await repo.listPage(request.query);
      return { success: true as const, data: rows, meta };
    },
  );

  r.post(
    '/faq',
    {
      schema: {
        tags: ['admin: site'],
        body: FaqCreateBodySchema,
        response: { 201: FaqItemAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await inTransaction(app.db, async (tx) => {
        const created = await createFaqRepository(tx).create(request.body);
        await audit(tx, request.auth!.userId, 'faq_item.create', null, created);
        return created;
      });
      await siteChanged(app);
      return reply.code(201).send({ success: true as const, data: item });
    },
  );

  r.patch(
    '/faq/:id',
    {
      schema: {
        tags: ['admin: site'],
        params: IdParamsSchema,
        body: FaqUpdateBodySchema,
        response: { 200: FaqItemAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const item = await inTransaction(app.db, async (tx) => {
        const txRepo = createFaqRepository(tx);
        const before = await txRepo.get(request.params.id);
        const after = before && (await txRepo.update(before.id, request.body));
        if (!before || !after) return undefined;
        await audit(tx, request.auth!.userId, 'faq_item.update', before, after);
        return after;
      });
      if (!item) throw notFound(NOT_FOUND);
      await siteChanged(app);
      return { success: true as const, data: item };
    },
  );

  r.post(
    '/faq/:id/move',
    {
      schema: {
        tags: ['admin: site'],
        params: IdParamsSchema,
        body: FaqMoveBodySchema,
        response: { 200: FaqItemAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const item = await inTransaction(app.db, async (tx) => {
        const txRepo = createFaqRepository(tx);
        const before = await txRepo.get(request.params.id);
        const moved = before && (await txRepo.move(before.id, request.body.direction));
        if (!before || !moved) return undefined;
        await audit(tx, request.auth!.userId, 'faq_item.move', before, moved);
        return moved;
      });
      if (!item) throw notFound(NOT_FOUND);
      await siteChanged(app);
      return { success: true as const, data: item };
    },
  );

  r.delete(
    '/faq/:id',
    {
      schema: {
        tags: ['admin: site'],
        params: IdParamsSchema,
        response: { 200: DeletedAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const removed = await inTransaction(app.db, async (tx) => {
        const txRepo = createFaqRepository(tx);
        const before = await txRepo.get(request.params.id);
        if (!before || !(await txRepo.remove(before.id))) return false;
        await audit(tx, request.auth!.userId, 'faq_item.delete', before, null);
        return true;
      });
      if (!removed) throw notFound(NOT_FOUND);
      await siteChanged(app);
      return {
        success: true as const,
        data: { _id: request.params.id, id: request.params.id, deleted: true as const },
      };
    },
  );
}
