import type { AuthUser, ChangeEmailBody } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { profileChangesOf, type ProfileChanges } from './profile-user';

/**
 * POST /api/auth/change-email with the current password. Never retried: a wrong password
 * counts against the sign-in throttle, and a 429 is for the person to read.
 */
export async function changeEmail(body: ChangeEmailBody): Promise<AuthUser> {
  const answer = await apiClient.post<{ data: AuthUser }>('/auth/change-email', body, {
    retries: 0,
    rateLimitRetry: false,
  });
  return answer.data;
}

export function useChangeEmail(onChange: (changes: ProfileChanges) => void) {
  return useMutation({
    mutationFn: changeEmail,
    meta: { silent: true },
    onSuccess: (user) => onChange(profileChangesOf(user)),
  });
}
