import { ApiError } from '@/lib/api-client';

/** Spec §8, services. */
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

/** The services wording of a failure; `fallback` names the operation that failed. */
export function servicesErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'timeout') return SERVICES_MESSAGES.timeout;
  if (error.code === 'network' || error.code === 'cors') return SERVICES_MESSAGES.network;
  if (error.status === 429) return SERVICES_MESSAGES.rateLimited;
  if (error.status === 401 || error.status === 403) return SERVICES_MESSAGES.sessionExpired;
  if (error.status === 404) return SERVICES_MESSAGES.notFound;
  // An invalid form is best told field by field (spec §5).
  if (error.status === 422) return error.message;
  return fallback;
}

/** Rethrows a failure of a services call with its services message. */
export function toServicesError(error: unknown, fallback: string): Error {
  if (error instanceof ApiError) return error.withMessage(servicesErrorMessage(error, fallback));
  // A cancelled request is not a failure to report.
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new Error(fallback, { cause: error });
}
