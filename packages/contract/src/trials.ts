import { z } from 'zod';
import { IsoDateSchema, RecordIdsSchema, listSchema, okSchema } from './common.ts';
import { adminListQuerySchema } from './list.ts';

// ---- Free trials (decision 055) ----------------------------------------------------------

/**
 * Why a trial is refused: each is shown to the customer in its own words and counted for
 * admins by its code (the answer's `reason`).
 */
export const TRIAL_REFUSALS = [
  'not_verified',
  'already_used',
  'disposable_email',
  'address_limit',
  'daily_limit',
  'no_trial',
  'paused',
] as const;
export const TrialRefusalSchema = z.enum(TRIAL_REFUSALS);
export type TrialRefusal = z.infer<typeof TrialRefusalSchema>;

/**
 * The status each refusal answers with (DESIGN §3), and the words the customer reads. Not
 * verified is the account's state (409), not a wrong role: a 403 signs the web client out.
 * The two caps are 429 with Retry-After: the next UTC day.
 */
export const TRIAL_REFUSAL_STATUS: Record<TrialRefusal, 409 | 422 | 429 | 503> = {
  not_verified: 409,
  already_used: 409,
  disposable_email: 422,
  address_limit: 429,
  daily_limit: 429,
  no_trial: 422,
  paused: 503,
};
export const TRIAL_REFUSAL_MESSAGES: Record<TrialRefusal, string> = {
  not_verified:
    'Verify your email first: open the link we sent you, or ask for a new one from My account.',
  already_used: 'A free trial has already been used with this account or email address.',
  disposable_email:
    'Free trials need a permanent email address. Change your email in My account, or order the package.',
  address_limit:
    'A free trial has already been taken from your network today. Try again tomorrow, or order the package.',
  daily_limit: "Today's free trials are all taken. Try again tomorrow, or order the package.",
  no_trial: 'This package has no free trial.',
  paused: 'Free trials are paused for now. Try again later, or order the package.',
};
export const TRIAL_REFUSAL_LABELS: Record<TrialRefusal, string> = {
  not_verified: 'Email not verified',
  already_used: 'Trial already used',
  disposable_email: 'Disposable email',
  address_limit: 'Same network today',
  daily_limit: 'Daily cap reached',
  no_trial: 'Package without trial',
  paused: 'Trials paused',
};

/** `POST /api/trials`. */
export const StartTrialBodySchema = z.object({ serviceId: z.uuid('Choose a package') }).strict();
export type StartTrialBody = z.infer<typeof StartTrialBodySchema>;

/** Where a trial stands: running, ended on time, or revoked by an admin. */
export const TRIAL_STATUSES = ['running', 'ended', 'revoked'] as const;
export const TrialStatusSchema = z.enum(TRIAL_STATUSES);
export type TrialStatus = z.infer<typeof TrialStatusSchema>;
export const TRIAL_STATUS_LABELS: Record<TrialStatus, string> = {
  running: 'Running',
  ended: 'Ended',
  revoked: 'Revoked',
};

/** A trial converts when its customer pays for a package within this many days of its end. */
export const TRIAL_CONVERSION_DAYS = 7;

export const TrialSchema = RecordIdsSchema.extend({
  orderId: z.uuid(),
  orderNumber: z.string(),
  serviceId: z.uuid().nullable(),
  serviceName: z.string(),
  status: TrialStatusSchema,
  startsAt: IsoDateSchema,
  endsAt: IsoDateSchema,
});
export type Trial = z.infer<typeof TrialSchema>;
export const TrialAnswerSchema = okSchema(TrialSchema);
export type TrialAnswer = z.infer<typeof TrialAnswerSchema>;

export const AdminTrialSchema = TrialSchema.extend({
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  /** The customer paid for a package between the trial's start and 7 days after its end. */
  converted: z.boolean(),
  revokedAt: IsoDateSchema.nullable(),
});
export type AdminTrial = z.infer<typeof AdminTrialSchema>;

export const TRIAL_SORT_KEYS = ['startsAt', 'endsAt'] as const;
export const AdminTrialListQuerySchema = adminListQuerySchema(TRIAL_SORT_KEYS, '-startsAt', {
  status: TrialStatusSchema.optional(),
  converted: z.enum(['true', 'false']).optional(),
});
export type AdminTrialListQuery = z.infer<typeof AdminTrialListQuerySchema>;
export type AdminTrialListQueryInput = z.input<typeof AdminTrialListQuerySchema>;
export const AdminTrialListAnswerSchema = listSchema(AdminTrialSchema);
export type AdminTrialListAnswer = z.infer<typeof AdminTrialListAnswerSchema>;
export const AdminTrialAnswerSchema = okSchema(AdminTrialSchema);

/** Settings → Trials: the site-wide cap per day and a pause of every trial. */
export const TRIAL_DAILY_CAP_MAX = 10_000;
const CAP_MESSAGE = `The daily cap is a whole number from 0 to ${TRIAL_DAILY_CAP_MAX}`;
export const TrialSettingsSchema = z
  .object({
    dailyCap: z
      .number(CAP_MESSAGE)
      .int(CAP_MESSAGE)
      .min(0, CAP_MESSAGE)
      .max(TRIAL_DAILY_CAP_MAX, CAP_MESSAGE),
    paused: z.boolean(),
  })
  .strict();
export type TrialSettings = z.infer<typeof TrialSettingsSchema>;

/** `GET /api/admin/trials/summary`: the settings, today's count, and refusals by reason. */
export const TrialSummarySchema = z.object({
  settings: TrialSettingsSchema,
  startedToday: z.number().int(),
  /** Refusals in the last 30 days, by reason (every reason present, 0 when none). */
  refusals: z.record(TrialRefusalSchema, z.number().int()),
  refusalDays: z.number().int(),
});
export type TrialSummary = z.infer<typeof TrialSummarySchema>;
export const TrialSummaryAnswerSchema = okSchema(TrialSummarySchema);
export const TrialSettingsAnswerSchema = okSchema(TrialSettingsSchema);

/** `POST /api/trials`: tries per address per hour (a refusal counts too). */
export const TRIAL_RATE_LIMIT = { max: 10, windowMinutes: 60 } as const;
/** The admin's refusal counts look this far back. */
export const TRIAL_REFUSAL_DAYS = 30;
