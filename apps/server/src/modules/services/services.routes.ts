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
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CachedAnswer, sendCompressed } from '../../plugins/compressed-answer.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { publicCatalogueCache, SERVICES_CHANGED } from './services.public-cache.ts';
import { createServicesRepository } from './services.repository.ts';

const errors = errorAnswers(401, 403, 404, 422);

const JSON_TYPE = 'application/json; charset=utf-8';

/** Drops the cached public list here at once and, through the message bus, on every other instance. */
async function servicesChanged(app: FastifyInstance) {
  publicCatalogueCache(app.db).invalidate();
  if (app.hasDecorator('bus')) {
    await app.bus.publish(SERVICES_CHANGED, null).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not tell other instances that packages changed');
    });
  }
}

/** Public catalogue: active packages in display order. */
export async function publicServicesRoutes(app: FastifyInstance) {
  const repo = createServicesRepository(app.db);
  const cache = publicCatalogueCache(app.db);
  if (app.hasDecorator('bus')) await app.bus.subscribe(SERVICES_CHANGED, () => cache.invalidate());

  // Untyped reply: the answer is sent as the bytes its own schema produced, not as an object.
  // `compress: false`: the answer comes compressed from the cache, not once per request.
  app.get(
    '/services',
    {
      compress: false,
      decompress: false,
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
      const service = await inTransaction(app.db, (tx) =>
        createServicesRepository(tx).move(request.params.id, request.body.direction),
      );
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
      const service = await repo.create(request.body);
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
      const service = await repo.update(request.params.id, request.body);
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
      if (!(await repo.remove(request.params.id))) throw notFound('Package not found');
      await servicesChanged(app);
      return {
        success: true as const,
        data: { _id: request.params.id, id: request.params.id, deleted: true as const },
      };
    },
  );
}
