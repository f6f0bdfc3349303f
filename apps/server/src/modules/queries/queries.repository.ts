import type { Query, QuerySource, TranscriptEntry } from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { queries, type QueryRow } from '../../db/schema/index.ts';

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

export function createQueriesRepository(db: Db) {
  return {
    create: (input: NewQuery) => createQuery(db, input),
  };
}

export type QueriesRepository = ReturnType<typeof createQueriesRepository>;
