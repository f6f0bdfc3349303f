import { z } from 'zod';
import { IsoDateSchema, listSchema, okSchema } from './common.ts';
import { adminListQuerySchema } from './list.ts';
import { FormEmailSchema, optionalFormText, requiredLineText } from './forms.ts';

export const VodTypeSchema = z.enum(['movie', 'series'], 'Type must be movie or series');
export type VodType = z.infer<typeof VodTypeSchema>;

export const VOD_TYPE_LABELS: Record<VodType, string> = { movie: 'Movie', series: 'Series' };

export const VodRequestStatusSchema = z.enum(
  ['pending', 'approved', 'added', 'rejected'],
  'Choose a status',
);
export type VodRequestStatus = z.infer<typeof VodRequestStatusSchema>;

/** The first films were shown in 1888; a title may be announced a few years ahead. */
export const VOD_YEAR_MIN = 1888;
const YEARS_AHEAD = 5;

/**
 * One requested title. Repeated requests for the same title (case, spacing, punctuation and
 * a bracketed year aside) join the first: the record is the title, its requesters are
 * everyone who asked (one per email address).
 */
export const VodRequestSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  title: z.string(),
  type: VodTypeSchema,
  year: z.number().int().nullable(),
  status: VodRequestStatusSchema,
  noteToCustomer: z.string().nullable(),
  /** How many different people asked for it. */
  requesterCount: z.number().int().min(0),
  /** When the latest of them asked. */
  lastRequestedAt: IsoDateSchema,
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type VodRequest = z.infer<typeof VodRequestSchema>;

/** One person who asked for a title: their address, their account if any, and their note. */
export const VodRequesterSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  email: z.string(),
  userId: z.uuid().nullable(),
  /** The account's name, when the request was sent signed in. */
  name: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type VodRequester = z.infer<typeof VodRequesterSchema>;

export const VodRequestDetailSchema = VodRequestSchema.extend({
  requesters: z.array(VodRequesterSchema),
});
export type VodRequestDetail = z.infer<typeof VodRequestDetailSchema>;

export const VOD_REQUEST_SORT_KEYS = [
  'lastRequestedAt',
  'createdAt',
  'title',
  'requesterCount',
] as const;

/** `GET /api/admin/vod-requests`: search by title or requester email; filters; sort; page. */
export const VodRequestListQuerySchema = adminListQuerySchema(
  VOD_REQUEST_SORT_KEYS,
  '-lastRequestedAt',
  {
    status: VodRequestStatusSchema.optional(),
    type: VodTypeSchema.optional(),
  },
);
export type VodRequestListQuery = z.infer<typeof VodRequestListQuerySchema>;

export const VodRequestListAnswerSchema = listSchema(VodRequestSchema);
export type VodRequestListAnswer = z.infer<typeof VodRequestListAnswerSchema>;
export const VodRequestDetailAnswerSchema = okSchema(VodRequestDetailSchema);
export type VodRequestDetailAnswer = z.infer<typeof VodRequestDetailAnswerSchema>;

/**
 * `PATCH /api/admin/vod-requests/:id`: the status and/or the note to the customers who asked.
 * An emptied note clears it.
 */
export const VodRequestUpdateBodySchema = z
  .object({
    status: VodRequestStatusSchema.optional(),
    noteToCustomer: z
      .string('Note must be text')
      .trim()
      .max(1000, 'Note must be at most 1000 characters')
      .nullable()
      .optional()
      .transform((note) => (note === '' ? null : note)),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.noteToCustomer !== undefined, {
    message: 'Nothing to update',
  });
export type VodRequestUpdateBody = z.infer<typeof VodRequestUpdateBodySchema>;
export type VodRequestUpdateInput = z.input<typeof VodRequestUpdateBodySchema>;

/** `POST /api/vod-requests`. `email` may be left out by a signed-in user. */
export const VodRequestBodySchema = z
  .object({
    title: requiredLineText(200, 'Title'),
    type: VodTypeSchema,
    year: z
      .number('Year must be a number')
      .int('Year must be a whole number')
      .min(VOD_YEAR_MIN, `Year must be ${VOD_YEAR_MIN} or later`)
      // Checked per request, not fixed when the module loaded.
      .refine(
        (year) => year <= new Date().getUTCFullYear() + YEARS_AHEAD,
        'Year is too far in the future',
      )
      .nullish()
      .transform((year) => year ?? undefined),
    note: optionalFormText(1000, 'Note'),
    email: FormEmailSchema,
  })
  .strict();
export type VodRequestBody = z.infer<typeof VodRequestBodySchema>;
export type VodRequestInput = z.input<typeof VodRequestBodySchema>;

export const vodRequestReceivedMessage = (title: string) =>
  `Thank you! Your request for "${title}" has been received. We will email you once our team has reviewed it.`;

/** A repeated request for a title already added: it can be watched now. */
export const vodRequestAvailableMessage = (title: string) =>
  `Good news: "${title}" is already available to watch. We have noted your request too.`;

/** A repeated request for a title already approved: it is on its way. */
export const vodRequestApprovedMessage = (title: string) =>
  `"${title}" has already been approved and is on its way. We will let you know once it is added.`;

/** A repeated request for a title we said no to: counted, and told honestly. */
export const vodRequestRejectedMessage = (title: string) =>
  `We have looked at "${title}" before and cannot add it at the moment. We have noted your interest, and will let you know if that changes.`;

/** How each status reads in the back-office. */
export const VOD_STATUS_LABELS: Record<VodRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  added: 'Added',
  rejected: 'Rejected',
};
