import type { Compensation, CompensationAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { COMPENSATIONS_MESSAGES, toCompensationsError } from '../compensations-errors';
import { refreshAfterCompensation } from './after-compensation';

/**
 * POST /api/admin/subscriptions/compensations/:id/undo: the ends it moved, back where they
 * were, unless changed since. Refused (409) once too late, undone already, or still running.
 */
export async function undoCompensation(id: string): Promise<Compensation> {
  try {
    // Not retried: an undo whose answer was lost is done, and a retry would only be refused.
    const answer = await apiClient.post<CompensationAnswer>(
      `/admin/subscriptions/compensations/${encodeURIComponent(id)}/undo`,
      undefined,
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toCompensationsError(error, COMPENSATIONS_MESSAGES.undo);
  }
}

/** The list shows the failure itself; either way it is asked again, as it stands now. */
export function useUndoCompensation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoCompensation,
    meta: { silent: true },
    onSettled: () => refreshAfterCompensation(queryClient),
  });
}
