import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema, RecordIdsSchema, listSchema, okSchema } from './common.ts';

// ---- Compensation: every affected subscription extended after an outage ---------------

/** At most this much time given in one go: 90 days. */
export const COMPENSATION_HOURS_MAX = 90 * 24;
export const COMPENSATION_REASON_MAX = 300;
/** An extension can be taken back this long after it was made. */
export const COMPENSATION_UNDO_HOURS = 24;

export const COMPENSATION_STATES = ['running', 'done', 'undone'] as const;
export type CompensationState = (typeof COMPENSATION_STATES)[number];
export const COMPENSATION_STATE_LABELS: Record<CompensationState, string> = {
  running: 'Extending…',
  done: 'Done',
  undone: 'Undone',
};

/**
 * `POST /api/admin/subscriptions/extend`: every running subscription, or those of
 * `serviceIds`, or those that were running at `activeAt` (the outage), `hours` later. The
 * `idempotencyKey` (the form makes one when it opens) makes a second press, or a retry, the
 * same extension; `preview: true` answers who it would reach and changes nothing.
 */
export const ExtendSubscriptionsBodySchema = z
  .object({
    serviceIds: z.array(z.uuid('Unknown package')).max(100).optional(),
    activeAt: IsoDateSchema.optional(),
    hours: z
      .number('Enter how many hours')
      .int('Enter whole hours')
      .min(1, 'Give at least 1 hour')
      .max(COMPENSATION_HOURS_MAX, `At most ${COMPENSATION_HOURS_MAX / 24} days`),
    reason: z
      .string('Say why, for the customers’ notice')
      .trim()
      .min(1, 'Say why, for the customers’ notice')
      .max(COMPENSATION_REASON_MAX, `At most ${COMPENSATION_REASON_MAX} characters`),
    idempotencyKey: z.string().trim().min(8).max(100),
    preview: z.boolean().optional(),
  })
  .strict();
export type ExtendSubscriptionsBody = z.input<typeof ExtendSubscriptionsBodySchema>;

/** One subscription a preview lists. */
export const CompensationTargetSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  serviceName: z.string(),
  expiresAt: IsoDateSchema,
});
export type CompensationTarget = z.infer<typeof CompensationTargetSchema>;

/** The preview: how many, and the first of them by end. */
export const CompensationPreviewSchema = z.object({
  count: z.number().int(),
  sample: z.array(CompensationTargetSchema),
});
export type CompensationPreview = z.infer<typeof CompensationPreviewSchema>;

export const CompensationSchema = RecordIdsSchema.extend({
  reason: z.string(),
  hours: z.number().int(),
  serviceIds: z.array(z.uuid()).nullable(),
  /** The package names as they were, for the list. */
  serviceNames: z.array(z.string()),
  activeAt: IsoDateSchema.nullable(),
  state: z.enum(COMPENSATION_STATES),
  /** How many subscriptions it extended (so far, while running). */
  count: z.number().int(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: IsoDateSchema,
  undoneAt: IsoDateSchema.nullable(),
  /** Until when "Undo" is offered; null once undone. */
  undoUntil: IsoDateSchema.nullable(),
});
export type Compensation = z.infer<typeof CompensationSchema>;

/** The extension (confirmed), or the preview (`preview: true`). */
export const ExtendSubscriptionsAnswerSchema = okSchema(
  z.union([
    z.object({ preview: z.literal(true), ...CompensationPreviewSchema.shape }),
    z.object({ preview: z.literal(false), compensation: CompensationSchema }),
  ]),
);
export type ExtendSubscriptionsAnswer = z.infer<typeof ExtendSubscriptionsAnswerSchema>;

export const CompensationsQuerySchema = PageQuerySchema.strict();
export const CompensationListAnswerSchema = listSchema(CompensationSchema);
export type CompensationListAnswer = z.infer<typeof CompensationListAnswerSchema>;
export const CompensationAnswerSchema = okSchema(CompensationSchema);
export type CompensationAnswer = z.infer<typeof CompensationAnswerSchema>;
