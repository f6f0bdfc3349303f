import { inTransaction } from '../../../db/transaction.ts';
import type {
  ChatIntent,
  ChatIntentCreateBody,
  ChatIntentFileEntry,
  ChatIntentImportResult,
  ChatIntentListQuery,
  ChatIntentUpdateBody,
} from '@streamfront/contract';
import { and, asc, count, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chatIntents, type ChatIntentRow } from '../../../db/schema/index.ts';

export function toChatIntent(row: ChatIntentRow): ChatIntent {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    utterances: row.utterances,
    answers: row.answers,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The intents a reply may name, kept in memory by the chat (chatbot.public-cache.ts). */
export interface AnswerableIntents {
  byName: ReadonlyMap<string, Pick<ChatIntentRow, 'name' | 'answers' | 'enabled'>>;
  /** False: the chat has nothing to answer with (the spec's 503). */
  anyEnabled: boolean;
}

const sameText = (a: string, b: string) =>
  a.toLowerCase().replace(/\s+/g, ' ') === b.toLowerCase().replace(/\s+/g, ' ');

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Postgres' unique_violation, whether the driver error is thrown bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) =>
    e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined;
  return (
    codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505'
  );
}

export function createChatIntentsRepository(db: Db) {
  return {
    async list(query: ChatIntentListQuery): Promise<{ items: ChatIntent[]; total: number }> {
      const filters: SQL[] = [];
      if (query.q) {
        const pattern = likePattern(query.q);
        filters.push(
          or(
            ilike(chatIntents.name, pattern),
            ilike(sql`${chatIntents.utterances}::text`, pattern),
            ilike(sql`${chatIntents.answers}::text`, pattern),
          )!,
        );
      }
      if (query.enabled !== undefined) filters.push(eq(chatIntents.enabled, query.enabled));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(chatIntents)
          .where(where)
          .orderBy(asc(chatIntents.name))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(chatIntents).where(where),
      ]);
      return { items: rows.map(toChatIntent), total: total?.n ?? 0 };
    },

    async findById(id: string): Promise<ChatIntent | undefined> {
      const [row] = await db.select().from(chatIntents).where(eq(chatIntents.id, id));
      return row && toChatIntent(row);
    },

    /** What the chat answers with: every intent's answers and whether it is enabled, by name. */
    async answerable(): Promise<AnswerableIntents> {
      const rows = await db
        .select({
          name: chatIntents.name,
          answers: chatIntents.answers,
          enabled: chatIntents.enabled,
        })
        .from(chatIntents);
      return {
        byName: new Map(rows.map((row) => [row.name, row])),
        anyEnabled: rows.some((row) => row.enabled),
      };
    },

    /** Undefined when the name is taken. */
    async create(input: ChatIntentCreateBody): Promise<ChatIntent | undefined> {
      const [row] = await db
        .insert(chatIntents)
        .values(input)
        .onConflictDoNothing({ target: chatIntents.name })
        .returning();
      return row && toChatIntent(row);
    },

    /** `notFound` for an unknown id, `nameTaken` when renaming onto another intent's name. */
    async update(
      id: string,
      patch: ChatIntentUpdateBody,
    ): Promise<ChatIntent | 'notFound' | 'nameTaken'> {
      try {
        const [row] = await db
          .update(chatIntents)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(chatIntents.id, id))
          .returning();
        return row ? toChatIntent(row) : 'notFound';
      } catch (error) {
        if (isUniqueViolation(error)) return 'nameTaken';
        throw error;
      }
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(chatIntents)
        .where(eq(chatIntents.id, id))
        .returning({ id: chatIntents.id });
      return rows.length > 0;
    },

    /** Adds a sentence to an intent's examples unless it is already there (ignoring case). */
    async addUtterance(id: string, text: string): Promise<ChatIntent | undefined> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(chatIntents)
          .where(eq(chatIntents.id, id))
          .for('update');
        if (!row) return undefined;
        if (row.utterances.some((u) => sameText(u, text))) return toChatIntent(row);
        const [updated] = await tx
          .update(chatIntents)
          .set({ utterances: [...row.utterances, text], updatedAt: new Date() })
          .where(eq(chatIntents.id, id))
          .returning();
        return toChatIntent(updated!);
      });
    },

    /** The whole set in the file format an import takes back, by name. */
    async exportAll(): Promise<ChatIntentFileEntry[]> {
      const rows = await db.select().from(chatIntents).orderBy(asc(chatIntents.name));
      return rows.map((row) => ({
        name: row.name,
        utterances: row.utterances,
        answers: row.answers,
        enabled: row.enabled,
      }));
    },

    /** What the classifier learns from: enabled intents that have examples. */
    async trainingSet(): Promise<{ name: string; utterances: string[] }[]> {
      const rows = await db
        .select({ name: chatIntents.name, utterances: chatIntents.utterances })
        .from(chatIntents)
        .where(eq(chatIntents.enabled, true))
        .orderBy(asc(chatIntents.name));
      return rows.filter((row) => row.utterances.length > 0);
    },

    async counts(): Promise<{
      total: number;
      enabled: number;
      utterances: number;
      lastChangedAt: Date | null;
    }> {
      const [row] = await db
        .select({
          total: count(),
          enabled: sql<number>`count(*) filter (where ${chatIntents.enabled})`.mapWith(Number),
          utterances:
            sql<number>`coalesce(sum(jsonb_array_length(${chatIntents.utterances})) filter (where ${chatIntents.enabled}), 0)`.mapWith(
              Number,
            ),
          lastChangedAt: sql<Date | null>`max(${chatIntents.updatedAt})`.mapWith(
            (v: string | Date | null) => (v ? new Date(v) : null),
          ),
        })
        .from(chatIntents);
      return row ?? { total: 0, enabled: 0, utterances: 0, lastChangedAt: null };
    },

    /** One transaction: a file that fails half-way changes nothing. */
    async import(
      mode: 'merge' | 'replace',
      intents: ChatIntentFileEntry[],
    ): Promise<ChatIntentImportResult> {
      return inTransaction(db, async (tx) => {
        const names = intents.map((i) => i.name);
        let deleted = 0;
        if (mode === 'replace') {
          const removed = await tx
            .delete(chatIntents)
            .where(notInArray(chatIntents.name, names))
            .returning({ id: chatIntents.id });
          deleted = removed.length;
        }
        const existing = new Set(
          (
            await tx
              .select({ name: chatIntents.name })
              .from(chatIntents)
              .where(inArray(chatIntents.name, names))
          ).map((r) => r.name),
        );
        const now = new Date();
        // Chunks keep each statement well under Postgres' limit on bound parameters.
        for (let i = 0; i < intents.length; i += 200) {
          await tx
            .insert(chatIntents)
            .values(intents.slice(i, i + 200).map((intent) => ({ ...intent, updatedAt: now })))
            .onConflictDoUpdate({
              target: chatIntents.name,
              set: {
                utterances: sql`excluded.utterances`,
                answers: sql`excluded.answers`,
                enabled: sql`excluded.enabled`,
                updatedAt: now,
              },
            });
        }
        const [total] = await tx.select({ n: count() }).from(chatIntents);
        return {
          mode,
          created: intents.length - existing.size,
          updated: existing.size,
          deleted,
          total: total?.n ?? 0,
        };
      });
    },
  };
}

export type ChatIntentsRepository = ReturnType<typeof createChatIntentsRepository>;
