// Questions answered below the threshold, which an admin adds to an intent or dismisses.
import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema, RecordIdsSchema } from '../common.ts';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat.ts';
import { ChatAnswersSchema, ChatIntentNameSchema, ChatIntentSchema } from './intents.ts';

export const ChatUnansweredStatusSchema = z.enum(['open', 'added', 'dismissed']);
export type ChatUnansweredStatus = z.infer<typeof ChatUnansweredStatusSchema>;

export const ChatUnansweredListQuerySchema = PageQuerySchema.extend({
  status: ChatUnansweredStatusSchema.default('open'),
}).strict();
export type ChatUnansweredListQuery = z.infer<typeof ChatUnansweredListQuerySchema>;

export const ChatUnansweredSchema = RecordIdsSchema.extend({
  text: z.string(),
  sessionId: z.string(),
  conversationId: z.uuid().nullable(),
  confidence: z.number(),
  bestIntent: z.string().nullable(),
  status: ChatUnansweredStatusSchema,
  /** How many times the same question was asked while open. */
  occurrences: z.number().int(),
  intentId: z.uuid().nullable(),
  createdAt: IsoDateSchema,
  lastAskedAt: IsoDateSchema,
  resolvedAt: IsoDateSchema.nullable(),
});
export type ChatUnanswered = z.infer<typeof ChatUnansweredSchema>;

export const ChatUnansweredCountSchema = z.object({ open: z.number().int() });

export const ChatAddToIntentBodySchema = z.union([
  z.object({ intentId: z.uuid('Choose an intent') }).strict(),
  z
    .object({
      newIntent: z
        .object({
          name: ChatIntentNameSchema,
          answers: ChatAnswersSchema,
          /** More example sentences besides the question itself. */
          utterances: z
            .array(z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH))
            .max(2000)
            .default([]),
          enabled: z.boolean().default(true),
        })
        .strict(),
    })
    .strict(),
]);
export type ChatAddToIntentBody = z.infer<typeof ChatAddToIntentBodySchema>;

export const ChatAddToIntentResultSchema = z.object({
  unanswered: ChatUnansweredSchema,
  intent: ChatIntentSchema,
});
