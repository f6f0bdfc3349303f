// The admin's model: training it, how it stands, and trying a sentence on it.
import { z } from 'zod';
import { IsoDateSchema } from '../common.ts';
import { CHAT_MESSAGE_MAX_LENGTH, ChatReplySchema, ChatUserRefSchema } from './chat.ts';

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
