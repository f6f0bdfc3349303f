// The admin's conversation log: every widget's exchange with the assistant.
import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema, RecordIdsSchema } from '../common.ts';
import { ChatUserRefSchema } from './chat.ts';

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const ChatConversationListQuerySchema = PageQuerySchema.extend({
  /** Conversations with a message at or after this time. */
  from: IsoDateSchema.optional(),
  /** Conversations with a message at or before this time. */
  to: IsoDateSchema.optional(),
  /** Conversations where the assistant answered with this intent (`fallback` included). */
  intent: z.string().trim().max(60).optional(),
  /** Only conversations with an answer below the current threshold. */
  lowConfidence: booleanQuery.optional(),
  sessionId: z.string().trim().max(100).optional(),
}).strict();
export type ChatConversationListQuery = z.infer<typeof ChatConversationListQuerySchema>;

export const ChatConversationSummarySchema = RecordIdsSchema.extend({
  sessionId: z.string(),
  user: ChatUserRefSchema.nullable(),
  startedAt: IsoDateSchema,
  lastAt: IsoDateSchema,
  messageCount: z.number().int(),
  /** The least confident answer of the conversation. */
  lowestConfidence: z.number().nullable(),
  lastMessage: z.string().nullable(),
  handoverEmail: z.string().nullable(),
  handoverQueryId: z.uuid().nullable(),
});
export type ChatConversationSummary = z.infer<typeof ChatConversationSummarySchema>;

export const ChatLogMessageSchema = RecordIdsSchema.extend({
  sender: z.enum(['user', 'bot']),
  text: z.string(),
  intent: z.string().nullable(),
  confidence: z.number().nullable(),
  createdAt: IsoDateSchema,
});
export type ChatLogMessage = z.infer<typeof ChatLogMessageSchema>;

export const ChatConversationDetailSchema = ChatConversationSummarySchema.extend({
  messages: z.array(ChatLogMessageSchema),
});
export type ChatConversationDetail = z.infer<typeof ChatConversationDetailSchema>;
