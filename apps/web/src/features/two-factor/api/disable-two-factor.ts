import type {
  TwoFactorDisableBody,
  TwoFactorStatus,
  TwoFactorStatusAnswer,
} from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { TWO_FACTOR_ERRORS, toTwoFactorError } from '../two-factor-errors';
import { twoFactorKeys } from './two-factor-keys';

/** POST /api/auth/2fa/disable with the password and a code: answers the state, now off. */
export async function disableTwoFactor(body: TwoFactorDisableBody): Promise<TwoFactorStatus> {
  try {
    // A code is good for seconds: no silent retries, and a 429 is told at once.
    const answer = await apiClient.post<TwoFactorStatusAnswer>('/auth/2fa/disable', body, {
      retries: 0,
      rateLimitRetry: false,
    });
    return answer.data;
  } catch (error) {
    throw toTwoFactorError(error, TWO_FACTOR_ERRORS.disable);
  }
}

export function useDisableTwoFactor() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    // The form shows the failure beside its fields.
    meta: { silent: true },
    onSuccess: (status) => queries.setQueryData(twoFactorKeys.status, status),
  });
}
