import type { ResetPasswordBody } from '@streamfront/contract';
import { apiClient } from '@/lib/api-client';
import { SIGN_IN_REQUEST } from './sign-in-options';

/** POST /api/auth/reset-password answers like login: the new session's token and user. */
export function postResetPassword(body: ResetPasswordBody): Promise<unknown> {
  return apiClient.post<unknown>('/auth/reset-password', body, SIGN_IN_REQUEST);
}
