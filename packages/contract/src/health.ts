import { z } from 'zod';

export const HealthAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), version: z.string(), database: z.literal('up') }),
});
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;
