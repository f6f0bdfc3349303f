import type { RetentionSettings, RetentionSettingsAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { RETENTION_MESSAGES, toRetentionError } from '../retention-errors';
import { retentionKeys } from './retention-keys';

/** GET /api/admin/settings/retention: how many days chats and the mail log are kept. */
export async function getRetention(signal?: AbortSignal): Promise<RetentionSettings> {
  let answer: RetentionSettingsAnswer | null;
  try {
    answer = await apiClient.get<RetentionSettingsAnswer | null>('/admin/settings/retention', {
      signal,
    });
  } catch (error) {
    throw toRetentionError(error, RETENTION_MESSAGES.load);
  }
  if (!answer?.data) throw new Error(RETENTION_MESSAGES.load);
  return answer.data;
}

export const retentionQueryOptions = queryOptions({
  queryKey: retentionKeys.settings,
  queryFn: ({ signal }) => getRetention(signal),
});

/** The section shows its own error with a retry button, so the cache does not toast it. */
export function useRetention() {
  return useQuery({ ...retentionQueryOptions, meta: { inlineError: true } });
}
