import { z } from 'zod';
import {
  IsoDateSchema,
  PageQuerySchema,
  SearchQuerySchema,
  listSchema,
  okSchema,
} from './common.ts';
import { ServiceMoveBodySchema } from './services.ts';

/** One question of the public FAQ, as `GET /api/site` sends it. */
export const FaqItemSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  question: z.string(),
  answer: z.string(),
  sortOrder: z.number().int(),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

/** The admin's view of a question: hidden ones too, with their dates. */
export const AdminFaqItemSchema = FaqItemSchema.extend({
  active: z.boolean(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type AdminFaqItem = z.infer<typeof AdminFaqItemSchema>;

/** `GET /api/admin/faq`: always in display order, so the move buttons mean what they show. */
export const FaqListQuerySchema = PageQuerySchema.extend({
  /** Matches the question or the answer, case-insensitively. */
  q: SearchQuerySchema,
  /** `true`: shown on the home page; `false`: hidden. Absent: both. */
  active: z.enum(['true', 'false']).optional(),
}).strict();
export type FaqListQuery = z.infer<typeof FaqListQuerySchema>;

export const AdminFaqListAnswerSchema = listSchema(AdminFaqItemSchema);
export type AdminFaqListAnswer = z.infer<typeof AdminFaqListAnswerSchema>;
export const FaqItemAnswerSchema = okSchema(AdminFaqItemSchema);
export type FaqItemAnswer = z.infer<typeof FaqItemAnswerSchema>;

const QuestionSchema = z
  .string('Question is required')
  .trim()
  .min(3, 'Question must be at least 3 characters')
  .max(300, 'Question must be at most 300 characters');
const AnswerSchema = z
  .string('Answer is required')
  .trim()
  .min(1, 'Answer is required')
  .max(4000, 'Answer must be at most 4000 characters');

/** `POST /api/admin/faq`: a new question goes last. */
export const FaqCreateBodySchema = z
  .object({
    question: QuestionSchema,
    answer: AnswerSchema,
    active: z.boolean().default(true),
  })
  .strict();
export type FaqCreateBody = z.infer<typeof FaqCreateBodySchema>;

/** `PATCH /api/admin/faq/:id`: any subset; hiding and showing is `{ active }`. */
export const FaqUpdateBodySchema = z
  .object({ question: QuestionSchema, answer: AnswerSchema, active: z.boolean() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type FaqUpdateBody = z.infer<typeof FaqUpdateBodySchema>;

/** `POST /api/admin/faq/:id/move`: one place up or down, as packages move. */
export const FaqMoveBodySchema = ServiceMoveBodySchema;
export type FaqMoveBody = z.infer<typeof FaqMoveBodySchema>;
