import {
  ChatTeamRepliesAnswerSchema,
  ChatTeamRepliesBodySchema,
  errorAnswers,
  CHAT_TEAM_REPLIES_RATE_LIMIT,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hashSecret } from '../../../lib/secret-hash.ts';
import { ownsConversation } from './conversation-owner.ts';
import { createChatConversationsRepository } from './conversations.repository.ts';
import { createQueriesRepository } from '../../queries/queries.repository.ts';
import { routeRateLimit } from '../../../lib/route-rate-limit.ts';

/**
 * The chat widget's way to hear the team: once a conversation is handed over, the open
 * widget asks every few seconds for replies newer than the last it shows (decision 029).
 * Visitors have no token for the live channel, and a poll needs no state on any instance.
 */
export async function chatTeamRepliesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const conversations = createChatConversationsRepository(app.db);
  const repo = createQueriesRepository(app.db);

  r.post(
    '/chatbot/team-replies',
    {
      schema: {
        tags: ['chatbot'],
        body: ChatTeamRepliesBodySchema,
        response: { 200: ChatTeamRepliesAnswerSchema, ...errorAnswers(422, 429) },
      },
      bodyLimit: 4 * 1024,
      config: routeRateLimit(CHAT_TEAM_REPLIES_RATE_LIMIT),
      preHandler: app.identify,
    },
    async (request) => {
      const { sessionId, sessionSecret, after } = request.body;
      const conversation = await conversations.findBySessionId(sessionId);
      const caller = {
        userId: request.auth?.userId ?? null,
        secretHash: hashSecret(sessionSecret),
      };
      // Not theirs, or not handed over: nothing to show, the same answer as "no reply yet".
      if (!conversation?.handoverQueryId || !ownsConversation(conversation, caller)) {
        return { success: true as const, data: [] };
      }
      const query = await repo.row(conversation.handoverQueryId);
      if (!query) return { success: true as const, data: [] };
      const messages = await repo.thread(query, after ? new Date(after) : undefined);
      const data = messages
        .filter((m) => m.author === 'admin')
        .map(({ _id, id, authorName, body, createdAt }) => ({
          _id,
          id,
          authorName,
          body,
          createdAt,
        }));
      return { success: true as const, data };
    },
  );
}
