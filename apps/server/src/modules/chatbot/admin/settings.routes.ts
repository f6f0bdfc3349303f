import {
  ChatSettingsSchema,
  ChatSettingsUpdateBodySchema,
  CacheBustSchema,
  okSchema,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatSettingsChanged } from '../chatbot.public-cache.ts';
import { createChatSettingsRepository } from '../conversation/settings.repository.ts';
import { errors, tags } from './shared.ts';

/** The confidence threshold and the fallback message. */
export async function adminChatSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = createChatSettingsRepository(app.db);

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
    async (request) => {
      const data = await settings.update(request.body, request.auth?.userId ?? null);
      await chatSettingsChanged(app);
      return { success: true as const, data };
    },
  );
}
