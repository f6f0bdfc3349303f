import { callErrorMessage, toCallError, type CallErrorOptions } from '@/lib/call-errors';

/** Spec §8, services: the operations' messages and the mapped messages. */
export const SERVICES_MESSAGES = {
  load: 'Failed to load services. Please try again later.',
  create: 'Failed to create service. Please try again.',
  update: 'Failed to update service. Please try again.',
  delete: 'Failed to delete service. Please try again.',
  rateLimited: 'You are being rate-limited. Please wait a moment and try again.',
  sessionExpired: 'Session expired. Please login again.',
  notFound: 'Resource not found. Please try again.',
  network: 'Network error. Please check your internet connection.',
  timeout: 'Request timed out. Please try again.',
} as const;

const options: CallErrorOptions = { mapped: SERVICES_MESSAGES };

/** The wording of a failed call; `fallback` names the operation that failed. */
export function servicesErrorMessage(error: unknown, fallback: string): string {
  return callErrorMessage(error, fallback, options);
}

/** Rethrows a failed call with its wording. */
export function toServicesError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, options);
}
