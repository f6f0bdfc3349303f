import type { Backup, BackupTakenAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { BACKUPS_MESSAGES, toBackupsError } from '../backups-errors';
import { backupsKeys } from './backups-keys';

/**
 * A backup is written, read back and opened before the server answers: seconds on a small
 * database, longer on a big one or a busy machine. Past this the admin is told it failed,
 * while the server may still finish it; the list, read again, then shows it.
 */
const BACK_UP_TIMEOUT_MS = 5 * 60_000;

/** POST /api/admin/backups: one backup now, answered once it is written and checked. */
export async function backUpNow(): Promise<Backup> {
  try {
    const answer = await apiClient.post<BackupTakenAnswer>('/admin/backups', undefined, {
      // Never sent twice: each call writes a file of every customer's data.
      retries: 0,
      timeoutMs: BACK_UP_TIMEOUT_MS,
    });
    return answer.data;
  } catch (error) {
    throw toBackupsError(error, BACKUPS_MESSAGES.take);
  }
}

export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: backUpNow,
    // Read again either way: a failure is shown as the last failure, a success in the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsKeys.all }),
  });
}
