import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the business figures' calls. */
export const BUSINESS_MESSAGES = {
  load: 'Failed to load business figures. Please try again later.',
  export: 'Failed to export business figures. Please try again.',
} as const;

/** Rethrows a failed call with its wording; `fallback` names the operation that failed. */
export function toBusinessError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback);
}
