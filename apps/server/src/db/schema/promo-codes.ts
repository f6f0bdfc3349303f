import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percent', 'fixed'] }).notNull(),
    /** Percent (1–100) or integer minor units. */
    discountValue: integer('discount_value').notNull(),
    /** A fixed amount's currency: the code applies only to packages priced in it. */
    currency: text('currency'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Empty: every package. Ids of deleted packages simply never match. */
    serviceIds: jsonb('service_ids').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** Counted by a conditional UPDATE inside the order's transaction (orders.repository.ts). */
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "SUMMER" and "summer" are one code.
  (t) => [uniqueIndex('promo_codes_code_lower_idx').on(sql`lower(${t.code})`)],
);

/** One row per order placed with a code: the per-customer limit counts these. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promo_redemptions_code_user_idx').on(t.promoCodeId, t.userId)],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;
