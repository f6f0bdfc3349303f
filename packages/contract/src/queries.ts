import { z } from 'zod';
import { IsoDateSchema } from './common.ts';
import { FormEmailSchema, requiredFormText } from './forms.ts';

/** Where a query came from: the contact page, the chat assistant's hand-over, a signed-in customer. */
export const QuerySourceSchema = z.enum(['contact', 'chat', 'customer']);
export type QuerySource = z.infer<typeof QuerySourceSchema>;

export const QueryStatusSchema = z.enum(['open', 'answered', 'closed']);
export type QueryStatus = z.infer<typeof QueryStatusSchema>;

/** One line of a chat conversation kept with a query handed over to a person. */
export const TranscriptEntrySchema = z.object({
  sender: z.enum(['user', 'bot']),
  text: z.string().max(2000),
  at: IsoDateSchema,
});
export type TranscriptEntry = z.infer<typeof TranscriptEntrySchema>;

export const QuerySchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  userId: z.uuid().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  transcript: z.array(TranscriptEntrySchema).nullable(),
  source: QuerySourceSchema,
  status: QueryStatusSchema,
  reply: z.string().nullable(),
  repliedAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type Query = z.infer<typeof QuerySchema>;

/** `POST /api/contact`. `email` may be left out by a signed-in user (their own is used). */
export const ContactBodySchema = z
  .object({
    name: requiredFormText(100, 'Name'),
    email: FormEmailSchema,
    subject: requiredFormText(150, 'Subject'),
    message: requiredFormText(5000, 'Message', 10),
  })
  .strict();
export type ContactBody = z.infer<typeof ContactBodySchema>;
export type ContactInput = z.input<typeof ContactBodySchema>;

export const CONTACT_RECEIVED_MESSAGE =
  'Thank you for contacting us! We have received your message and will reply by email within one business day.';
