import { ApiError } from '@/lib/api-client';

/** Spec §8 wording for the promo codes calls. */
export const PROMO_MESSAGES = {
  load: 'Failed to load promo codes. Please try again later.',
  create: 'Failed to create promo code. Please try again.',
  update: 'Failed to update promo code. Please try again.',
  delete: 'Failed to delete promo code. Please try again.',
  rateLimited: 'You are being rate-limited. Please wait a moment and try again.',
  sessionExpired: 'Session expired. Please login again.',
  notFound: 'Resource not found. Please try again.',
  network: 'Network error. Please check your internet connection.',
  timeout: 'Request timed out. Please try again.',
} as const;

export function promoErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'timeout') return PROMO_MESSAGES.timeout;
  if (error.code === 'network' || error.code === 'cors') return PROMO_MESSAGES.network;
  if (error.status === 429) return PROMO_MESSAGES.rateLimited;
  if (error.status === 401 || error.status === 403) return PROMO_MESSAGES.sessionExpired;
  if (error.status === 404) return PROMO_MESSAGES.notFound;
  // A taken code (409) or an invalid field (422): the server's words help the admin fix it.
  if (error.status === 422) return error.message;
  if (error.status === 409) return error.serverMessage ?? error.message;
  return fallback;
}

export function toPromoError(error: unknown, fallback: string): Error {
  if (error instanceof ApiError) return error.withMessage(promoErrorMessage(error, fallback));
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new Error(fallback, { cause: error });
}
