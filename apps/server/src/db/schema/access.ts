import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACCESS_STATES, PROVISIONING_STATES, SUSPENSION_KINDS } from '@streamfront/contract';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * The access a running subscription gives its customer (a player login, a line on the
 * business's panel): one row a subscription, carried by its newest order (a renewal takes it
 * over, so the username never changes). Secrets are sealed (lib/secret-box.ts): a dump of
 * the database reads no password.
 */
export const subscriptionAccess = pgTable(
  'subscription_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null until the connector has answered (webhook connector). */
    username: text('username').unique(),
    passwordSealed: text('password_sealed'),
    serverUrl: text('server_url'),
    portalUrl: text('portal_url'),
    activationCodeSealed: text('activation_code_sealed'),
    screens: integer('screens').notNull(),
    state: text('state', { enum: ACCESS_STATES }).notNull().default('active'),
    /** Why it is suspended (grace after an unpaid end, or an admin); null when it is not. */
    suspendedBy: text('suspended_by', { enum: SUSPENSION_KINDS }),
    suspendedReason: text('suspended_reason'),
    /** A grace suspension ends the access then, unless a renewal is paid first. */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    provisioning: text('provisioning', { enum: PROVISIONING_STATES }).notNull().default('ready'),
    /** The customer's last "new password", for the rate limit's message. */
    resetAt: timestamp('reset_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_access_user_idx').on(t.userId),
    // The sweep's question: whose grace is over.
    index('subscription_access_grace_idx')
      .on(t.graceEndsAt)
      .where(sql`${t.state} = 'suspended'`),
  ],
);

export type SubscriptionAccessRow = typeof subscriptionAccess.$inferSelect;
