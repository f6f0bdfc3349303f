import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import { IsoDateSchema, PageQuerySchema, RecordIdsSchema, toOneLine } from './common.ts';

/** Spec §5 and §9: the chat input takes at most 500 characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;

/**
 * Spec §5: the widget shows "unavailable" for a reply whose text matches one of these
 * (case-insensitive), so the server never sends them in a normal answer.
 */
export const CHAT_UNAVAILABLE_PHRASES = [
  'no active training data',
  'no training data',
  'not available',
  'no intents',
] as const;

/** Messages per IP per minute on `POST /api/chatbot/process-message` (429 with Retry-After beyond). */
export const CHAT_RATE_LIMIT = { max: 30, windowMinutes: 1 } as const;

/** Live values an answer may hold, filled from the database each time the answer is sent. */
export const CHAT_PLACEHOLDERS = [
  'packages',
  'cheapest_price',
  'next_event',
  'support_email',
] as const;
export type ChatPlaceholder = (typeof CHAT_PLACEHOLDERS)[number];

/** The intent reported for an answer below the confidence threshold. */
export const FALLBACK_INTENT = 'fallback';
/** The intent that hands a conversation over to a person. */
export const HANDOVER_INTENT = 'talk_to_human';

// ---------------------------------------------------------------- public: the chat call

/** 32 random bytes in base64url: guessing one is out of reach. */
export const CHAT_SESSION_SECRET_MIN_LENGTH = 43;

