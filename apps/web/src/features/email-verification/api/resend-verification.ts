import type { ResendVerificationAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { emailVerificationKeys } from './email-verification-keys';

export type ResendOutcome = ResendVerificationAnswer['data'];

/**
 * POST /api/auth/verify-email/resend: a new link to the signed-in customer's address. Never
 * retried: the server allows three an hour, and a 429 is for the person to read.
 */
export async function resendVerification(): Promise<ResendOutcome> {
  const answer = await apiClient.post<ResendVerificationAnswer>(
    '/auth/verify-email/resend',
    undefined,
    { retries: 0, rateLimitRetry: false },
  );
  return answer.data;
}

/** Silent: the notice says what happened beside its button. */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    meta: { silent: true },
    // "Already verified" means the notice was out of date: it asks again and goes away.
    onSuccess: (outcome) => {
      if (!outcome.mailSent)
        void queryClient.invalidateQueries({ queryKey: emailVerificationKeys.all });
    },
  });
}
