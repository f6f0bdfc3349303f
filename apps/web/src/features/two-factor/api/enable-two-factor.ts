import type { TwoFactorEnableAnswer } from '@streamfront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { TWO_FACTOR_ERRORS, toTwoFactorError } from '../two-factor-errors';
import { twoFactorKeys } from './two-factor-keys';

/** POST /api/auth/2fa/enable: the first code turns the new key on; the recovery codes, once. */
export async function enableTwoFactor(code: string): Promise<string[]> {
  try {
    const answer = await apiClient.post<TwoFactorEnableAnswer>(
      '/auth/2fa/enable',
      { code },
      { retries: 0, rateLimitRetry: false },
    );
    return answer.data.recoveryCodes;
  } catch (error) {
    throw toTwoFactorError(error, TWO_FACTOR_ERRORS.enable);
  }
}

/** `enableTwoFactor`, then the state is read again (on, ten codes left). */
export function useEnableTwoFactor() {
  const queries = useQueryClient();
  return useCallback(
    async (code: string) => {
      const codes = await enableTwoFactor(code);
      await queries.invalidateQueries({ queryKey: twoFactorKeys.status });
      return codes;
    },
    [queries],
  );
}
