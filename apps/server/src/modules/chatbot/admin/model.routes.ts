import {
  ChatStatusSchema,
  ChatTrainingResultSchema,
  ChatTryBodySchema,
  ChatTryResultSchema,
  CacheBustSchema,
  okSchema,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createChatIntentsRepository } from '../training/intents.repository.ts';
import { createChatModelsRepository } from '../training/models.repository.ts';
import { createChatSettingsRepository } from '../conversation/settings.repository.ts';
import { createChatUnansweredRepository } from '../conversation/unanswered.repository.ts';
import { errors, tags } from './shared.ts';

/** The model: train it, see how it stands against the intents, try a sentence on it. */
export async function adminChatModelRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const intents = createChatIntentsRepository(app.db);
  const models = createChatModelsRepository(app.db);
  const unanswered = createChatUnansweredRepository(app.db);
  const settings = createChatSettingsRepository(app.db);

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
}
