import { ApiError } from '@/lib/api-client';

/** Spec §8 wording for the admin orders calls. */
export const ORDERS_MESSAGES = {
  load: 'Failed to load orders. Please try again later.',
  loadOne: 'Failed to load the order. Please try again later.',
  update: 'Failed to update the order. Please try again.',
  export: 'Failed to export orders. Please try again.',
  rateLimited: 'You are being rate-limited. Please wait a moment and try again.',
  sessionExpired: 'Session expired. Please login again.',
  notFound: 'Resource not found. Please try again.',
  network: 'Network error. Please check your internet connection.',
  timeout: 'Request timed out. Please try again.',
} as const;

export function ordersErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'timeout') return ORDERS_MESSAGES.timeout;
  if (error.code === 'network' || error.code === 'cors') return ORDERS_MESSAGES.network;
  if (error.status === 429) return ORDERS_MESSAGES.rateLimited;
  if (error.status === 401 || error.status === 403) return ORDERS_MESSAGES.sessionExpired;
  if (error.status === 404) return ORDERS_MESSAGES.notFound;
  // A refused move (409) or a bad note (422): the server says exactly why.
  if (error.status === 409 || error.status === 422) return error.serverMessage ?? error.message;
  return fallback;
}

export function toOrdersError(error: unknown, fallback: string): Error {
  if (error instanceof ApiError) return error.withMessage(ordersErrorMessage(error, fallback));
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new Error(fallback, { cause: error });
}
