import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationType } from '@streamfront/contract';
import { users } from './users.ts';

/** One row per recipient: each admin marks read or deletes their own copy. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The order they were written in: two in the same millisecond (PGlite's clock has no finer
    // grain) are still listed newest first.
    seq: serial('seq'),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Kinds are listed once, in the contract; the column stays open so adding one needs no migration.
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_created_idx').on(
      t.recipientId,
      t.createdAt.desc(),
      t.seq.desc(),
    ),
    // The unread badge is read on every page load; a partial index keeps that count cheap.
    index('notifications_recipient_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.read} = false`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
