import type { TwoFactorStatus, TwoFactorStatusAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { TWO_FACTOR_ERRORS, toTwoFactorError } from '../two-factor-errors';
import { twoFactorKeys } from './two-factor-keys';

/** GET /api/auth/2fa: whether it is on, since when, how many recovery codes are left. */
export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  try {
    return (await apiClient.get<TwoFactorStatusAnswer>('/auth/2fa', { signal })).data;
  } catch (error) {
    throw toTwoFactorError(error, TWO_FACTOR_ERRORS.load);
  }
}

export const twoFactorStatusQueryOptions = queryOptions({
  queryKey: twoFactorKeys.status,
  queryFn: ({ signal }) => getTwoFactorStatus(signal),
});

/** The section shows its own error with a retry button, so the cache does not toast it. */
export function useTwoFactorStatus() {
  return useQuery({ ...twoFactorStatusQueryOptions, meta: { inlineError: true } });
}
