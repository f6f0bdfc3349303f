import type { LoginBody } from '@streamfront/contract';
import { apiClient } from '@/lib/api-client';
import { readerPlace } from './reader-place';
import { SIGN_IN_REQUEST } from './sign-in-options';

/**
 * POST /api/auth/login, with the browser's language and time zone; the answer is checked by
 * `parseLoginResponse`, so it stays unknown.
 */
export function postLogin(body: LoginBody): Promise<unknown> {
  return apiClient.post<unknown>('/auth/login', { ...readerPlace(), ...body }, SIGN_IN_REQUEST);
}
