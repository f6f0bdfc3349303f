import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TRIAL_REFUSALS } from '@streamfront/contract';
import { orders } from './orders.ts';
import { services } from './services.ts';
import { users } from './users.ts';

/**
 * One free trial (decision 055): the order that carries its subscription and access, and the
 * keys its abuse checks count by. `userId` and `emailKey` are unique: one trial per customer
 * and per normalised address, ever.
 */
export const trials = pgTable(
  'trials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** The email as the trial checks compare it (lower case; dots and +tags dropped where ignored). */
    emailKey: text('email_key').notNull().unique(),
    /** A keyed hash of the address the trial was asked from: counted per day, never shown. */
    addressKey: text('address_key').notNull(),
    /** The UTC day it was taken (YYYY-MM-DD): the per-address and site-wide caps count by it. */
    day: text('day').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** When the "your trial ends soon" mail was queued; null: not yet. */
    endingNoticeAt: timestamp('ending_notice_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trials_address_day_idx').on(t.addressKey, t.day),
    index('trials_day_idx').on(t.day),
    index('trials_starts_idx').on(t.startsAt),
    index('trials_ends_idx').on(t.endsAt),
  ],
);

/** A trial refused, by reason: what admins count (no address or email kept). */
export const trialRefusals = pgTable(
  'trial_refusals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reason: text('reason', { enum: TRIAL_REFUSALS }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trial_refusals_created_idx').on(t.createdAt, t.reason)],
);

export type TrialRow = typeof trials.$inferSelect;
export type TrialRefusalRow = typeof trialRefusals.$inferSelect;
