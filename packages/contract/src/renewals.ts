import { z } from 'zod';
import { IsoDateSchema, listSchema, okSchema } from './common.ts';
import { adminListQuerySchema } from './list.ts';
import { OrderStatusSchema } from './orders.ts';

// ---- Renewals: running subscriptions near their end ----------------------------------

const DAY_MS = 86_400_000;

/**
 * Whole days until `expiresAt`, rounded up: 1 on a subscription's last day, 0 or less once
 * it has ended. The one count of days left: the Renewals list, reminders, `/account` and
 * the chat assistant all say it.
 */
export const daysLeft = (expiresAt: Date, now: Date) =>
  Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS);

/** How far ahead the Renewals list looks, in days. */
export const RENEWAL_WINDOWS = ['7', '30'] as const;

/**
 * A reminder the customer got about one expiry: the two the sweep sends on its own (7 days
 * and 1 day before), or one an admin sent from the Renewals list.
 */
export const REMINDER_KINDS = ['7-days', '1-day', 'manual'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const RENEWAL_SORT_KEYS = ['expiresAt', 'orderNumber'] as const;

/** `GET /api/admin/renewals`: active subscriptions ending within `within` days. */
export const RenewalListQuerySchema = adminListQuerySchema(RENEWAL_SORT_KEYS, 'expiresAt', {
  within: z.enum(RENEWAL_WINDOWS, 'Choose 7 or 30 days').default('30'),
});
export type RenewalListQuery = z.infer<typeof RenewalListQuerySchema>;

/** `POST /api/admin/renewals/:orderId/...`. */
export const RenewalParamsSchema = z.object({ orderId: z.uuid('Order id must be a UUID') });

/** One running subscription (an `active` order) and what is being done about its end. */
export const RenewalSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  orderNumber: z.string(),
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  serviceId: z.uuid().nullable(),
  serviceName: z.string(),
  periodMonths: z.number().int(),
  startsAt: IsoDateSchema.nullable(),
  expiresAt: IsoDateSchema,
  /** Whole days left, rounded up: 1 on its last day. */
  daysLeft: z.number().int(),
  /** The newest order placed to renew it (not cancelled or refunded), if any. */
  renewal: z
    .object({ id: z.uuid(), orderNumber: z.string(), status: OrderStatusSchema })
    .nullable(),
  lastRemindedAt: IsoDateSchema.nullable(),
});
export type Renewal = z.infer<typeof RenewalSchema>;

export const RenewalListAnswerSchema = listSchema(RenewalSchema);
export type RenewalListAnswer = z.infer<typeof RenewalListAnswerSchema>;
/** What remind and extend answer: the subscription as it now is. */
export const RenewalAnswerSchema = okSchema(RenewalSchema);
export type RenewalAnswer = z.infer<typeof RenewalAnswerSchema>;

/** The fields of an extension, as a form holds them. */
export const ExtendSubscriptionFieldsSchema = z
  .object({
    months: z
      .number('Months must be a whole number from 1 to 36')
      .int('Months must be a whole number from 1 to 36')
      .min(1, 'Months must be a whole number from 1 to 36')
      .max(36, 'Months must be a whole number from 1 to 36')
      .optional(),
  })
  .strict();

/** `POST /api/admin/renewals/:orderId/extend`: months to add; the package's period when left out. */
export const ExtendSubscriptionBodySchema = ExtendSubscriptionFieldsSchema
  // A bare POST (no body) means "one more period of the package".
  .nullish()
  .transform((body) => body ?? {});
export type ExtendSubscriptionBody = z.infer<typeof ExtendSubscriptionBodySchema>;
