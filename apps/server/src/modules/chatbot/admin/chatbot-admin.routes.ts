import type { FastifyInstance } from 'fastify';
import { adminChatConversationsRoutes } from './conversations.routes.ts';
import { adminChatIntentsRoutes } from './intents.routes.ts';
import { adminChatModelRoutes } from './model.routes.ts';
import { adminChatSettingsRoutes } from './settings.routes.ts';
import { adminChatUnansweredRoutes } from './unanswered.routes.ts';

/** /api/admin/chatbot/*: registered inside the admin scope, whose hook has checked the role. */
export async function adminChatbotRoutes(app: FastifyInstance) {
  await adminChatIntentsRoutes(app);
  await adminChatModelRoutes(app);
  await adminChatConversationsRoutes(app);
  await adminChatUnansweredRoutes(app);
  await adminChatSettingsRoutes(app);
}
