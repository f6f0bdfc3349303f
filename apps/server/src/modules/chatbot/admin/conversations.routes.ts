import {
  ChatConversationDetailSchema,
  ChatConversationListQuerySchema,
  ChatConversationSummarySchema,
  CacheBustSchema,
  IdParamsSchema,
  listSchema,
  okSchema,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../plugins/http-errors.ts';
import { createChatConversationsRepository } from '../conversation/conversations.repository.ts';
import { createChatSettingsRepository } from '../conversation/settings.repository.ts';
import { errors, tags } from './shared.ts';

/** The conversation log: every widget's exchange with the assistant. */
export async function adminChatConversationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const conversations = createChatConversationsRepository(app.db);
  const settings = createChatSettingsRepository(app.db);

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
}
