import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { emailVerificationKeys } from './email-verification-keys';

/**
 * POST /api/auth/verify-email with the link's token. No session needed (the link may be
 * opened on another device), and whoever is signed in here is not signed out by a refusal.
 * A retry after a lost answer is safe: the server calls a used link of a verified address
 * "already verified".
 */
export async function verifyEmail(token: string): Promise<string> {
  const answer = await apiClient.post<{ data: { message: string } }>(
    '/auth/verify-email',
    { token },
    { authRedirect: false, rateLimitRetry: false },
  );
  return answer.data.message;
}

/** Silent: the page says what happened in its own words. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailVerificationKeys.all }),
  });
}
