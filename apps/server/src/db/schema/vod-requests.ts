import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One requested title. `title_key` is the title with case, spacing, punctuation and a
 * bracketed year aside (modules/vod-requests/title-key.ts); its unique index is what makes
 * two people asking at the same moment join one row instead of making two.
 */
export const vodRequests = pgTable(
  'vod_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleKey: text('title_key').notNull(),
    type: text('type', { enum: ['movie', 'series'] }).notNull(),
    year: integer('year'),
    status: text('status', { enum: ['pending', 'approved', 'added', 'rejected'] })
      .notNull()
      .default('pending'),
    noteToCustomer: text('note_to_customer'),
    lastRequestedAt: timestamp('last_requested_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vod_requests_title_key_idx').on(t.titleKey),
    index('vod_requests_status_created_idx').on(t.status, t.createdAt),
    index('vod_requests_last_requested_idx').on(t.lastRequestedAt),
  ],
);

/** Everyone who asked for a title: one row per address, so asking twice counts once. */
export const vodRequesters = pgTable(
  'vod_requesters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => vodRequests.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vod_requesters_request_email_idx').on(t.requestId, t.email),
    index('vod_requesters_user_idx').on(t.userId),
  ],
);

export type VodRequestRow = typeof vodRequests.$inferSelect;
export type NewVodRequestRow = typeof vodRequests.$inferInsert;
export type VodRequesterRow = typeof vodRequesters.$inferSelect;
