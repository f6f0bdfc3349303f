import type { TwoFactorSetupAnswer } from '@streamfront/contract';
import { apiClient } from '@/lib/api-client';
import { TWO_FACTOR_ERRORS, toTwoFactorError } from '../two-factor-errors';

/**
 * POST /api/auth/2fa/setup: a new key (QR code, key to type, otpauth URL), not in use until a
 * code confirms it. Signed in, or with the challenge of a sign-in that must enrol first: then
 * a refusal is the sign-in's to tell (no redirect to /login, no retries while it waits).
 */
export async function startTwoFactorSetup(
  challenge?: string,
): Promise<TwoFactorSetupAnswer['data']> {
  try {
    const answer = await apiClient.post<TwoFactorSetupAnswer>(
      '/auth/2fa/setup',
      challenge ? { challenge } : {},
      challenge ? { authRedirect: false, rateLimitRetry: false, retries: 0 } : {},
    );
    return answer.data;
  } catch (error) {
    throw toTwoFactorError(error, TWO_FACTOR_ERRORS.setup);
  }
}
