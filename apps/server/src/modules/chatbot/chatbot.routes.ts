import {
  CHAT_RATE_LIMIT,
  ChatProcessMessageAnswerSchema,
  ChatProcessMessageBodySchema,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeRateLimit } from '../../lib/route-rate-limit.ts';

const errors = errorAnswers(413, 422, 429, 503);

/** The chat widget's one call (spec §7). Needs `chatbotPlugin` registered above it. */
export async function chatbotRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/chatbot/process-message',
    {
      schema: {
        tags: ['chatbot'],
        body: ChatProcessMessageBodySchema,
        response: { 200: ChatProcessMessageAnswerSchema, ...errors },
      },
      bodyLimit: 16 * 1024,
      config: routeRateLimit(CHAT_RATE_LIMIT),
      // Signed-in visitors are recognised by their token; a stale token is just a visitor, never a 401.
      preHandler: app.identify,
    },
    async (request) => {
      const { message, sessionId, sessionSecret, handover, email, name } = request.body;
      const data = await app.chatbot.reply({
        message,
        sessionId,
        sessionSecret,
        handover,
        email,
        name,
        ip: request.ip,
        auth: request.auth,
      });
      return { success: true as const, data };
    },
  );
}
