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

/**
 * A visitor's message whose reply does not depend on anything but how many answers of its
 * intent the conversation already got: stored with the conversation's opening, in one
 * statement, unless the conversation turns out to be waiting for an email (the hand-over
 * decides that reply).
 */
export interface PlannedExchange {
  question: string;
  /** The intent whose answers given are counted (null: nothing counted). */
  countIntent: string | null;
  /** The reply's wordings: the one stored is `replies[answersGiven % replies.length]`. */
  replies: string[];
  intent: string;
  confidence: number;
  /** A question the assistant could not answer, kept (or counted again) for the admins. */
  unanswered?: { normalizedText: string; bestIntent: string | null };
}

/** What `openWithExchange` opened, and whether the exchange was stored with it. */
export type OpenedWithExchange = OpenConversation & { stored: boolean };

interface OpenedRow {
  id: string;
  session_id: string;
  awaiting_email: boolean;
  handover_email: string | null;
  handover_query_id: string | null;
  answers_given: number;
  stored: boolean;
}

/**
 * `open` and `addExchange` (and, for an unanswered question, the unanswered list's upsert) in
 * one statement. The data-modifying CTEs all see the rows as they were before it, so the
 * count is of earlier answers, as `open`'s is. The reply is chosen in SQL from its wordings by
 * that count, the same choice the caller makes from the returned count.
 */
function openWithExchangeSql(
  caller: { sessionId: string; userId: string | null; secretHash: string },
  exchange: PlannedExchange,
  now: Date,
): SQL {
  const replies = exchange.replies.length > 0 ? exchange.replies : [''];
  const unanswered = exchange.unanswered
    ? sql`, kept as (
        insert into chat_unanswered as u
          (text, normalized_text, session_id, conversation_id, confidence, best_intent, created_at, last_asked_at)
        select ${exchange.question}, ${exchange.unanswered.normalizedText}, o.session_id, o.id,
          ${exchange.confidence}, ${exchange.unanswered.bestIntent}, ${now}, ${now}
        from opened o
        where not o.awaiting_email or o.handover_query_id is not null
        on conflict (normalized_text) where status = 'open' do update set
          occurrences = u.occurrences + 1,
          last_asked_at = excluded.last_asked_at,
          confidence = excluded.confidence,
          best_intent = excluded.best_intent
      )`
    : sql``;
  return sql`with opened as (
      insert into chat_conversations as c (session_id, user_id, secret_hash, started_at, last_at)
      values (${caller.sessionId}, ${caller.userId}, ${caller.secretHash}, ${now}, ${now})
      on conflict (session_id) do update set
        last_at = excluded.last_at,
        user_id = coalesce(c.user_id, excluded.user_id)
      where case when c.user_id is not null then c.user_id = excluded.user_id
        else c.secret_hash = excluded.secret_hash end
      returning c.id, c.session_id, c.awaiting_email, c.handover_email, c.handover_query_id,
        (select count(*)::int from (
          -- OFFSET 0 keeps the conversation's own index: without statistics (PGlite never
          -- analyses) the planner also scanned every message of the intent, a cost that
          -- grew with the table.
          select m.sender, m.intent from chat_messages m where m.conversation_id = c.id offset 0
        ) m where m.sender = 'bot' and m.intent = ${exchange.countIntent}::text) as answers_given
    ), stored as (
      insert into chat_messages (conversation_id, sender, text, intent, confidence)
      select o.id, x.sender, x.text, x.intent, x.confidence
      from opened o
      cross join lateral (values
        (1, 'user', ${exchange.question}::text, null::text, null::double precision),
        (2, 'bot', (${sql.param(replies)}::text[])[o.answers_given % ${replies.length}::int + 1],
          ${exchange.intent}::text, ${exchange.confidence}::double precision)
      ) as x(ord, sender, text, intent, confidence)
      where not o.awaiting_email or o.handover_query_id is not null
      order by x.ord
      returning 1
    )${unanswered}
    select o.*, exists (select 1 from stored) as stored from opened o`;
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

    /**
     * `open`, and the message with its planned reply stored at once (see PlannedExchange);
     * `stored` is false when the conversation was waiting for an email and nothing was.
     */
    async openWithExchange(
      caller: { sessionId: string; userId: string | null; secretHash: string },
      exchange: PlannedExchange,
    ): Promise<OpenedWithExchange | undefined> {
      const result = await db.execute(openWithExchangeSql(caller, exchange, new Date()));
      const [row] = (result as unknown as { rows: OpenedRow[] }).rows;
      if (!row) return undefined;
      return {
        id: row.id,
        sessionId: row.session_id,
        awaitingEmail: row.awaiting_email,
        handoverEmail: row.handover_email,
        handoverQueryId: row.handover_query_id,
        answersGiven: Number(row.answers_given),
        stored: row.stored,
      };
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
