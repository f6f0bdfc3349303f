import type { ForgotPasswordAnswer, ForgotPasswordBody } from '@streamfront/contract';
import { apiClient } from '@/lib/api-client';
import { SIGN_IN_REQUEST } from './sign-in-options';

/** POST /api/auth/forgot-password: the same answer whether or not the email has an account. */
export async function postForgotPassword(
  body: ForgotPasswordBody,
): Promise<ForgotPasswordAnswer['data']> {
  const answer = await apiClient.post<ForgotPasswordAnswer>(
    '/auth/forgot-password',
    body,
    SIGN_IN_REQUEST,
  );
  return answer.data;
}
