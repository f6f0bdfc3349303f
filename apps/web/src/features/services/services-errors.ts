import { CALL_MESSAGES, callErrorMessage, toCallError } from '@/lib/call-errors';

/** Spec §8, services. */
export const SERVICES_MESSAGES = {
  load: 'Failed to load services. Please try again later.',
  create: 'Failed to create service. Please try again.',
  update: 'Failed to update service. Please try again.',
  delete: 'Failed to delete service. Please try again.',
  ...CALL_MESSAGES,
} as const;

const options = { serverSays: [] };

/** The wording of a failed call; `fallback` names the operation that failed. */
export function servicesErrorMessage(error: unknown, fallback: string): string {
  return callErrorMessage(error, fallback, options);
}

/** Rethrows a failed call with its wording. */
export function toServicesError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, options);
}
