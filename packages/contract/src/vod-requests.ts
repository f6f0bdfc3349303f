import { z } from 'zod';
import { IsoDateSchema } from './common.ts';
import { FormEmailSchema, optionalFormText, requiredFormText } from './forms.ts';

export const VodTypeSchema = z.enum(['movie', 'series'], 'Type must be movie or series');
export type VodType = z.infer<typeof VodTypeSchema>;

export const VodRequestStatusSchema = z.enum(['pending', 'approved', 'added', 'rejected']);
export type VodRequestStatus = z.infer<typeof VodRequestStatusSchema>;

/** The first films were shown in 1888; a title may be announced a few years ahead. */
export const VOD_YEAR_MIN = 1888;
const YEARS_AHEAD = 5;

export const VodRequestSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  title: z.string(),
  type: VodTypeSchema,
  year: z.number().int().nullable(),
  note: z.string().nullable(),
  email: z.string(),
  userId: z.uuid().nullable(),
  status: VodRequestStatusSchema,
  noteToCustomer: z.string().nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type VodRequest = z.infer<typeof VodRequestSchema>;

/** `POST /api/vod-requests`. `email` may be left out by a signed-in user. */
export const VodRequestBodySchema = z
  .object({
    title: requiredFormText(200, 'Title'),
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
