// The assistant's settings: the confidence threshold and the fallback message.
import { z } from 'zod';
import { IsoDateSchema } from '../common.ts';

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
