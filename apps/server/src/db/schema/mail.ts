import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAIL_STATES, MAIL_TEMPLATES } from '@streamfront/contract';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * The mail log: every message the product sends, one row each, written in the transaction of
 * the change that caused it together with the job that sends it (decision 044). `params` is
 * what its template is rendered from; a message with a secret (a reset link) keeps the secret
 * sealed in `sealed` until it is sent, then forgets it.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    template: text('template', { enum: MAIL_TEMPLATES }).notNull(),
    subject: text('subject').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** AES-256-GCM sealed secrets of the message (lib/secret-box.ts), null once sent. */
    sealed: text('sealed'),
    /** It held a secret: never shown, never sent again. */
    secret: boolean('secret').notNull().default(false),
    state: text('state', { enum: MAIL_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The Message-ID the mail server was given, so a retry is recognisably the same message. */
    messageId: text('message_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_messages_created_idx').on(t.createdAt),
    index('mail_messages_state_idx').on(t.state, t.createdAt),
    index('mail_messages_order_idx').on(t.orderId),
    index('mail_messages_user_idx').on(t.userId),
  ],
);

export type MailMessageRow = typeof mailMessages.$inferSelect;
