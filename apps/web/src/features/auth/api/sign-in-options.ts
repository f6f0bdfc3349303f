import type { RequestOptions } from '@/lib/api-client';

/**
 * Sign-in calls have their own messages (spec §8, login): a 401 there means wrong
 * credentials rather than an expired session, and a 429 must be told at once rather than
 * waited out. The user is waiting for an answer, so no silent retries either.
 */
export const SIGN_IN_REQUEST: RequestOptions = {
  authRedirect: false,
  rateLimitRetry: false,
  retries: 0,
};
