import type { AuthUser } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type RequestOptions } from '@/lib/api-client';

export interface ValidateAnswer {
  success: true;
  data: AuthUser;
}

/** GET /api/auth/validate: who the server says the token belongs to. */
export function getValidatedSession(
  options?: Pick<RequestOptions, 'authRedirect' | 'retries' | 'signal'>,
) {
  return apiClient.get<ValidateAnswer>('/auth/validate', options);
}

export const validateSessionKey = (userId: string) => ['auth', 'validate', userId] as const;

/** The admin guard's role check; a 401/403 here signs out and goes to /login (spec §4). */
export function validateSessionQueryOptions(userId: string) {
  return queryOptions({
    queryKey: validateSessionKey(userId),
    queryFn: ({ signal }) => getValidatedSession({ signal }),
    // The guard shows its own error state, so no toast as well.
    meta: { inlineError: true },
  });
}

export function useValidateSession(userId: string, enabled: boolean) {
  return useQuery({ ...validateSessionQueryOptions(userId), enabled });
}
