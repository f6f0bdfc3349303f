import {
  CacheBustSchema,
  ErrorBodySchema,
  IdParamsSchema,
  ServiceCreateBodySchema,
  ServiceSchema,
  ServiceUpdateBodySchema,
  okSchema,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/http-errors.ts';
import { createServicesRepository } from './services.repository.ts';

const ServiceListAnswer = okSchema(z.array(ServiceSchema));
const ServiceAnswer = okSchema(ServiceSchema);
const DeletedAnswer = okSchema(z.object({ _id: z.uuid(), id: z.uuid(), deleted: z.literal(true) }));
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema };

/** Public catalogue: active packages in display order. */
export async function publicServicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createServicesRepository(app.db);

  r.get(
    '/services',
    { schema: { tags: ['services'], querystring: CacheBustSchema, response: { 200: ServiceListAnswer } } },
    async () => ({ success: true as const, data: await repo.listActive() }),
  );
}

/** Registered inside the admin scope, whose hook has already checked the role. */
export async function adminServicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createServicesRepository(app.db);

  r.get(
    '/services',
    { schema: { tags: ['admin: services'], querystring: CacheBustSchema, response: { 200: ServiceListAnswer, ...errors } } },
    async () => ({ success: true as const, data: await repo.listAll() }),
  );

  r.post(
    '/services',
    { schema: { tags: ['admin: services'], body: ServiceCreateBodySchema, response: { 201: ServiceAnswer, ...errors } } },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await repo.create(request.body) }),
  );

  r.patch(
    '/services/:id',
    {
      schema: {
        tags: ['admin: services'],
        params: IdParamsSchema,
        body: ServiceUpdateBodySchema,
        response: { 200: ServiceAnswer, ...errors },
      },
    },
    async (request) => {
      const service = await repo.update(request.params.id, request.body);
      if (!service) throw notFound('Package not found');
      return { success: true as const, data: service };
    },
  );

  r.delete(
    '/services/:id',
    { schema: { tags: ['admin: services'], params: IdParamsSchema, response: { 200: DeletedAnswer, ...errors } } },
    async (request) => {
      if (!(await repo.remove(request.params.id))) throw notFound('Package not found');
      return { success: true as const, data: { _id: request.params.id, id: request.params.id, deleted: true as const } };
    },
  );
}
