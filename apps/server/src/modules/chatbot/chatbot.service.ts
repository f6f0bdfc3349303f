import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import {
  dropChatCachesOnChange,
  readAnswerableIntents,
  readChatSettings,
} from './chatbot.public-cache.ts';
import { createConversationFlow } from './conversation/conversation-flow.ts';
import { createChatConversationsRepository } from './conversation/conversations.repository.ts';
import { createHandover } from './conversation/handover.ts';
import { HandoverQuota } from './conversation/handover-quota.ts';
import type { AnswerSources } from './conversation/intent-decision.ts';
import { createChatIntentsRepository } from './training/intents.repository.ts';
import { ChatModelCache } from './training/model-cache.ts';
import { createModelTrainer, MODEL_UPDATED_EVENT } from './training/model-training.ts';
import { createChatModelsRepository } from './training/models.repository.ts';
import { createPlaceholderFiller } from './conversation/placeholders.ts';
import { createSentencePreview } from './conversation/sentence-preview.ts';
import { createChatUnansweredRepository } from './conversation/unanswered.repository.ts';

export interface ChatbotOptions {
  supportEmail: string;
  /** Whether checkout takes cards (Stripe configured): what `{{payment_methods}}` says. */
  cardPayments?: boolean;
  /** Shares the hand-over quota between instances. */
  redis?: Redis | undefined;
  modelCheckEveryMs?: number;
}

/** Wires the chat's parts around one model cache: the conversation, the preview and training. */
export function createChatbotService(app: FastifyInstance, options: ChatbotOptions) {
  const db = app.db;
  const intents = createChatIntentsRepository(db);
  const models = createChatModelsRepository(db);
  const conversations = createChatConversationsRepository(db);
  const sources: AnswerSources = {
    settings: () => readChatSettings(db),
    intents: () => readAnswerableIntents(db),
  };
  const fill = createPlaceholderFiller(db, {
    supportEmail: options.supportEmail,
    cardPayments: options.cardPayments ?? false,
  });
  const cache = new ChatModelCache(models, { checkEveryMs: options.modelCheckEveryMs });
  const handover = createHandover(app, {
    conversations,
    quota: new HandoverQuota(options.redis),
  });
  return {
    cache,
    reply: createConversationFlow({
      cache,
      sources,
      conversations,
      unanswered: createChatUnansweredRepository(db),
      fill,
      handover,
    }),
    preview: createSentencePreview({ cache, sources, fill }),
    train: createModelTrainer(app, { intents, models, cache }),
  };
}

export type ChatbotService = ReturnType<typeof createChatbotService>;

declare module 'fastify' {
  interface FastifyInstance {
    chatbot: ChatbotService;
  }
}

/**
 * One chatbot service per instance, shared by the public and admin routes, so both see the
 * same cached model. Retrains announced on the message bus (from any instance) reload it;
 * changes of the settings and intents (from any instance) drop their kept copies.
 */
export const chatbotPlugin = fp(
  async (app: FastifyInstance, options: ChatbotOptions) => {
    const service = createChatbotService(app, options);
    app.decorate('chatbot', service);
    await dropChatCachesOnChange(app);
    const unsubscribe = await app.bus.subscribe<{ version?: number }>(
      MODEL_UPDATED_EVENT,
      async (_payload, meta) => {
        if (!meta.fromSelf) await service.cache.refresh();
      },
    );
    app.addHook('onClose', async () => {
      await unsubscribe();
    });
  },
  { name: 'chatbot', dependencies: ['database', 'realtime', 'notify'] },
);
