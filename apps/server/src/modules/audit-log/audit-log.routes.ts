import {
  AuditEntityTypesAnswerSchema,
  AuditLogAnswerSchema,
  AuditLogQuerySchema,
  CacheBustSchema,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuditLogRepository } from './audit-log.repository.ts';

/** Registered inside the admin scope, whose hook has already checked the role. */
export async function adminAuditLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createAuditLogRepository(app.db);

  r.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin: audit log'],
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogAnswerSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await repo.list(request.query);
      const { page, pageSize } = request.query;
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.get(
    '/audit-log/entity-types',
    {
      schema: {
        tags: ['admin: audit log'],
        querystring: CacheBustSchema,
        response: { 200: AuditEntityTypesAnswerSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async () => ({ success: true as const, data: await repo.entityTypes() }),
  );
}
