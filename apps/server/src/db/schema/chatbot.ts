import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What the business teaches the assistant: example sentences and the answers to send. */
export const chatIntents = pgTable('chat_intents', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  utterances: jsonb('utterances').$type<string[]>().notNull().default([]),
  /** May hold live placeholders ({{packages}}, ...) filled when an answer is sent. */
  answers: jsonb('answers').$type<string[]>().notNull().default([]),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every training keeps its model; the highest version is the one in use, so a new model
 * reaches every instance by a plain read and the history says who trained what.
 */
export const chatModels = pgTable('chat_models', {
  version: serial('version').primaryKey(),
  /** The engine's IntentModel, plain JSON. */
  model: jsonb('model').$type<unknown>().notNull(),
  intentsCount: integer('intents_count').notNull(),
  utterancesCount: integer('utterances_count').notNull(),
  /** Cross-validated top-1 accuracy, 0..1. */
  accuracy: doublePrecision('accuracy'),
  trainingMs: integer('training_ms').notNull(),
  trainedBy: uuid('trained_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per widget session id; the hand-over state lives here so any instance can continue it. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the secret only the visitor's browser holds: proves a message is theirs. */
    secretHash: text('secret_hash'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    /** The assistant asked for an email to hand the conversation over to a person. */
    awaitingEmail: boolean('awaiting_email').notNull().default(false),
    handoverEmail: text('handover_email'),
    handoverQueryId: uuid('handover_query_id'),
  },
  (t) => [index('chat_conversations_last_idx').on(t.lastAt.desc(), t.id.desc())],
);

export const chatSenders = ['user', 'bot'] as const;

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A question and its reply are written in the same instant: this keeps them in order.
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: chatSenders }).notNull(),
    text: text('text').notNull(),
    intent: text('intent'),
    confidence: doublePrecision('confidence'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.seq),
    index('chat_messages_intent_idx').on(t.intent),
  ],
);

export const chatUnansweredStatuses = ['open', 'added', 'dismissed'] as const;

/** Questions the assistant was not sure about, for an admin to teach it. */
export const chatUnanswered = pgTable(
  'chat_unanswered',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    text: text('text').notNull(),
    /** Lower-cased, spaces collapsed: the same question asked again counts, not repeats. */
    normalizedText: text('normalized_text').notNull(),
    sessionId: text('session_id').notNull(),
    conversationId: uuid('conversation_id').references(() => chatConversations.id, {
      onDelete: 'set null',
    }),
    confidence: doublePrecision('confidence').notNull(),
    bestIntent: text('best_intent'),
    status: text('status', { enum: chatUnansweredStatuses }).notNull().default('open'),
    occurrences: integer('occurrences').notNull().default(1),
    intentId: uuid('intent_id').references(() => chatIntents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAskedAt: timestamp('last_asked_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('chat_unanswered_open_text_idx')
      .on(t.normalizedText)
      .where(sql`${t.status} = 'open'`),
    index('chat_unanswered_status_idx').on(t.status, t.lastAskedAt.desc()),
  ],
);

/** A single row (id 1): the confidence threshold and the fallback answer. */
export const chatSettings = pgTable(
  'chat_settings',
  {
    id: integer('id').primaryKey().default(1),
    threshold: doublePrecision('threshold').notNull(),
    fallbackMessage: text('fallback_message').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('chat_settings_single_row', sql`${t.id} = 1`)],
);

export type ChatIntentRow = typeof chatIntents.$inferSelect;
export type ChatModelRow = typeof chatModels.$inferSelect;
export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatUnansweredRow = typeof chatUnanswered.$inferSelect;
export type ChatSettingsRow = typeof chatSettings.$inferSelect;
