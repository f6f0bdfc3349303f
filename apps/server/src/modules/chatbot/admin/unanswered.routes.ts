import { inTransaction } from '../../../db/transaction.ts';
import {
  ChatAddToIntentBodySchema,
  INTENT_BODY_LIMIT_BYTES,
  ChatAddToIntentResultSchema,
  ChatUnansweredCountSchema,
  ChatUnansweredListQuerySchema,
  ChatUnansweredSchema,
  CacheBustSchema,
  IdParamsSchema,
  listSchema,
  okSchema,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../../plugins/http-errors.ts';
import { chatIntentsChanged } from '../chatbot.public-cache.ts';
import { createChatIntentsRepository } from '../training/intents.repository.ts';
import { createChatUnansweredRepository } from '../conversation/unanswered.repository.ts';
import { errors, INTENT_NOT_FOUND, nameTaken, tags } from './shared.ts';

/** Questions answered below the threshold: add each to an intent, or dismiss it. */
export async function adminChatUnansweredRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const unanswered = createChatUnansweredRepository(app.db);

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
      await chatIntentsChanged(app);
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
}
