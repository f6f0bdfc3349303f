import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '@streamfront/contract';
import { promoCodes } from './promo-codes.ts';
import { services } from './services.ts';
import { users } from './users.ts';

/** Gives each order the number a customer quotes with a bank transfer: SF-000123. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1000 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number')
      .notNull()
      .unique()
      .default(sql`'SF-' || lpad(nextval('order_number_seq')::text, 6, '0')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // A deleted package leaves its orders (they are money): the name and period stay here.
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    periodMonths: integer('period_months').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    renewalOf: uuid('renewal_of').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    note: text('note'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_service_idx').on(t.serviceId),
    index('orders_expires_idx').on(t.expiresAt),
    // The finance summary reads a period's sales by the moment they were paid.
    index('orders_paid_idx').on(t.paidAt),
  ],
);

/** The timeline: one row per status change, the first one (from null) when it was placed. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_events_order_idx').on(t.orderId, t.createdAt),
    // The finance summary finds a period's refunds by their `refunded` event.
    index('order_status_events_to_created_idx').on(t.toStatus, t.createdAt),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderStatusEventRow = typeof orderStatusEvents.$inferSelect;
