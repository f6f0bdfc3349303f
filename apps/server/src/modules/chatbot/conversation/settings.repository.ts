import type { ChatSettings, ChatSettingsUpdateBody } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chatSettings } from '../../../db/schema/index.ts';

const SETTINGS_ID = 1;

/**
 * The threshold balances, on the seed set's held-out folds and CLINC150's out-of-scope
 * questions, right answers kept against foreign questions turned away: see
 * docs/decisions/007-chat-assistant-api.md for the figures.
 */
export const DEFAULT_CHAT_SETTINGS = {
  threshold: 0.35,
  fallbackMessage:
    "I'm not sure I understood that. Would you like to talk to a person? Just say 'talk to a person'.",
} as const;

export function createChatSettingsRepository(db: Db) {
  return {
    /** Defaults when the row is missing, so a database seeded before the chatbot still works. */
    async get(): Promise<ChatSettings> {
      const [row] = await db.select().from(chatSettings).where(eq(chatSettings.id, SETTINGS_ID));
      if (!row) return { ...DEFAULT_CHAT_SETTINGS, updatedAt: null };
      return {
        threshold: row.threshold,
        fallbackMessage: row.fallbackMessage,
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    async update(patch: ChatSettingsUpdateBody, updatedBy: string | null): Promise<ChatSettings> {
      const values = { ...patch, updatedAt: new Date(), updatedBy };
      const [row] = await db
        .insert(chatSettings)
        .values({ id: SETTINGS_ID, ...DEFAULT_CHAT_SETTINGS, ...values })
        .onConflictDoUpdate({ target: chatSettings.id, set: values })
        .returning();
      return {
        threshold: row!.threshold,
        fallbackMessage: row!.fallbackMessage,
        updatedAt: row!.updatedAt.toISOString(),
      };
    },
  };
}

export type ChatSettingsRepository = ReturnType<typeof createChatSettingsRepository>;
