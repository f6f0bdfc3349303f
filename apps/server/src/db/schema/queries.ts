import type { TranscriptEntry } from '@streamfront/contract';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('queries_status_created_idx').on(t.status, t.createdAt),
    index('queries_user_idx').on(t.userId),
  ],
);

export type QueryRow = typeof queries.$inferSelect;
export type NewQueryRow = typeof queries.$inferInsert;
