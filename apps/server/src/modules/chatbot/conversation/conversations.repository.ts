import type {
  ChatConversationDetail,
  ChatConversationListQuery,
  ChatConversationSummary,
  ChatLogMessage,
} from '@streamfront/contract';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  chatConversations,
  chatMessages,
  users,
  type ChatConversationRow,
  type ChatMessageRow,
} from '../../../db/schema/index.ts';

/** What a message's flow needs of its conversation, as `open` returns it. */
export type OpenConversation = Pick<
  ChatConversationRow,
  'id' | 'sessionId' | 'awaitingEmail' | 'handoverEmail' | 'handoverQueryId'
> & {
  /** Answers of the intent asked about that the conversation already got. */
  answersGiven: number;
};

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
/** `table.column`: drizzle writes bare column names in `returning`, ambiguous in a subquery there. */
const qualified = (table: PgTable, column: PgColumn) =>
  sql`${table}.${sql.identifier(column.name)}`;
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

/**
 * The two statements of every chat message, built once per repository (drizzle's prepared
 * statements): building one costs about as much as PGlite takes to run it.
 */
function messageStatements(db: Db) {
  const open = (counting: boolean) =>
    db
      .insert(c)
      .values({
        sessionId: sql.placeholder('sessionId'),
        userId: sql.placeholder('userId'),
        secretHash: sql.placeholder('secretHash'),
        startedAt: sql.placeholder('now'),
        lastAt: sql.placeholder('now'),
      })
      .onConflictDoUpdate({
        target: c.sessionId,
        set: {
          lastAt: sql`excluded.last_at`,
          userId: sql`coalesce(${c.userId}, excluded.user_id)`,
        },
        // Whose it is: see `open` below.
        setWhere: sql`case when ${c.userId} is not null then ${c.userId} = excluded.user_id else ${c.secretHash} = excluded.secret_hash end`,
      })
      .returning({
        id: c.id,
        sessionId: c.sessionId,
        awaitingEmail: c.awaitingEmail,
        handoverEmail: c.handoverEmail,
        handoverQueryId: c.handoverQueryId,
        answersGiven: counting
          ? sql<number>`(select count(*) from ${m} where ${qualified(m, m.conversationId)} = ${qualified(c, c.id)} and ${qualified(m, m.sender)} = 'bot' and ${qualified(m, m.intent)} = ${sql.placeholder('intent')})`.mapWith(
              Number,
            )
          : sql<number>`0`.mapWith(Number),
      })
      .prepare(counting ? 'chat_open_counting' : 'chat_open');
  const conversationId = sql.placeholder('conversationId');
  return {
    open: open(false),
    openCounting: open(true),
    // A question before its answer: `seq` keeps them in that order.
    addExchange: db
      .insert(m)
      .values([
        { conversationId, sender: 'user', text: sql.placeholder('question') },
        {
          conversationId,
          sender: 'bot',
          text: sql.placeholder('reply'),
          intent: sql.placeholder('intent'),
          confidence: sql.placeholder('confidence'),
        },
      ])
      .prepare('chat_add_exchange'),
  };
}

export function createChatConversationsRepository(db: Db) {
  let statements: ReturnType<typeof messageStatements> | undefined;
  const prepared = () => (statements ??= messageStatements(db));

  return {
    /**
     * The caller's conversation for `sessionId`, in one statement: started when the id is new,
     * continued when it is theirs (its last activity moves on; a visitor who signed in keeps it,
     * now under their account), undefined when it is someone else's. A conversation bound to
     * an account belongs to that account; a visitor's to the browser holding its secret, whose
     * hash is compared (a hash, not the secret: timing tells nothing worth knowing);
     * conversations from before secrets existed belong to no one. With `intent`, also how many
     * answers of that intent it already got, so the next one takes its turn.
     */
    async open(
      caller: { sessionId: string; userId: string | null; secretHash: string },
      intent: string | null = null,
    ): Promise<OpenConversation | undefined> {
      const values = { ...caller, now: new Date() };
      const [row] = intent
        ? await prepared().openCounting.execute({ ...values, intent })
        : await prepared().open.execute(values);
      return row;
    },

    /** A visitor's message and the assistant's reply, stored in that order. */
    async addExchange(
      conversationId: string,
      question: string,
      reply: { text: string; intent: string | null; confidence: number | null },
    ): Promise<void> {
      await prepared().addExchange.execute({
        conversationId,
        question,
        reply: reply.text,
        intent: reply.intent,
        confidence: reply.confidence,
      });
    },

    async findBySessionId(sessionId: string): Promise<ChatConversationRow | undefined> {
      const [row] = await db.select().from(c).where(eq(c.sessionId, sessionId));
      return row;
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

    async messages(conversationId: string): Promise<ChatMessageRow[]> {
      return db.select().from(m).where(eq(m.conversationId, conversationId)).orderBy(asc(m.seq));
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
