import type { ChangePasswordBody } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { parseLoginResponse } from '@/lib/login-response';
import { setToken } from '@/lib/storage';

/**
 * POST /api/auth/change-password. The server ends every session, this one included, and
 * answers with a fresh token: keeping it is what keeps this tab signed in.
 */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const answer = await apiClient.post<unknown>('/auth/change-password', body, {
    retries: 0,
    rateLimitRetry: false,
  });
  return parseLoginResponse(answer).token;
}

/** `onToken` hands the fresh token to the session, which this feature does not own. */
export function useChangePassword(onToken: (token: string) => void) {
  return useMutation({
    mutationFn: changePassword,
    meta: { silent: true },
    onSuccess: (token) => {
      setToken(token);
      onToken(token);
    },
  });
}
