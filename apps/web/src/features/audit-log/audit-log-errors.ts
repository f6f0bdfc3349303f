import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the audit log's calls. */
export const AUDIT_MESSAGES = {
  load: 'Failed to load the audit log. Please try again later.',
  types: 'Failed to load the record types. Please try again later.',
} as const;

/** Rethrows a failed call with its wording; `fallback` names the operation that failed. */
export function toAuditError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback);
}
