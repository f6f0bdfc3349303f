import type {
  ChatConversationDetail,
  ChatConversationListQuery,
  ChatConversationSummary,
  ChatLogMessage,
} from '@streamfront/contract';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  chatConversations,
  chatMessages,
  users,
  type ChatConversationRow,
  type ChatMessageRow,
} from '../../../db/schema/index.ts';

export interface NewChatMessage {
  sender: 'user' | 'bot';
  text: string;
  intent?: string | null;
  confidence?: number | null;
}

function toLogMessage(row: ChatMessageRow): ChatLogMessage {
  return {
    _id: row.id,
    id: row.id,
    sender: row.sender,
    text: row.text,
    intent: row.intent,
    confidence: row.confidence,
    createdAt: row.createdAt.toISOString(),
  };
}

const m = chatMessages;
const c = chatConversations;
const messageCount =
  sql<number>`(select count(*) from ${m} where ${m.conversationId} = ${c.id})`.mapWith(Number);
const lowestConfidence = sql<
  number | null
>`(select min(${m.confidence}) from ${m} where ${m.conversationId} = ${c.id} and ${m.sender} = 'bot')`.mapWith(
  (v: string | number | null) => (v === null ? null : Number(v)),
);
const lastMessage = sql<
  string | null
>`(select ${m.text} from ${m} where ${m.conversationId} = ${c.id} order by ${m.seq} desc limit 1)`;

const summaryColumns = {
  conversation: c,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  messageCount,
  lowestConfidence,
  lastMessage,
};

type SummaryRow = {
  conversation: ChatConversationRow;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  messageCount: number;
  lowestConfidence: number | null;
  lastMessage: string | null;
};

function toSummary(row: SummaryRow): ChatConversationSummary {
  const conversation = row.conversation;
  return {
    _id: conversation.id,
    id: conversation.id,
    sessionId: conversation.sessionId,
    user: row.userId
      ? { id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' }
      : null,
    startedAt: conversation.startedAt.toISOString(),
    lastAt: conversation.lastAt.toISOString(),
    messageCount: row.messageCount,
    lowestConfidence: row.lowestConfidence,
    lastMessage: row.lastMessage,
    handoverEmail: conversation.handoverEmail,
    handoverQueryId: conversation.handoverQueryId,
  };
}

export function createChatConversationsRepository(db: Db) {
  return {
    /** Starts the conversation of a session id not seen before; undefined when it is taken. */
    async insertIfAbsent(values: {
      sessionId: string;
      userId: string | null;
      secretHash: string;
    }): Promise<ChatConversationRow | undefined> {
      const now = new Date();
      const [row] = await db
        .insert(c)
        .values({ ...values, startedAt: now, lastAt: now })
        .onConflictDoNothing({ target: c.sessionId })
        .returning();
      return row;
    },

    async findBySessionId(sessionId: string): Promise<ChatConversationRow | undefined> {
      const [row] = await db.select().from(c).where(eq(c.sessionId, sessionId));
      return row;
    },

    /** A visitor who signs in keeps their conversation, now under their account. */
    async touch(id: string, userId: string | null): Promise<ChatConversationRow> {
      const [row] = await db
        .update(c)
        .set({ lastAt: new Date(), userId: sql`coalesce(${c.userId}, ${userId}::uuid)` })
        .where(eq(c.id, id))
        .returning();
      return row!;
    },

    /** Inside a transaction: holds the row until it commits. */
    async lockById(id: string): Promise<ChatConversationRow | undefined> {
      const [row] = await db.select().from(c).where(eq(c.id, id)).for('update');
      return row;
    },

    async setAwaitingEmail(id: string, awaiting: boolean): Promise<void> {
      await db.update(c).set({ awaitingEmail: awaiting }).where(eq(c.id, id));
    },

    async markHandedOver(id: string, email: string, queryId: string): Promise<void> {
      await db
        .update(c)
        .set({ awaitingEmail: false, handoverEmail: email, handoverQueryId: queryId })
        .where(eq(c.id, id));
    },

    /** Stored in the order given (a question before its answer). */
    async addMessages(conversationId: string, messages: NewChatMessage[]): Promise<void> {
      if (messages.length === 0) return;
      await db.insert(m).values(messages.map((message) => ({ conversationId, ...message })));
    },

    async messages(conversationId: string): Promise<ChatMessageRow[]> {
      return db.select().from(m).where(eq(m.conversationId, conversationId)).orderBy(asc(m.seq));
    },

    /** How often this conversation already got an answer of `intent`: picks the next answer in turn. */
    async answersGiven(conversationId: string, intent: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(m)
        .where(
          and(eq(m.conversationId, conversationId), eq(m.sender, 'bot'), eq(m.intent, intent)),
        );
      return row?.n ?? 0;
    },

    async list(
      query: ChatConversationListQuery,
      threshold: number,
    ): Promise<{ items: ChatConversationSummary[]; total: number }> {
      const filters: SQL[] = [];
      // A conversation is in the range when it overlaps it.
      if (query.from) filters.push(gte(c.lastAt, new Date(query.from)));
      if (query.to) filters.push(lte(c.startedAt, new Date(query.to)));
      if (query.sessionId) filters.push(eq(c.sessionId, query.sessionId));
      if (query.intent) {
        filters.push(
          sql`exists (select 1 from ${m} where ${m.conversationId} = ${c.id} and ${m.sender} = 'bot' and ${m.intent} = ${query.intent})`,
        );
      }
      if (query.lowConfidence) {
        filters.push(
          sql`exists (select 1 from ${m} where ${m.conversationId} = ${c.id} and ${m.sender} = 'bot' and ${m.confidence} < ${threshold})`,
        );
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(c)
          .leftJoin(users, eq(users.id, c.userId))
          .where(where)
          .orderBy(desc(c.lastAt), desc(c.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(c).where(where),
      ]);
      return { items: rows.map(toSummary), total: total?.n ?? 0 };
    },

    async findById(id: string): Promise<ChatConversationDetail | undefined> {
      const [row] = await db
        .select(summaryColumns)
        .from(c)
        .leftJoin(users, eq(users.id, c.userId))
        .where(eq(c.id, id));
      if (!row) return undefined;
      const messages = await db
        .select()
        .from(m)
        .where(eq(m.conversationId, id))
        .orderBy(asc(m.seq));
      return { ...toSummary(row), messages: messages.map(toLogMessage) };
    },
  };
}

export type ChatConversationsRepository = ReturnType<typeof createChatConversationsRepository>;
