import { z } from 'zod';
import { IsoDateSchema, listSchema, okSchema } from './common.ts';
import { adminListQuerySchema } from './list.ts';
import { FormEmailSchema, requiredFormText, requiredLineText } from './forms.ts';

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

export const ContentReportStatusSchema = z.enum(
  ['open', 'investigating', 'resolved', 'dismissed'],
  'Choose a status',
);
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
  /** What the back-office told the reporter with its last status change. */
  statusNote: z.string().nullable(),
  /** The reporter's account name, when the report was sent signed in. */
  name: z.string().nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type ContentReport = z.infer<typeof ContentReportSchema>;

/** Reports still waiting for someone: a group with any of these is an open problem. */
export const ACTIVE_REPORT_STATUSES = ['open', 'investigating'] as const;

/**
 * One problem: every report about the same channel or title (its subject with case, spacing
 * and punctuation aside). Its ids are those of its first report, which names the group in
 * `GET`/`PATCH /api/admin/content-reports/:id` (any report of the group does too).
 */
export const ContentReportGroupSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  /** As the first reporter wrote it. */
  subject: z.string(),
  /** `open` while any report is open, else `investigating` while any is, else the outcome. */
  status: ContentReportStatusSchema,
  reportCount: z.number().int().min(1),
  /** Reports still open or being investigated. */
  activeCount: z.number().int().min(0),
  /** Every kind of problem reported, most reported first. */
  problemTypes: z.array(ProblemTypeSchema),
  firstReportedAt: IsoDateSchema,
  lastReportedAt: IsoDateSchema,
  /** The details of the latest report, as a preview. */
  latestDetails: z.string(),
});
export type ContentReportGroup = z.infer<typeof ContentReportGroupSchema>;

export const ContentReportGroupDetailSchema = ContentReportGroupSchema.extend({
  /** Every report of the group, newest first. */
  reports: z.array(ContentReportSchema),
});
export type ContentReportGroupDetail = z.infer<typeof ContentReportGroupDetailSchema>;

export const CONTENT_REPORT_SORT_KEYS = [
  'lastReportedAt',
  'reportCount',
  'subject',
  'firstReportedAt',
] as const;

/** `GET /api/admin/content-reports`: one row per problem; search by subject, details or email. */
export const ContentReportListQuerySchema = adminListQuerySchema(
  CONTENT_REPORT_SORT_KEYS,
  '-lastReportedAt',
  {
    status: ContentReportStatusSchema.optional(),
    problemType: ProblemTypeSchema.optional(),
  },
);
export type ContentReportListQuery = z.infer<typeof ContentReportListQuerySchema>;

export const ContentReportListAnswerSchema = listSchema(ContentReportGroupSchema);
export type ContentReportListAnswer = z.infer<typeof ContentReportListAnswerSchema>;
export const ContentReportGroupAnswerSchema = okSchema(ContentReportGroupDetailSchema);
export type ContentReportGroupAnswer = z.infer<typeof ContentReportGroupAnswerSchema>;

/**
 * `PATCH /api/admin/content-reports/:id`: a status for the group, applied to its reports still
 * open or being investigated (to all of them when none is: a closed problem reopened), with a
 * note the reporters are told alongside a resolution or a dismissal.
 */
export const ContentReportUpdateBodySchema = z
  .object({
    status: ContentReportStatusSchema,
    note: z
      .string('Note must be text')
      .trim()
      .max(1000, 'Note must be at most 1000 characters')
      .nullish()
      .transform((note) => note || null),
  })
  .strict();
export type ContentReportUpdateBody = z.infer<typeof ContentReportUpdateBodySchema>;
export type ContentReportUpdateInput = z.input<typeof ContentReportUpdateBodySchema>;

/** How each status reads in the back-office. */
export const REPORT_STATUS_LABELS: Record<ContentReportStatus, string> = {
  open: 'Open',
  investigating: 'Investigating',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

/** `POST /api/content-reports`. `email` may be left out by a signed-in user. */
export const ContentReportBodySchema = z
  .object({
    subject: requiredLineText(200, 'Subject'),
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
