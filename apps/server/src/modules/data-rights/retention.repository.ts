import type { RetentionSettings } from '@streamfront/contract';
import { eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatConversations, mailMessages, siteSettings } from '../../db/schema/index.ts';

/** Rows removed per statement: a year of history goes in short steps, not one long lock. */
const BATCH = 500;

/** All SQL of the retention settings and of removing what they say is old (decision 060). */
export function createRetentionRepository(db: Db) {
  /** Deletes rows `batch` picks, a batch at a time; resolves to how many went. */
  async function inBatches(batch: () => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const removed = await batch();
      total += removed;
      if (removed < BATCH) return total;
    }
  }

  return {
    async settings(): Promise<RetentionSettings> {
      const [row] = await db
        .select({
          chatRetentionDays: siteSettings.chatRetentionDays,
          mailLogRetentionDays: siteSettings.mailLogRetentionDays,
        })
        .from(siteSettings)
        .where(eq(siteSettings.id, 1));
      return row ?? { chatRetentionDays: 365, mailLogRetentionDays: 365 };
    },

    async updateSettings(settings: RetentionSettings): Promise<RetentionSettings> {
      const [row] = await db
        .update(siteSettings)
        .set({ ...settings, updatedAt: new Date() })
        .where(eq(siteSettings.id, 1))
        .returning({
          chatRetentionDays: siteSettings.chatRetentionDays,
          mailLogRetentionDays: siteSettings.mailLogRetentionDays,
        });
      return row!;
    },

    /** Conversations with the assistant last used before `before`, with their messages. */
    removeConversationsBefore(before: Date): Promise<number> {
      return inBatches(async () => {
        const old = db
          .select({ id: chatConversations.id })
          .from(chatConversations)
          .where(lt(chatConversations.lastAt, before))
          .limit(BATCH);
        const rows = await db
          .delete(chatConversations)
          .where(inArray(chatConversations.id, old))
          .returning({ id: chatConversations.id });
        return rows.length;
      });
    },

    /** Mail log entries written before `before`; a job still sending one finds it gone and stops. */
    removeMailBefore(before: Date): Promise<number> {
      return inBatches(async () => {
        const old = db
          .select({ id: mailMessages.id })
          .from(mailMessages)
          .where(lt(mailMessages.createdAt, before))
          .limit(BATCH);
        const rows = await db
          .delete(mailMessages)
          .where(inArray(mailMessages.id, old))
          .returning({ id: mailMessages.id });
        return rows.length;
      });
    },
  };
}
