import { z } from 'zod';
import { IsoDateSchema } from './common.ts';
import { FormEmailSchema, requiredFormText } from './forms.ts';

export const ProblemTypeSchema = z.enum(
  ['not_playing', 'buffering', 'wrong_guide', 'audio_subtitles', 'inappropriate', 'copyright'],
  'Choose the kind of problem',
);
export type ProblemType = z.infer<typeof ProblemTypeSchema>;

/** How each problem type reads in forms and in the back-office. */
export const PROBLEM_TYPE_LABELS: Record<ProblemType, string> = {
  not_playing: 'Not playing',
  buffering: 'Buffering or poor quality',
  wrong_guide: 'Wrong programme guide information',
  audio_subtitles: 'Audio or subtitle problem',
  inappropriate: 'Inappropriate content',
  copyright: 'Copyright concern',
};

export const ContentReportStatusSchema = z.enum(['open', 'investigating', 'resolved', 'dismissed']);
export type ContentReportStatus = z.infer<typeof ContentReportStatusSchema>;

export const ContentReportSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  subject: z.string(),
  problemType: ProblemTypeSchema,
  details: z.string(),
  url: z.string().nullable(),
  email: z.string(),
  userId: z.uuid().nullable(),
  status: ContentReportStatusSchema,
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type ContentReport = z.infer<typeof ContentReportSchema>;

/** `POST /api/content-reports`. `email` may be left out by a signed-in user. */
export const ContentReportBodySchema = z
  .object({
    subject: requiredFormText(200, 'Subject'),
    problemType: ProblemTypeSchema,
    details: requiredFormText(5000, 'Details', 10),
    url: z
      .string('Link must be text')
      .trim()
      .max(2048, 'Link must be at most 2048 characters')
      .nullish()
      .transform((value) => value || undefined)
      .pipe(z.url({ protocol: /^https?$/, error: 'Enter a valid http(s) link' }).optional()),
    email: FormEmailSchema,
  })
  .strict();
export type ContentReportBody = z.infer<typeof ContentReportBodySchema>;
export type ContentReportInput = z.input<typeof ContentReportBodySchema>;

export const CONTENT_REPORT_RECEIVED_MESSAGE =
  'Thank you for your report. Our team will look into it and email you if we need more details.';
