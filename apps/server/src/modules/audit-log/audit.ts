import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

type Summary = Record<string, unknown>;

export interface AuditInput {
  /** The admin who made the change; null for the system (a scheduled job). */
  actorId: string | null;
  /** `<entity>.<verb>`: `order.status`, `promo_code.update`, `service.delete`. */
  action: string;
  entityType: string;
  entityId: string | null;
  before?: Summary | null;
  after?: Summary | null;
  /** Fields an update's row keeps even unchanged, because the others read by them. */
  keep?: readonly string[];
}

/** JSON-safe copy: dates as ISO strings, undefined dropped. */
function plain(summary: Summary | null | undefined): Summary | null {
  if (!summary) return null;
  return JSON.parse(JSON.stringify(summary)) as Summary;
}

/**
 * Keeps only the fields that differ, so an update's row says what changed and nothing else.
 * A create passes `before: null`, a delete `after: null`: those are kept whole.
 */
export function changedFields(
  before: Summary | null,
  after: Summary | null,
  keep: readonly string[] = [],
): { before: Summary | null; after: Summary | null } {
  if (!before || !after) return { before: plain(before), after: plain(after) };
  const b = plain(before)!;
  const a = plain(after)!;
  const changed = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]),
  );
  const keys = changed.length === 0 ? [] : [...new Set([...changed, ...keep])];
  return {
    before: Object.fromEntries(keys.map((key) => [key, b[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, a[key] ?? null])),
  };
}

/**
 * The one way any module records an admin change. Call it with the transaction that makes
 * the change, so the row exists exactly when the change does.
 */
export async function recordAudit(tx: Db, input: AuditInput): Promise<void> {
  const { before, after } = changedFields(input.before ?? null, input.after ?? null, input.keep);
  await tx.insert(auditLog).values({
    actorId: input.actorId,
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId,
    before,
    after,
  });
}
