import type { RegisterBody } from '@streamfront/contract';
import { apiClient } from '@/lib/api-client';
import { readerPlace } from './reader-place';
import { SIGN_IN_REQUEST } from './sign-in-options';

/**
 * POST /api/auth/register, with the browser's language and time zone; it answers like login
 * (201 with token and user).
 */
export function postRegister(body: RegisterBody): Promise<unknown> {
  return apiClient.post<unknown>('/auth/register', { ...readerPlace(), ...body }, SIGN_IN_REQUEST);
}