export const ChatProcessMessageBodySchema = z
  .object({
    message: z
      .string('Message is required')
      .trim()
      .min(1, 'Message cannot be empty')
      .max(
        CHAT_MESSAGE_MAX_LENGTH,
        `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
      ),
    sessionId: z
      .string('Session id is required')
      .trim()
      .min(1, 'Session id is required')
      .max(100, 'Session id must be at most 100 characters'),
    /**
     * A random secret that only this browser holds, made once per widget with at least
     * `CHAT_SESSION_SECRET_MIN_LENGTH` characters of a strong random source. The session id
     * names a conversation; the secret (or, once signed in, the account) proves it is the
     * caller's. Anyone else naming that session id gets a new conversation.
     */
    sessionSecret: z
      .string('Session secret is required')
      .min(
        CHAT_SESSION_SECRET_MIN_LENGTH,
        `Session secret must be at least ${CHAT_SESSION_SECRET_MIN_LENGTH} characters`,
      )
      .max(200, 'Session secret must be at most 200 characters'),
    /** Sent by the widget from the stored user (spec §6); the server trusts the Bearer token instead. */
    userId: z.string().max(100).nullable().optional(),
    /** The widget's "Talk to a person" quick reply. */
    handover: z.boolean().optional(),
    /** A visitor's email for the hand-over, when the widget asks for it in a form of its own. */
    email: EmailSchema.optional(),
    name: z
      .string()
      .overwrite(toOneLine)
      .min(1)
      .max(100, 'Name must be at most 100 characters')
      .optional(),
  })
  .strict();
export type ChatProcessMessageBody = z.infer<typeof ChatProcessMessageBodySchema>;

/**
 * Where a hand-over stands after this answer: `offered` (a fallback answer: show the
 * "Talk to a person" quick reply), `awaiting_email` (the next message should be an email),
 * `created` (a query was created and admins notified).
 */
export const ChatHandoverStateSchema = z.enum(['offered', 'awaiting_email', 'created']);
export type ChatHandoverState = z.infer<typeof ChatHandoverStateSchema>;

export const ChatReplySchema = z.object({
  response: z.string(),
  /** The intent answered, `fallback` below the threshold. */
  intent: z.string().nullable(),
  /** The classifier's probability for its best intent, 0..1. */
  confidence: z.number().min(0).max(1),
  handover: ChatHandoverStateSchema.nullable(),
});
export type ChatReply = z.infer<typeof ChatReplySchema>;

export const ChatProcessMessageDataSchema = ChatReplySchema.extend({
  /**
   * The conversation this message went to: the one asked for, or a new one when the id sent
   * named someone else's conversation. The widget sends this id from then on.
   */
  sessionId: z.string(),
});
export type ChatProcessMessageData = z.infer<typeof ChatProcessMessageDataSchema>;

export const ChatProcessMessageAnswerSchema = z.object({
  success: z.literal(true),
  data: ChatProcessMessageDataSchema,
});

// ---------------------------------------------------------------- admin: intents

const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders an answer uses that the assistant cannot fill. */
export function unknownPlaceholders(answer: string): string[] {
  const known = new Set<string>(CHAT_PLACEHOLDERS);
  return [...answer.matchAll(placeholderPattern)]
    .map((m) => m[1] ?? '')
    .filter((name) => !known.has(name));
}

export const ChatIntentNameSchema = z
  .string('Name is required')
  .trim()
  .toLowerCase()
  .min(1, 'Name is required')
  .max(60, 'Name must be at most 60 characters')
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Use letters, digits, _ and - only (no spaces)')
  .refine(
    (name) => name !== FALLBACK_INTENT,
    `"${FALLBACK_INTENT}" is reserved for answers below the threshold`,
  );

/** Blank lines dropped and repeats (ignoring case and spacing) kept once, in first-seen order. */
function uniqueTexts(texts: string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Bytes one intent may take as a request: 2000 example sentences of the longest kind, which is
 * more than the API's default JSON limit (`JSON_BODY_LIMIT_BYTES`).
 */
export const INTENT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export const ChatUtterancesSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'An example sentence cannot be empty')
      .max(
        CHAT_MESSAGE_MAX_LENGTH,
        `Example sentences must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
      ),
  )
  .min(1, 'Add at least one example sentence')
  .max(2000, 'At most 2000 example sentences per intent')
  .transform(uniqueTexts);

export const ChatAnswersSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'An answer cannot be empty')
      .max(2000, 'Answers must be at most 2000 characters')
      .superRefine((answer, ctx) => {
        const unknown = unknownPlaceholders(answer);
        if (unknown.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown placeholder ${unknown.map((u) => `{{${u}}}`).join(', ')}; use ${CHAT_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`,
          });
        }
      }),
  )
  .min(1, 'Add at least one answer')
  .max(20, 'At most 20 answers per intent')
  .transform(uniqueTexts);

/** What an admin writes for an intent, checked alike wherever it arrives. */
const chatIntentFields = {
  name: ChatIntentNameSchema,
  utterances: ChatUtterancesSchema,
  answers: ChatAnswersSchema,
};

export const ChatIntentCreateBodySchema = z
  .object({ ...chatIntentFields, enabled: z.boolean().default(true) })
  .strict();
export type ChatIntentCreateBody = z.infer<typeof ChatIntentCreateBodySchema>;

export const ChatIntentUpdateBodySchema = z
  .object({ ...chatIntentFields, enabled: z.boolean() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type ChatIntentUpdateBody = z.infer<typeof ChatIntentUpdateBodySchema>;

export const ChatIntentSchema = RecordIdsSchema.extend({
  name: z.string(),
  utterances: z.array(z.string()),
  answers: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type ChatIntent = z.infer<typeof ChatIntentSchema>;

export const ChatIntentListQuerySchema = PageQuerySchema.extend({
  /** Matches the name, an example sentence or an answer, ignoring case. */
  q: z.string().trim().max(200).optional(),
  enabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
}).strict();
export type ChatIntentListQuery = z.infer<typeof ChatIntentListQuerySchema>;

/** One intent of an export file (`GET .../intents/export` answers a list of these). */
export const ChatIntentExportEntrySchema = ChatIntentSchema.pick({
  name: true,
  utterances: true,
  answers: true,
  enabled: true,
});
export type ChatIntentExportEntry = z.infer<typeof ChatIntentExportEntrySchema>;

/** One intent of an import file: the export's entries, checked like a created intent. */
export const ChatIntentFileEntrySchema = ChatIntentCreateBodySchema;
export type ChatIntentFileEntry = z.infer<typeof ChatIntentFileEntrySchema>;

export const ChatIntentImportBodySchema = z
  .object({
    /** `merge`: intents with the same name are overwritten, new ones added, the rest kept. `replace`: the file becomes the whole set. */
    mode: z.enum(['merge', 'replace']).default('merge'),
    intents: z
      .array(ChatIntentFileEntrySchema)
      .min(1, 'The file holds no intents')
      .max(1000, 'At most 1000 intents per file')
      .superRefine((intents, ctx) => {
        const seen = new Map<string, number>();
        for (const [i, intent] of intents.entries()) {
          const first = seen.get(intent.name);
          if (first !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: [i, 'name'],
              message: `Intent "${intent.name}" appears twice (also at ${first})`,
            });
          } else {
            seen.set(intent.name, i);
          }
        }
      }),
  })
  .strict();
export type ChatIntentImportBody = z.infer<typeof ChatIntentImportBodySchema>;

export const ChatIntentImportResultSchema = z.object({
  mode: z.enum(['merge', 'replace']),
  created: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  total: z.number().int(),
});
export type ChatIntentImportResult = z.infer<typeof ChatIntentImportResultSchema>;

// ---------------------------------------------------------------- admin: model, status, try

export const ChatUserRefSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type ChatUserRef = z.infer<typeof ChatUserRefSchema>;

export const ChatTrainingResultSchema = z.object({
  version: z.number().int(),
  intents: z.number().int(),
  utterances: z.number().int(),
  trainingMs: z.number().int(),
  /** Cross-validated top-1 accuracy, 0..1; null when there was too little data to measure. */
  accuracy: z.number().min(0).max(1).nullable(),
  trainedAt: IsoDateSchema,
  /** Null for the model seeded with the demo content. */
  trainedBy: ChatUserRefSchema.nullable(),
});
export type ChatTrainingResult = z.infer<typeof ChatTrainingResultSchema>;

export const ChatStatusSchema = z.object({
  /** The model in use; null before the first training. */
  model: ChatTrainingResultSchema.nullable(),
  intents: z.object({ total: z.number().int(), enabled: z.number().int() }),
  /** Example sentences over the enabled intents. */
  utterances: z.number().int(),
  /** True when intents changed after the model in use was trained. */
  changedSinceTraining: z.boolean(),
  unansweredOpen: z.number().int(),
  threshold: z.number(),
});
export type ChatStatus = z.infer<typeof ChatStatusSchema>;

export const ChatTryBodySchema = z
  .object({
    text: z
      .string('Text is required')
      .trim()
      .min(1, 'Text cannot be empty')
      .max(CHAT_MESSAGE_MAX_LENGTH, `Text must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
  })
  .strict();
export type ChatTryBody = z.infer<typeof ChatTryBodySchema>;

export const ChatPredictionSchema = z.object({
  intent: z.string(),
  confidence: z.number().min(0).max(1),
});
export type ChatPrediction = z.infer<typeof ChatPredictionSchema>;

export const ChatTryResultSchema = z.object({
  /** The three most likely intents, most likely first. */
  predictions: z.array(ChatPredictionSchema),
  /** What a visitor who is not signed in would be sent (nothing is logged). */
  answer: ChatReplySchema,
  threshold: z.number(),
  version: z.number().int(),
});
export type ChatTryResult = z.infer<typeof ChatTryResultSchema>;

// ---------------------------------------------------------------- admin: conversation log

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

// ---------------------------------------------------------------- admin: unanswered questions

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

// ---------------------------------------------------------------- admin: settings

export const ChatSettingsSchema = z.object({
  /** Answers below this confidence (0..1) get the fallback message. */
  threshold: z.number().min(0).max(1),
  fallbackMessage: z.string(),
  updatedAt: IsoDateSchema.nullable(),
});
export type ChatSettings = z.infer<typeof ChatSettingsSchema>;

export const ChatSettingsUpdateBodySchema = z
  .object({
    threshold: z
      .number('Threshold must be a number')
      .min(0, 'Threshold must be between 0 and 1')
      .max(1, 'Threshold must be between 0 and 1'),
    fallbackMessage: z
      .string()
      .trim()
      .min(1, 'Fallback message is required')
      .max(1000, 'Fallback message must be at most 1000 characters'),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type ChatSettingsUpdateBody = z.infer<typeof ChatSettingsUpdateBodySchema>;
