import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the backups calls. */
export const BACKUPS_MESSAGES = {
  load: 'Failed to load the backups. Please try again later.',
  take: 'Failed to take a backup. Please try again.',
} as const;

/**
 * Rethrows a failed call with its wording. A 503 carries the reason the backup failed (a full
 * disk, a folder that cannot be written), and a 409 that the server runs on PostgreSQL: both
 * help the admin more than a general message.
 */
export function toBackupsError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, { serverSays: [409, 503] });
}
