import type { RegisterBody } from '@streamfront/contract';
import { apiClient } from '@/lib/api-client';
import { SIGN_IN_REQUEST } from './sign-in-options';

/** POST /api/auth/register answers like login (201 with token and user). */
export function postRegister(body: RegisterBody): Promise<unknown> {
  return apiClient.post<unknown>('/auth/register', body, SIGN_IN_REQUEST);
}
