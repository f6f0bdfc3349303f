import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { COMPENSATION_STATES } from '@streamfront/contract';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * One "Extend subscriptions" after an outage: whom it reaches (packages, a moment they were
 * running at), by how much, and why. Its idempotency key makes a second press the same one.
 */
export const compensations = pgTable(
  'compensations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    reason: text('reason').notNull(),
    hours: integer('hours').notNull(),
    serviceIds: jsonb('service_ids').$type<string[]>(),
    serviceNames: jsonb('service_names').$type<string[]>().notNull().default([]),
    activeAt: timestamp('active_at', { withTimezone: true }),
    state: text('state', { enum: COMPENSATION_STATES }).notNull().default('running'),
    count: integer('count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('compensations_created_idx').on(t.createdAt)],
);

/**
 * Each subscription one compensation extended, with its end before and after: a subscription
 * is extended once per compensation (the key), and undo puts back exactly what it moved.
 */
export const compensationItems = pgTable(
  'compensation_items',
  {
    compensationId: uuid('compensation_id')
      .notNull()
      .references(() => compensations.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expiresBefore: timestamp('expires_before', { withTimezone: true }).notNull(),
    expiresAfter: timestamp('expires_after', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.compensationId, t.orderId] })],
);

export type CompensationRow = typeof compensations.$inferSelect;
