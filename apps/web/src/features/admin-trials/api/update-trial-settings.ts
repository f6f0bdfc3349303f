import type { TrialSettings, TrialSummary } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { TRIALS_MESSAGES, toTrialsError } from '../trials-errors';
import { trialsKeys } from './trials-keys';

/** PUT /api/admin/trials/settings: the daily cap and the pause, both at once. */
export async function updateTrialSettings(body: TrialSettings): Promise<TrialSettings> {
  try {
    const answer = await apiClient.put<{ data: TrialSettings }>('/admin/trials/settings', body);
    return answer.data;
  } catch (error) {
    throw toTrialsError(error, TRIALS_MESSAGES.saveSettings);
  }
}

/** The form shows its errors beside the fields. */
export function useUpdateTrialSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrialSettings,
    meta: { silent: true },
    // The summary shows the saved cap and pause at once, without waiting for its refetch.
    onSuccess: (settings) =>
      queryClient.setQueryData<TrialSummary>(trialsKeys.summary, (summary) =>
        summary ? { ...summary, settings } : summary,
      ),
  });
}
