import {
  INTENT_BODY_LIMIT_BYTES,
  ChatIntentCreateBodySchema,
  ChatIntentExportEntrySchema,
  ChatIntentImportBodySchema,
  ChatIntentImportResultSchema,
  ChatIntentListQuerySchema,
  ChatIntentSchema,
  ChatIntentUpdateBodySchema,
  CacheBustSchema,
  DeletedAnswerSchema as DeletedAnswer,
  IdParamsSchema,
  listSchema,
  okSchema,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../plugins/http-errors.ts';
import { chatIntentsChanged } from '../chatbot.public-cache.ts';
import { createChatIntentsRepository } from '../training/intents.repository.ts';
import { errors, INTENT_NOT_FOUND, nameTaken, tags } from './shared.ts';

/** Intents: list, read, write, and move whole sets in and out as files. */
export async function adminChatIntentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const intents = createChatIntentsRepository(app.db);

  r.get(
    '/chatbot/intents',
    {
      schema: {
        tags,
        querystring: ChatIntentListQuerySchema,
        response: { 200: listSchema(ChatIntentSchema), ...errors },
      },
    },
    async (request) => {
      const { items, total } = await intents.list(request.query);
      return {
        success: true as const,
        data: items,
        meta: { page: request.query.page, pageSize: request.query.pageSize, total },
      };
    },
  );

  r.get(
    '/chatbot/intents/export',
    {
      schema: {
        tags,
        querystring: CacheBustSchema,
        response: { 200: okSchema(z.array(ChatIntentExportEntrySchema)), ...errors },
      },
    },
    async () => ({ success: true as const, data: await intents.exportAll() }),
  );

  r.post(
    '/chatbot/intents/import',
    {
      schema: {
        tags,
        body: ChatIntentImportBodySchema,
        response: { 200: okSchema(ChatIntentImportResultSchema), ...errors },
      },
      // A whole training set in one file.
      bodyLimit: 10 * 1024 * 1024,
    },
    async (request) => {
      const data = await intents.import(request.body.mode, request.body.intents);
      await chatIntentsChanged(app);
      return { success: true as const, data };
    },
  );

  r.get(
    '/chatbot/intents/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CacheBustSchema,
        response: { 200: okSchema(ChatIntentSchema), ...errors },
      },
    },
    async (request) => {
      const intent = await intents.findById(request.params.id);
      if (!intent) throw notFound(INTENT_NOT_FOUND);
      return { success: true as const, data: intent };
    },
  );

  r.post(
    '/chatbot/intents',
    {
      schema: {
        tags,
        body: ChatIntentCreateBodySchema,
        response: { 201: okSchema(ChatIntentSchema), ...errors },
      },
      bodyLimit: INTENT_BODY_LIMIT_BYTES,
    },
    async (request, reply) => {
      const intent = await intents.create(request.body);
      if (!intent) throw nameTaken();
      await chatIntentsChanged(app);
      return reply.code(201).send({ success: true as const, data: intent });
    },
  );

  r.patch(
    '/chatbot/intents/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ChatIntentUpdateBodySchema,
        response: { 200: okSchema(ChatIntentSchema), ...errors },
      },
      bodyLimit: INTENT_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const result = await intents.update(request.params.id, request.body);
      if (result === 'notFound') throw notFound(INTENT_NOT_FOUND);
      if (result === 'nameTaken') throw nameTaken();
      await chatIntentsChanged(app);
      return { success: true as const, data: result };
    },
  );

  r.delete(
    '/chatbot/intents/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: DeletedAnswer, ...errors } } },
    async (request) => {
      if (!(await intents.remove(request.params.id))) throw notFound(INTENT_NOT_FOUND);
      await chatIntentsChanged(app);
      return {
        success: true as const,
        data: { _id: request.params.id, id: request.params.id, deleted: true as const },
      };
    },
  );
}
