import type { AdminTrial } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { LIVE_LIST_ROOTS } from '@/lib/live-refresh';
import { TRIALS_MESSAGES, toTrialsError } from '../trials-errors';
import { trialsKeys } from './trials-keys';

/** POST /api/admin/trials/:id/revoke: the trial, its order and its access end now. */
export async function revokeTrial(id: string): Promise<AdminTrial> {
  try {
    // Not sent twice: a revoke whose answer was lost has probably ended the trial (a 409 next).
    const answer = await apiClient.post<{ data: AdminTrial }>(
      `/admin/trials/${encodeURIComponent(id)}/revoke`,
      undefined,
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toTrialsError(error, TRIALS_MESSAGES.revoke);
  }
}

export function useRevokeTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeTrial,
    // Settles once the list shows the trial revoked, so the focus can stay on its row. Its
    // order has ended too: the orders list is stale as well.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trialsKeys.all }),
        queryClient.invalidateQueries({ queryKey: LIVE_LIST_ROOTS.adminOrders }),
      ]),
  });
}
