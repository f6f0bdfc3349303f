import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the dashboard's one call. */
export const DASHBOARD_MESSAGES = {
  load: 'Failed to load the dashboard. Please try again later.',
} as const;

/** Rethrows a failed call with its wording. */
export function toDashboardError(error: unknown): Error {
  return toCallError(error, DASHBOARD_MESSAGES.load);
}
