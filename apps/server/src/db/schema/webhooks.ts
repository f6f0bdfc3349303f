import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATES } from '@streamfront/contract';
import { orders } from './orders.ts';

/** The business's own receivers of signed events (Settings → Webhooks). */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: jsonb('events').$type<string[]>().notNull().default([]),
  /** The `whsec_…` signing secret, sealed; shown to the admin once. */
  secretSealed: text('secret_sealed').notNull(),
  secretHint: text('secret_hint').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One event sent to one receiver: an endpoint's, or the provisioning connector's (no
 * endpoint). Its tries are a job's (jobs layer); this row keeps what an admin reads in the
 * delivery log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id').references(() => webhookEndpoints.id, {
      onDelete: 'cascade',
    }),
    /** The subscription or order it is about, for the order page. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    /** The `webhook-id`: the event's idempotency key, the same on every try and replay. */
    messageId: text('message_id').notNull(),
    /** One delivery per receiver and message: activating twice sends once. Null on a replay. */
    dedupeKey: text('dedupe_key').unique(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: WEBHOOK_DELIVERY_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_order_idx').on(t.orderId, t.createdAt),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
