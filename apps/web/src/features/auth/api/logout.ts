import { apiClient } from '@/lib/api-client';

/**
 * Ends the session on the server too, so a copied token stops working. Best effort: the
 * browser signs out whatever the answer, and an expired session must not bounce to /login.
 */
export function postLogout(): Promise<unknown> {
  return apiClient.post<unknown>('/auth/logout', undefined, {
    authRedirect: false,
    rateLimitRetry: false,
    retries: 0,
  });
}
