import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  uniqueIndex,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  INVOICE_KINDS,
  ORDER_ACTOR_SYSTEMS,
  ORDER_STATUSES,
  PAID_WITH,
  PAYMENT_METHODS,
} from '@streamfront/contract';
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
    /** A free trial (decision 055): total 0, never paid, active from the start for the trial's hours. */
    trial: boolean('trial').notNull().default(false),
    /** How the customer chose to pay at checkout. */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('manual'),
    /** What payment was seen (an admin's "Mark paid", or `card` from the processor). */
    paidWith: text('paid_with', { enum: PAID_WITH }),
    /** The admin's words on the payment seen ("transfer ref 4411 on 12 May"); required with `paidWith` by hand. */
    paymentNote: text('payment_note'),
    /** The card processor's checkout session and payment, for the return page and refunds. */
    stripeSessionId: text('stripe_session_id').unique(),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** Why an admin must look at this order (a paid amount that differs from the total); null: nothing. */
    attention: text('attention'),
    /** An optional billing address given at checkout, printed on the invoice. */
    billingAddress: text('billing_address'),
    /** When the unpaid-order reminder went out; null: not yet. */
    unpaidRemindedAt: timestamp('unpaid_reminded_at', { withTimezone: true }),
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
    // The admin search (`ilike '%…%'`) on the order number: a trigram index (pg_trgm).
    index('orders_number_trgm_idx').using('gin', t.orderNumber.op('gin_trgm_ops')),
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
    /** What moved the order when no person did (the card processor, a job); null with a person. */
    actorSystem: text('actor_system', { enum: ORDER_ACTOR_SYSTEMS }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_events_order_idx').on(t.orderId, t.createdAt),
    // The finance summary finds a period's refunds by their `refunded` event.
    index('order_status_events_to_created_idx').on(t.toStatus, t.createdAt),
  ],
);

/**
 * Each card-processor event handled, by its own id: a replayed or redelivered event finds its
 * row and does nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last invoice number given in each year. Taking the next one locks the year's row, so
 * numbers never skip or repeat, also under concurrent payments.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** The seller and buyer as printed, frozen at issue: later settings do not rewrite an invoice. */
export interface InvoiceParty {
  name: string;
  address: string;
  taxNumber?: string;
  email?: string;
}

/**
 * An invoice for a paid order, or the credit note its refund produces (`refersTo` the
 * invoice). Figures in minor units of `currency`; `taxRate` in basis points (2000 = 20 %).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    refersTo: uuid('refers_to').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    description: text('description').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    taxRate: integer('tax_rate').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_year_seq_idx').on(t.year, t.seq),
    // One invoice and at most one credit note per order.
    uniqueIndex('invoices_order_kind_idx').on(t.orderId, t.kind),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type OrderStatusEventRow = typeof orderStatusEvents.$inferSelect;
