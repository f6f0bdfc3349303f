import type { ChatUnanswered, ChatUnansweredStatus } from '@streamfront/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chatUnanswered, type ChatUnansweredRow } from '../../../db/schema/index.ts';

export function toChatUnanswered(row: ChatUnansweredRow): ChatUnanswered {
  return {
    _id: row.id,
    id: row.id,
    text: row.text,
    sessionId: row.sessionId,
    conversationId: row.conversationId,
    confidence: row.confidence,
    bestIntent: row.bestIntent,
    status: row.status,
    occurrences: row.occurrences,
    intentId: row.intentId,
    createdAt: row.createdAt.toISOString(),
    lastAskedAt: row.lastAskedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** "How much??" and "how  much" are the same question for the admin's list. */
export const normalizeQuestion = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?!.]+$/u, '')
    .trim();

export interface NewUnanswered {
  text: string;
  sessionId: string;
  conversationId: string | null;
  confidence: number;
  bestIntent: string | null;
}

export function createChatUnansweredRepository(db: Db) {
  return {
    /** An open question asked again is counted on its row instead of listed twice. */
    async record(input: NewUnanswered): Promise<void> {
      const now = new Date();
      await db
        .insert(chatUnanswered)
        .values({
          ...input,
          normalizedText: normalizeQuestion(input.text),
          createdAt: now,
          lastAskedAt: now,
        })
        .onConflictDoUpdate({
          target: chatUnanswered.normalizedText,
          targetWhere: sql`${chatUnanswered.status} = 'open'`,
          set: {
            occurrences: sql`${chatUnanswered.occurrences} + 1`,
            lastAskedAt: now,
            confidence: input.confidence,
            bestIntent: input.bestIntent,
          },
        });
    },

    async list(
      status: ChatUnansweredStatus,
      page: number,
      pageSize: number,
    ): Promise<{ items: ChatUnanswered[]; total: number }> {
      const where = eq(chatUnanswered.status, status);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(chatUnanswered)
          .where(where)
          .orderBy(desc(chatUnanswered.lastAskedAt), desc(chatUnanswered.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(chatUnanswered).where(where),
      ]);
      return { items: rows.map(toChatUnanswered), total: total?.n ?? 0 };
    },

    async countOpen(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(chatUnanswered)
        .where(eq(chatUnanswered.status, 'open'));
      return row?.n ?? 0;
    },

    async findById(id: string): Promise<ChatUnanswered | undefined> {
      const [row] = await db.select().from(chatUnanswered).where(eq(chatUnanswered.id, id));
      return row && toChatUnanswered(row);
    },

    /** Closes an open question; undefined when it is not open (any more). */
    async resolve(
      id: string,
      status: 'added' | 'dismissed',
      resolvedBy: string | null,
      intentId: string | null = null,
    ): Promise<ChatUnanswered | undefined> {
      const [row] = await db
        .update(chatUnanswered)
        .set({ status, intentId, resolvedBy, resolvedAt: new Date() })
        .where(and(eq(chatUnanswered.id, id), eq(chatUnanswered.status, 'open')))
        .returning();
      return row && toChatUnanswered(row);
    },
  };
}

export type ChatUnansweredRepository = ReturnType<typeof createChatUnansweredRepository>;
