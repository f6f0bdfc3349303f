import type { BackupsAnswer, BackupsOverview } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { BACKUPS_MESSAGES, toBackupsError } from '../backups-errors';
import { backupsKeys } from './backups-keys';

/** GET /api/admin/backups: the backups (newest first), the schedule and the last failure. */
export async function getBackups(signal?: AbortSignal): Promise<BackupsOverview> {
  try {
    return (await apiClient.get<BackupsAnswer>('/admin/backups', { signal })).data;
  } catch (error) {
    throw toBackupsError(error, BACKUPS_MESSAGES.load);
  }
}

export const backupsQueryOptions = queryOptions({
  queryKey: backupsKeys.all,
  queryFn: ({ signal }) => getBackups(signal),
});

/** The section shows its own error with a retry button, so the cache does not toast it. */
export function useBackups() {
  return useQuery({ ...backupsQueryOptions, meta: { inlineError: true } });
}
