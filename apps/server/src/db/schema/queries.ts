import type { TranscriptEntry } from '@streamfront/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Contact messages, chat hand-overs and customer questions: one inbox for the back-office. */
export const queries = pgTable(
  'queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject'),
    message: text('message').notNull(),
    transcript: jsonb('transcript').$type<TranscriptEntry[]>(),
    source: text('source', { enum: ['contact', 'chat', 'customer'] }).notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    /** The team's latest reply, kept for callers that read one reply; the thread has them all. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** The admin looking after it; null until someone takes it. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('queries_status_created_idx').on(t.status, t.createdAt),
    index('queries_user_idx').on(t.userId),
    index('queries_assignee_idx').on(t.assigneeId),
  ],
);

export type QueryRow = typeof queries.$inferSelect;
export type NewQueryRow = typeof queries.$inferInsert;

/** The conversation with the customer after their first message: replies and answers back. */
export const queryMessages = pgTable(
  'query_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Two messages written in the same instant (seed, quick replies) still keep their order.
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    queryId: uuid('query_id')
      .notNull()
      .references(() => queries.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['customer', 'admin'] }).notNull(),
    /** The admin who replied; null for the customer (the query says who they are). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('query_messages_query_idx').on(t.queryId, t.seq)],
);

/** Admins' internal notes on a query: never part of what the customer sees. */
export const queryNotes = pgTable(
  'query_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    queryId: uuid('query_id')
      .notNull()
      .references(() => queries.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('query_notes_query_idx').on(t.queryId, t.seq)],
);

export type QueryMessageRow = typeof queryMessages.$inferSelect;
export type QueryNoteRow = typeof queryNotes.$inferSelect;
