import type { AuthUser } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { emailVerificationKeys } from './email-verification-keys';

export type EmailVerificationState = Pick<AuthUser, 'email' | 'emailVerified'>;

/**
 * GET /api/auth/me: whether the account's current email is verified, as the server has it.
 * A stale session here does not sign out: the verification page asks it too, and its answer
 * must stay on screen.
 */
export async function getEmailVerification(signal?: AbortSignal): Promise<EmailVerificationState> {
  const answer = await apiClient.get<{ data: AuthUser }>('/auth/me', {
    signal,
    authRedirect: false,
  });
  return { email: answer.data.email, emailVerified: answer.data.emailVerified };
}

export const emailVerificationQueryOptions = (email: string) =>
  queryOptions({
    queryKey: emailVerificationKeys.mine(email),
    queryFn: ({ signal }) => getEmailVerification(signal),
  });

/**
 * The signed-in account's state (`email` null: nobody is signed in, nothing is asked). Quiet on
 * failure: the notice is a reminder, and the page works without it.
 */
export function useEmailVerification(email: string | null) {
  return useQuery({
    ...emailVerificationQueryOptions(email ?? ''),
    enabled: email !== null,
    meta: { inlineError: true },
  });
}
