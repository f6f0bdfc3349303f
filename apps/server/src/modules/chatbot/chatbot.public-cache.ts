import type { ChatSettings } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  announceChange,
  dropOnChange,
  perApp,
  PublicValueCache,
} from '../../plugins/public-caches.ts';
import { createChatSettingsRepository } from './conversation/settings.repository.ts';
import {
  createChatIntentsRepository,
  type AnswerableIntents,
} from './training/intents.repository.ts';

/**
 * What every chat answer is made of besides the model: the threshold and fallback message,
 * and each intent's answers and switch. They change only when an admin edits them, so each
 * instance keeps them in memory (`PublicValueCache`, one per database handle) instead of
 * reading them for every message. An admin's change drops them on this instance at once and,
 * through the message bus, on every other one (`CHAT_SETTINGS_CHANGED`,
 * `CHAT_INTENTS_CHANGED`); the short lifetime bounds staleness for what the bus cannot see
 * (an edit made in the database, a message lost while Redis reconnects). The model has its
 * own cache (training/model-cache.ts); the packages, events and site settings the answers
 * quote come from those modules' public caches (conversation/placeholders.ts).
 */
export const CHAT_SETTINGS_CHANGED = 'chatbot:settings-changed';
export const CHAT_INTENTS_CHANGED = 'chatbot:intents-changed';

const chatSettingsCache = perApp(() => new PublicValueCache<ChatSettings>());
const answerableIntentsCache = perApp(() => new PublicValueCache<AnswerableIntents>());

/** The threshold and fallback message, from memory while no admin has changed them. */
export function readChatSettings(db: Db): ChatSettings | Promise<ChatSettings> {
  return chatSettingsCache(db).get(() => createChatSettingsRepository(db).get());
}

/** Every intent's answers and switch, from memory while no admin has changed them. */
export function readAnswerableIntents(db: Db): AnswerableIntents | Promise<AnswerableIntents> {
  return answerableIntentsCache(db).get(() => createChatIntentsRepository(db).answerable());
}

/** Call after a change of the chat settings commits: every instance reads them anew. */
export const chatSettingsChanged = (app: FastifyInstance) =>
  announceChange(app, CHAT_SETTINGS_CHANGED, () => chatSettingsCache(app.db).invalidate());

/** Call after any intent is created, edited, deleted or imported: every instance reads them anew. */
export const chatIntentsChanged = (app: FastifyInstance) =>
  announceChange(app, CHAT_INTENTS_CHANGED, () => answerableIntentsCache(app.db).invalidate());

/** The other half: another instance's change drops this instance's copies. */
export async function dropChatCachesOnChange(app: FastifyInstance) {
  await dropOnChange(app, CHAT_SETTINGS_CHANGED, () => chatSettingsCache(app.db).invalidate());
  await dropOnChange(app, CHAT_INTENTS_CHANGED, () => answerableIntentsCache(app.db).invalidate());
}
