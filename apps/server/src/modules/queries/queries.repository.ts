import type {
  AdminQuery,
  AdminQueryListQuery,
  CustomerQuery,
  Query,
  QueryAssignee,
  QueryAuthor,
  QueryMessage,
  QueryNote,
  QuerySource,
  QueryStatus,
  TranscriptEntry,
} from '@streamfront/contract';
import { aliasedTable, and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countAll, orderFor, pageOf, searchAny } from '../../db/list-query.ts';
import {
  queries,
  queryMessages,
  queryNotes,
  users,
  type QueryMessageRow,
  type QueryRow,
} from '../../db/schema/index.ts';

export function toQuery(row: QueryRow): Query {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    userId: row.userId,
    subject: row.subject,
    message: row.message,
    transcript: row.transcript,
    source: row.source,
    status: row.status,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface NewQuery {
  name: string;
  email: string;
  userId?: string | null | undefined;
  subject?: string | null | undefined;
  message: string;
  transcript?: TranscriptEntry[] | null | undefined;
  source: QuerySource;
}

/**
 * Stores a query as open. Shared by the contact form and the chat assistant's hand-over to
 * a person; pass a transaction as `db` to store it together with other rows.
 */
export async function createQuery(db: Db, input: NewQuery): Promise<Query> {
  const [row] = await db
    .insert(queries)
    .values({
      name: input.name,
      email: input.email,
      userId: input.userId ?? null,
      subject: input.subject ?? null,
      message: input.message,
      transcript: input.transcript ?? null,
      source: input.source,
    })
    .returning();
  return toQuery(row!);
}

const assignee = aliasedTable(users, 'assignee');
const messageCount = sql<number>`(select count(*) from ${queryMessages} where ${queryMessages.queryId} = ${queries.id})::int`;
const listColumns = {
  row: queries,
  assigneeName: assignee.name,
  messageCount,
};

function toAdminQuery(r: { row: QueryRow; assigneeName: string | null; messageCount: number }) {
  return {
    ...toQuery(r.row),
    assigneeId: r.row.assigneeId,
    assigneeName: r.row.assigneeId ? (r.assigneeName ?? '') : null,
    messageCount: Number(r.messageCount),
  } satisfies AdminQuery;
}

// Support staff sign as the team to the customer when their account is gone.
const TEAM_NAME = 'Support team';

function toMessage(
  row: QueryMessageRow,
  names: { customer: string; admin: string | null },
): QueryMessage {
  return {
    _id: row.id,
    id: row.id,
    author: row.author,
    authorName: row.author === 'customer' ? names.customer : (names.admin ?? TEAM_NAME),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createQueriesRepository(db: Db) {
  const thread = async (query: QueryRow, after?: Date): Promise<QueryMessage[]> => {
    const rows = await db
      .select({ message: queryMessages, adminName: users.name })
      .from(queryMessages)
      .leftJoin(users, eq(users.id, queryMessages.authorId))
      .where(
        and(
          eq(queryMessages.queryId, query.id),
          after ? gt(queryMessages.createdAt, after) : undefined,
        ),
      )
      .orderBy(asc(queryMessages.seq));
    return rows.map((r) => toMessage(r.message, { customer: query.name, admin: r.adminName }));
  };

  return {
    create: (input: NewQuery) => createQuery(db, input),

    async row(id: string): Promise<QueryRow | undefined> {
      const [row] = await db.select().from(queries).where(eq(queries.id, id));
      return row;
    },

    /** Inside a transaction: holds the query until it commits, so two replies queue up. */
    async lock(id: string): Promise<QueryRow | undefined> {
      const [row] = await db.select().from(queries).where(eq(queries.id, id)).for('update');
      return row;
    },

    async adminQuery(id: string): Promise<AdminQuery | undefined> {
      const [row] = await db
        .select(listColumns)
        .from(queries)
        .leftJoin(assignee, eq(assignee.id, queries.assigneeId))
        .where(eq(queries.id, id));
      return row && toAdminQuery(row);
    },

    async list(query: AdminQueryListQuery, callerId: string) {
      const assigneeId = query.assignee === 'me' ? callerId : query.assignee;
      const where = and(
        searchAny(query.q, [queries.name, queries.email, queries.subject, queries.message]),
        query.source ? eq(queries.source, query.source) : undefined,
        query.status ? eq(queries.status, query.status) : undefined,
        assigneeId === 'none'
          ? isNull(queries.assigneeId)
          : assigneeId
            ? eq(queries.assigneeId, assigneeId)
            : undefined,
      );
      const order = orderFor(
        query.sort,
        {
          createdAt: queries.createdAt,
          updatedAt: queries.updatedAt,
          name: sql`lower(${queries.name})`,
          status: queries.status,
        },
        queries.id,
      );
      const page = await pageOf(
        query,
        ({ limit, offset }) =>
          db
            .select(listColumns)
            .from(queries)
            .leftJoin(assignee, eq(assignee.id, queries.assigneeId))
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        () => db.select({ total: countAll }).from(queries).where(where),
      );
      return { items: page.items.map(toAdminQuery), total: page.total };
    },

    thread,

    async notes(queryId: string): Promise<QueryNote[]> {
      const rows = await db
        .select({ note: queryNotes, authorName: users.name })
        .from(queryNotes)
        .leftJoin(users, eq(users.id, queryNotes.authorId))
        .where(eq(queryNotes.queryId, queryId))
        .orderBy(asc(queryNotes.seq));
      return rows.map(({ note, authorName }) => ({
        _id: note.id,
        id: note.id,
        authorId: note.authorId,
        authorName: authorName ?? TEAM_NAME,
        body: note.body,
        createdAt: note.createdAt.toISOString(),
      }));
    },

    async addMessage(
      queryId: string,
      input: { author: QueryAuthor; authorId: string | null; body: string },
    ): Promise<QueryMessageRow> {
      const [row] = await db
        .insert(queryMessages)
        .values({ queryId, ...input })
        .returning();
      return row!;
    },

    async addNote(queryId: string, authorId: string, body: string): Promise<void> {
      await db.insert(queryNotes).values({ queryId, authorId, body });
    },

    /** Status, assignee, and the latest reply for callers that read the one `reply` column. */
    async update(
      id: string,
      fields: {
        status?: QueryStatus;
        assigneeId?: string | null;
        reply?: string;
        repliedAt?: Date;
      },
    ): Promise<void> {
      await db
        .update(queries)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(queries.id, id));
    },

    /** Active admins: who a query can be given to. */
    async admins(): Promise<QueryAssignee[]> {
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.disabled, false)))
        .orderBy(asc(users.name));
    },

    async isActiveAdmin(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'admin'), eq(users.disabled, false)));
      return Boolean(row);
    },

    // ------------------------------------------------------------ the customer's side

    async ownedBy(userId: string, page: { page: number; pageSize: number }) {
      const where = eq(queries.userId, userId);
      const found = await pageOf(
        page,
        ({ limit, offset }) =>
          db
            .select()
            .from(queries)
            .where(where)
            .orderBy(desc(queries.updatedAt), desc(queries.id))
            .limit(limit)
            .offset(offset),
        () => db.select({ total: countAll }).from(queries).where(where),
      );
      const ids = found.items.map((row) => row.id);
      const messages =
        ids.length === 0
          ? []
          : await db
              .select({ message: queryMessages, adminName: users.name })
              .from(queryMessages)
              .leftJoin(users, eq(users.id, queryMessages.authorId))
              .where(inArray(queryMessages.queryId, ids))
              .orderBy(asc(queryMessages.seq));
      const items = found.items.map((row) =>
        toCustomerQuery(
          row,
          messages
            .filter((m) => m.message.queryId === row.id)
            .map((m) => toMessage(m.message, { customer: row.name, admin: m.adminName })),
        ),
      );
      return { items, total: found.total };
    },

    /** The customer's own query; undefined for anyone else's, so it reads as not found. */
    async ownedQuery(userId: string, id: string): Promise<CustomerQuery | undefined> {
      const [row] = await db
        .select()
        .from(queries)
        .where(and(eq(queries.id, id), eq(queries.userId, userId)));
      return row && toCustomerQuery(row, await thread(row));
    },
  };
}

export function toCustomerQuery(row: QueryRow, messages: QueryMessage[]): CustomerQuery {
  return {
    _id: row.id,
    id: row.id,
    subject: row.subject,
    message: row.message,
    source: row.source,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messages,
  };
}

export type QueriesRepository = ReturnType<typeof createQueriesRepository>;
