import { inTransaction } from '../../../db/transaction.ts';
import {
  ChatAddToIntentBodySchema,
  INTENT_BODY_LIMIT_BYTES,
  ChatAddToIntentResultSchema,
  ChatConversationDetailSchema,
  ChatConversationListQuerySchema,
  ChatConversationSummarySchema,
  ChatIntentCreateBodySchema,
  ChatIntentExportEntrySchema,
  ChatIntentImportBodySchema,
  ChatIntentImportResultSchema,
  ChatIntentListQuerySchema,
  ChatIntentSchema,
  ChatIntentUpdateBodySchema,
  ChatSettingsSchema,
  ChatSettingsUpdateBodySchema,
  ChatStatusSchema,
  ChatTrainingResultSchema,
  ChatTryBodySchema,
  ChatTryResultSchema,
  ChatUnansweredCountSchema,
  ChatUnansweredListQuerySchema,
  ChatUnansweredSchema,
  CacheBustSchema,
  DeletedAnswerSchema as DeletedAnswer,
  errorAnswers,
  IdParamsSchema,
  listSchema,
  okSchema,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../../plugins/http-errors.ts';
import { createChatConversationsRepository } from '../conversation/conversations.repository.ts';
import { createChatIntentsRepository } from '../training/intents.repository.ts';
import { createChatModelsRepository } from '../training/models.repository.ts';
import { createChatSettingsRepository } from '../conversation/settings.repository.ts';
import { createChatUnansweredRepository } from '../conversation/unanswered.repository.ts';

const tags = ['admin: chatbot'];
const errors = errorAnswers(401, 403, 404, 409, 422, 503);

const INTENT_NOT_FOUND = 'Intent not found';
const nameTaken = (field = 'name') =>
  conflict('An intent with this name already exists', {
    [field]: ['An intent with this name already exists'],
  });

/** /api/admin/chatbot/*: registered inside the admin scope, whose hook has checked the role. */
export async function chatbotTrainingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const intents = createChatIntentsRepository(app.db);
  const models = createChatModelsRepository(app.db);
  const conversations = createChatConversationsRepository(app.db);
  const unanswered = createChatUnansweredRepository(app.db);
  const settings = createChatSettingsRepository(app.db);

  // ------------------------------------------------------------------ intents

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
    async (request) => ({
      success: true as const,
      data: await intents.import(request.body.mode, request.body.intents),
    }),
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
      return { success: true as const, data: result };
    },
  );

  r.delete(
    '/chatbot/intents/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: DeletedAnswer, ...errors } } },
    async (request) => {
      if (!(await intents.remove(request.params.id))) throw notFound(INTENT_NOT_FOUND);
      return {
        success: true as const,
        data: { _id: request.params.id, id: request.params.id, deleted: true as const },
      };
    },
  );

  // ------------------------------------------------------------------ model

  r.post(
    '/chatbot/train',
    { schema: { tags, response: { 200: okSchema(ChatTrainingResultSchema), ...errors } } },
    async (request) => ({
      success: true as const,
      data: await app.chatbot.train(request.auth?.userId ?? null),
    }),
  );

  r.get(
    '/chatbot/status',
    {
      schema: {
        tags,
        querystring: CacheBustSchema,
        response: { 200: okSchema(ChatStatusSchema), ...errors },
      },
    },
    async () => {
      const [model, counts, open, current] = await Promise.all([
        models.activeSummary(),
        intents.counts(),
        unanswered.countOpen(),
        settings.get(),
      ]);
      const changedSinceTraining = model
        ? model.intents !== counts.enabled ||
          model.utterances !== counts.utterances ||
          (counts.lastChangedAt !== null && counts.lastChangedAt > new Date(model.trainedAt))
        : counts.enabled > 0;
      return {
        success: true as const,
        data: {
          model,
          intents: { total: counts.total, enabled: counts.enabled },
          utterances: counts.utterances,
          changedSinceTraining,
          unansweredOpen: open,
          threshold: current.threshold,
        },
      };
    },
  );

  r.post(
    '/chatbot/try',
    {
      schema: {
        tags,
        body: ChatTryBodySchema,
        response: { 200: okSchema(ChatTryResultSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.chatbot.preview(request.body.text),
    }),
  );

  // ------------------------------------------------------------------ conversation log

  r.get(
    '/chatbot/conversations',
    {
      schema: {
        tags,
        querystring: ChatConversationListQuerySchema,
        response: { 200: listSchema(ChatConversationSummarySchema), ...errors },
      },
    },
    async (request) => {
      const { threshold } = await settings.get();
      const { items, total } = await conversations.list(request.query, threshold);
      return {
        success: true as const,
        data: items,
        meta: { page: request.query.page, pageSize: request.query.pageSize, total },
      };
    },
  );

  r.get(
    '/chatbot/conversations/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CacheBustSchema,
        response: { 200: okSchema(ChatConversationDetailSchema), ...errors },
      },
    },
    async (request) => {
      const conversation = await conversations.findById(request.params.id);
      if (!conversation) throw notFound('Conversation not found');
      return { success: true as const, data: conversation };
    },
  );

  // ------------------------------------------------------------------ unanswered questions

  r.get(
    '/chatbot/unanswered',
    {
      schema: {
        tags,
        querystring: ChatUnansweredListQuerySchema,
        response: { 200: listSchema(ChatUnansweredSchema), ...errors },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      const { items, total } = await unanswered.list(status, page, pageSize);
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.get(
    '/chatbot/unanswered/count',
    {
      schema: {
        tags,
        querystring: CacheBustSchema,
        response: { 200: okSchema(ChatUnansweredCountSchema), ...errors },
      },
    },
    async () => ({ success: true as const, data: { open: await unanswered.countOpen() } }),
  );

  r.post(
    '/chatbot/unanswered/:id/add-to-intent',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ChatAddToIntentBodySchema,
        response: { 200: okSchema(ChatAddToIntentResultSchema), ...errors },
      },
      bodyLimit: INTENT_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const body = request.body;
      const adminId = request.auth?.userId ?? null;
      // One step: the question joins the intent and leaves the list together, or neither happens.
      const data = await inTransaction(app.db, async (tx) => {
        const txUnanswered = createChatUnansweredRepository(tx);
        const txIntents = createChatIntentsRepository(tx);
        const question = await txUnanswered.findById(request.params.id);
        if (!question) throw notFound('Question not found');
        if (question.status !== 'open') throw conflict('This question was already handled');

        let intent;
        if ('intentId' in body) {
          intent = await txIntents.addUtterance(body.intentId, question.text);
          if (!intent) throw notFound(INTENT_NOT_FOUND);
        } else {
          const seen = new Set<string>();
          const utterances = [question.text, ...body.newIntent.utterances].filter((u) => {
            const key = u.toLowerCase().replace(/\s+/g, ' ');
            return !seen.has(key) && Boolean(seen.add(key));
          });
          intent = await txIntents.create({
            name: body.newIntent.name,
            answers: body.newIntent.answers,
            enabled: body.newIntent.enabled,
            utterances,
          });
          if (!intent) throw nameTaken('newIntent.name');
        }
        const resolved = await txUnanswered.resolve(question.id, 'added', adminId, intent.id);
        if (!resolved) throw conflict('This question was already handled');
        return { unanswered: resolved, intent };
      });
      return { success: true as const, data };
    },
  );

  r.post(
    '/chatbot/unanswered/:id/dismiss',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: okSchema(ChatUnansweredSchema), ...errors },
      },
    },
    async (request) => {
      const resolved = await unanswered.resolve(
        request.params.id,
        'dismissed',
        request.auth?.userId ?? null,
      );
      if (resolved) return { success: true as const, data: resolved };
      if (!(await unanswered.findById(request.params.id))) throw notFound('Question not found');
      throw conflict('This question was already handled');
    },
  );

  // ------------------------------------------------------------------ settings

  r.get(
    '/chatbot/settings',
    {
      schema: {
        tags,
        querystring: CacheBustSchema,
        response: { 200: okSchema(ChatSettingsSchema), ...errors },
      },
    },
    async () => ({ success: true as const, data: await settings.get() }),
  );

  r.patch(
    '/chatbot/settings',
    {
      schema: {
        tags,
        body: ChatSettingsUpdateBodySchema,
        response: { 200: okSchema(ChatSettingsSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.update(request.body, request.auth?.userId ?? null),
    }),
  );
}
