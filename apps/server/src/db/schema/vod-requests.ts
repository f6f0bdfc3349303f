import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const vodRequests = pgTable(
  'vod_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    type: text('type', { enum: ['movie', 'series'] }).notNull(),
    year: integer('year'),
    note: text('note'),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'approved', 'added', 'rejected'] })
      .notNull()
      .default('pending'),
    noteToCustomer: text('note_to_customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vod_requests_status_created_idx').on(t.status, t.createdAt),
    index('vod_requests_user_idx').on(t.userId),
  ],
);

export type VodRequestRow = typeof vodRequests.$inferSelect;
export type NewVodRequestRow = typeof vodRequests.$inferInsert;
