import type { SessionsEndedAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SESSIONS_MESSAGES, toSessionsError } from '../sessions-errors';
import { sessionsKeys } from './sessions-keys';

/** DELETE /api/account/sessions/:id: that device is signed out at once. */
export async function endSession(id: string): Promise<void> {
  try {
    await apiClient.delete(`/account/sessions/${encodeURIComponent(id)}`);
  } catch (error) {
    throw toSessionsError(error, SESSIONS_MESSAGES.end);
  }
}

/** POST /api/account/sessions/sign-out-others: every device but this one; how many. */
export async function endOtherSessions(): Promise<number> {
  try {
    const answer = await apiClient.post<SessionsEndedAnswer>('/account/sessions/sign-out-others');
    return answer.data.ended;
  } catch (error) {
    throw toSessionsError(error, SESSIONS_MESSAGES.endOthers);
  }
}

export function useEndSession() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    // Refetched either way: a 404 means it had already ended, which the list should show.
    onSettled: () => queries.invalidateQueries({ queryKey: sessionsKeys.mine }),
  });
}

export function useEndOtherSessions() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queries.invalidateQueries({ queryKey: sessionsKeys.mine }),
  });
}
