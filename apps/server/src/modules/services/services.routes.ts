import {
  AdminServiceListAnswerSchema,
  CacheBustSchema,
  DeletedAnswerSchema,
  IdParamsSchema,
  ServiceAnswerSchema,
  ServiceCreateBodySchema,
  ServiceListAnswerSchema,
  ServiceListQuerySchema,
  ServiceMoveBodySchema,
  ServiceUpdateBodySchema,
  errorAnswers,
  type Service,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CachedAnswer, sendCompressed } from '../../plugins/compressed-answer.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { announceChange, dropOnChange } from '../../plugins/public-caches.ts';
import { publicCatalogueCache, SERVICES_CHANGED } from './services.public-cache.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { createServicesRepository, serviceSummary } from './services.repository.ts';

const errors = errorAnswers(401, 403, 404, 422);

/** Every package change leaves its audit row, in the change's own transaction. */
function audit(
  tx: Db,
  actorId: string,
  action: string,
  before: Service | null,
  after: Service | null,
) {
  return recordAudit(tx, {
    actorId,
    action,
    entityType: 'service',
    entityId: (after ?? before)!.id,
    before: before && serviceSummary(before),
    after: after && serviceSummary(after),
  });
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Drops the cached public list here at once and, through the message bus, on every other instance. */
const servicesChanged = (app: FastifyInstance) =>
  announceChange(app, SERVICES_CHANGED, () => publicCatalogueCache(app.db).invalidate());

/** Public catalogue: active packages in display order. */
export async function publicServicesRoutes(app: FastifyInstance) {
  const repo = createServicesRepository(app.db);
  const cache = publicCatalogueCache(app.db);
  await dropOnChange(app, SERVICES_CHANGED, () => cache.invalidate());

  // Untyped reply: the answer is sent as the bytes its own schema produced, not as an object.
  // `compress: false`: the answer comes compressed from the cache, not once per request.
  app.get(
    '/services',
    {
      compress: false,
      decompress: false,
      // While the cache is warm, sent before routing (plugins/warm-answers.ts).
      config: { warmAnswer: { peek: () => cache.peek(), contentType: JSON_TYPE } },
      schema: {
        tags: ['services'],
        querystring: CacheBustSchema,
        response: { 200: ServiceListAnswerSchema },
      },
    },
    (request, reply) => {
      // Serialised by the route's own response schema, once per change (services.public-cache.ts).
      const answer = cache.get(async () =>
        Buffer.from(
          reply.serialize({ success: true as const, data: await repo.listActive() }) as string,
        ),
      );
      // A cached answer goes out synchronously: no promise on the hot path.
      if (answer instanceof CachedAnswer) return sendCompressed(request, reply, answer, JSON_TYPE);
      return answer.then((built) => sendCompressed(request, reply, built, JSON_TYPE));
    },
  );
}

/** Registered inside the admin scope, whose hook has already checked the role. */
export async function adminServicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createServicesRepository(app.db);

  r.get(
    '/services',
    {
      schema: {
        tags: ['admin: services'],
        querystring: ServiceListQuerySchema,
        response: { 200: AdminServiceListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, meta } = await repo.listPage(request.query);
      return { success: true as const, data: rows, meta };
    },
  );

  r.post(
    '/services/:id/move',
    {
      schema: {
        tags: ['admin: services'],
        params: IdParamsSchema,
        body: ServiceMoveBodySchema,
        response: { 200: ServiceAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const service = await inTransaction(app.db, async (tx) => {
        const txRepo = createServicesRepository(tx);
        const before = await txRepo.get(request.params.id);
        const moved = await txRepo.move(request.params.id, request.body.direction);
        if (!before || !moved) return undefined;
        await audit(tx, request.auth!.userId, 'service.move', before, moved);
        return moved;
      });
      if (!service) throw notFound('Package not found');
      await servicesChanged(app);
      return { success: true as const, data: service };
    },
  );

  r.post(
    '/services',
    {
      schema: {
        tags: ['admin: services'],
        body: ServiceCreateBodySchema,
        response: { 201: ServiceAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const service = await inTransaction(app.db, async (tx) => {
        const created = await createServicesRepository(tx).create(request.body);
        await audit(tx, request.auth!.userId, 'service.create', null, created);
        return created;
      });
      await servicesChanged(app);
      return reply.code(201).send({ success: true as const, data: service });
    },
  );

  r.patch(
    '/services/:id',
    {
      schema: {
        tags: ['admin: services'],
        params: IdParamsSchema,
        body: ServiceUpdateBodySchema,
        response: { 200: ServiceAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const service = await inTransaction(app.db, async (tx) => {
        const txRepo = createServicesRepository(tx);
        const before = await txRepo.get(request.params.id);
        const after = before && (await txRepo.update(before.id, request.body));
        if (!before || !after) return undefined;
        await audit(tx, request.auth!.userId, 'service.update', before, after);
        return after;
      });
      if (!service) throw notFound('Package not found');
      await servicesChanged(app);
      return { success: true as const, data: service };
    },
  );

  r.delete(
    '/services/:id',
    {
      schema: {
        tags: ['admin: services'],
        params: IdParamsSchema,
        response: { 200: DeletedAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const removed = await inTransaction(app.db, async (tx) => {
        const txRepo = createServicesRepository(tx);
        const before = await txRepo.get(request.params.id);
        if (!before || !(await txRepo.remove(before.id))) return false;
        await audit(tx, request.auth!.userId, 'service.delete', before, null);
        return true;
      });
      if (!removed) throw notFound('Package not found');
      await servicesChanged(app);
      return {
        success: true as const,
        data: { _id: request.params.id, id: request.params.id, deleted: true as const },
      };
    },
  );
}
