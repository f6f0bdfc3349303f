import { z } from 'zod';
import { RecordIdsSchema, okSchema, toOneLine } from './common.ts';

/**
 * Optional free text on a public form: blank or null counts as "not given", so an empty
 * field never fails a format check and is stored as null.
 */
export function optionalFormText(max: number, label: string) {
  return z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || undefined);
}

/**
 * Required one-line text on a public form (a name, a subject, a title): line breaks and
 * control characters fold into spaces (`toOneLine`) before the length is checked.
 */
export function requiredLineText(max: number, label: string) {
  return z
    .string(`${label} is required`)
    .overwrite(toOneLine)
    .min(1, { message: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`);
}

/** Required free text on a public form, with the messages the web form shows beside it. */
export function requiredFormText(max: number, label: string, min = 1) {
  return (
    z
      .string(`${label} is required`)
      .trim()
      // abort: an empty field gets "is required" alone, not also "must be at least n".
      .min(1, { message: `${label} is required`, abort: true })
      .min(min, `${label} must be at least ${min} characters`)
      .max(max, `${label} must be at most ${max} characters`)
  );
}

/**
 * Reply-to address on a public form. Optional here: the server takes the signed-in user's
 * address when none is given, and answers 422 when an anonymous visitor leaves it out.
 */
export const FormEmailSchema = z
  .string('Email must be text')
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .nullish()
  .transform((value) => value || undefined)
  .pipe(z.email('Enter a valid email address').optional());

export const EMAIL_REQUIRED_MESSAGE = 'Email is required when you are not signed in';

/**
 * The reply-to address as a form checks it for a visitor who is not signed in: the rule the
 * server applies to such a visitor, with the same message, told before anything is sent.
 */
export const VisitorFormEmailSchema = FormEmailSchema.refine(
  (email) => email !== undefined,
  EMAIL_REQUIRED_MESSAGE,
);

/** What every public form answers with 201: the new record's ids and a line to show. */
export const SubmissionReceiptSchema = RecordIdsSchema.extend({ message: z.string() });
export type SubmissionReceipt = z.infer<typeof SubmissionReceiptSchema>;
export const SubmissionAnswerSchema = okSchema(SubmissionReceiptSchema);
export type SubmissionAnswer = z.infer<typeof SubmissionAnswerSchema>;

/** Each public form accepts this many submissions per IP address per window. */
export const FORM_RATE_LIMIT = { max: 5, windowMinutes: 10 } as const;
/** Whole request bodies above this size are refused with 413 before they are parsed. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;
