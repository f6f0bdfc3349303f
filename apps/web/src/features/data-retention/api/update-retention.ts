import type { RetentionSettings, RetentionSettingsAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { RETENTION_MESSAGES, toRetentionError } from '../retention-errors';
import { retentionKeys } from './retention-keys';

/** PUT /api/admin/settings/retention: both numbers of days at once. */
export async function updateRetention(body: RetentionSettings): Promise<RetentionSettings> {
  try {
    const answer = await apiClient.put<RetentionSettingsAnswer>('/admin/settings/retention', body);
    return answer.data;
  } catch (error) {
    throw toRetentionError(error, RETENTION_MESSAGES.save);
  }
}

/** The form shows its errors beside the fields. */
export function useUpdateRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRetention,
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(retentionKeys.settings, saved),
  });
}
