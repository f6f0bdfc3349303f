import { z } from 'zod';
import { EmailSchema } from '../auth.ts';
import { toOneLine } from '../common.ts';

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

/**
 * Live values an answer may hold, filled from the database each time the answer is sent.
 * `my_subscription` speaks of the signed-in customer's running subscriptions (package and days
 * left, never their access details) and is empty for a visitor.
 */
export const CHAT_PLACEHOLDERS = [
  'packages',
  'cheapest_price',
  'next_event',
  'support_email',
  'payment_methods',
  'my_subscription',
  'trial_offer',
] as const;
export type ChatPlaceholder = (typeof CHAT_PLACEHOLDERS)[number];

/** The intent reported for an answer below the confidence threshold. */
export const FALLBACK_INTENT = 'fallback';
/** The intent that hands a conversation over to a person. */
export const HANDOVER_INTENT = 'talk_to_human';

/** Who trained a model, or whose conversation it is. */
export const ChatUserRefSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type ChatUserRef = z.infer<typeof ChatUserRefSchema>;

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
