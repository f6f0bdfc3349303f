import type { TwoFactorVerifyBody } from '@streamfront/contract';
import { apiClient } from '@/lib/api-client';
import { SIGN_IN_REQUEST } from './sign-in-options';

/**
 * The sign-in's step after the password (decision 061): POST /api/auth/2fa/verify with the
 * challenge and a code answers the token, like a sign-in; checked by `parseLoginResponse`.
 */
export function postTwoFactorCode(body: TwoFactorVerifyBody): Promise<unknown> {
  return apiClient.post<unknown>('/auth/2fa/verify', body, SIGN_IN_REQUEST);
}

/**
 * Enrolment at sign-in (ADMIN_2FA=required): POST /api/auth/2fa/enable with the challenge and
 * the first code answers the recovery codes and the token.
 */
export function postTwoFactorEnrolment(body: TwoFactorVerifyBody): Promise<unknown> {
  return apiClient.post<unknown>('/auth/2fa/enable', body, SIGN_IN_REQUEST);
}
