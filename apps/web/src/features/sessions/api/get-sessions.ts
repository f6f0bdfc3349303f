import type { AccountSession, AccountSessionsAnswer } from '@streamfront/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { SESSIONS_MESSAGES, toSessionsError } from '../sessions-errors';
import { sessionsKeys } from './sessions-keys';

/** GET /api/account/sessions: where this account is signed in, the most recent first. */
export async function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  try {
    return (await apiClient.get<AccountSessionsAnswer>('/account/sessions', { signal })).data;
  } catch (error) {
    throw toSessionsError(error, SESSIONS_MESSAGES.load);
  }
}

export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsKeys.mine,
  queryFn: ({ signal }) => getSessions(signal),
});

/** The section shows its own error with a retry button, so the cache does not toast it. */
export function useSessions() {
  return useQuery({ ...sessionsQueryOptions, meta: { inlineError: true } });
}

/**
 * Reads the list again after something outside this feature ended sessions (turning two-factor
 * sign-in on ends every other one): for the page that shows both.
 */
export function useReloadSessions() {
  const queries = useQueryClient();
  return useCallback(
    () => void queries.invalidateQueries({ queryKey: sessionsKeys.mine }),
    [queries],
  );
}
