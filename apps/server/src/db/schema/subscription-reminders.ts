import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REMINDER_KINDS } from '@streamfront/contract';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Every reminder a customer got about a subscription's end. The unique index is what makes
 * the sweep's 7-day and 1-day reminders go out once per expiry, however many server
 * instances sweep at the same moment: the insert that loses the race inserts nothing, and
 * its transaction sends nothing. An extension gives a new `expires_at`, so the new end gets
 * its own reminders. An admin's reminders (`manual`) may repeat.
 */
export const subscriptionReminders = pgTable(
  'subscription_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    /** The expiry this reminder was about. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The admin who sent it; null for the sweep. */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_reminders_once_idx')
      .on(t.orderId, t.kind, t.expiresAt)
      .where(sql`${t.kind} <> 'manual'`),
    index('subscription_reminders_order_idx').on(t.orderId, t.createdAt),
  ],
);

export type SubscriptionReminderRow = typeof subscriptionReminders.$inferSelect;
