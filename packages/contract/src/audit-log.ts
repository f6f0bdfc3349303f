import { z } from 'zod';
import { DateBoundSchema, IsoDateSchema, RecordIdsSchema, listSchema, okSchema } from './common.ts';
import { adminListQuerySchema } from './list.ts';

/** A small JSON picture of a record: the fields that changed, or the ones that identify it. */
export const AuditSummarySchema = z.record(z.string(), z.unknown()).nullable();
export type AuditSummary = z.infer<typeof AuditSummarySchema>;

export const AuditEntrySchema = RecordIdsSchema.extend({
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  /** `<entity>.<verb>`, such as `order.status` or `promo_code.create`. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /**
   * What people call the record: an order's number, a promo code, a package's name; taken
   * from the record while it exists, else from the row's summary, else null.
   */
  entityLabel: z.string().nullable(),
  before: AuditSummarySchema,
  after: AuditSummarySchema,
  createdAt: IsoDateSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_SORT_KEYS = ['createdAt', 'action', 'entityType'] as const;

/** `q` searches the action, the record's id and label, and the actor's name and email. */
export const AuditLogQuerySchema = adminListQuerySchema(AUDIT_SORT_KEYS, '-createdAt', {
  entityType: z.string().trim().max(60).optional(),
  entityId: z.string().trim().max(100).optional(),
  actorId: z.uuid('Actor id must be a UUID').optional(),
  from: DateBoundSchema.optional(),
  to: DateBoundSchema.optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditLogAnswerSchema = listSchema(AuditEntrySchema);
export type AuditLogAnswer = z.infer<typeof AuditLogAnswerSchema>;

/** The record types the log holds, for the page's filter: only types that have rows. */
export const AuditEntityTypesAnswerSchema = okSchema(z.array(z.string()));
export type AuditEntityTypesAnswer = z.infer<typeof AuditEntityTypesAnswerSchema>;
