import type { DataExport, DataExportAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ACCOUNT_DATA_MESSAGES, toAccountDataError } from '../account-data-errors';
import { accountDataKeys } from './account-data-keys';

/**
 * POST /api/account/export: the file is prepared by the server, and its link arrives by
 * notification and mail. Once a day: a second ask answers 429 until tomorrow, which is said,
 * never waited for.
 */
export async function requestExport(body: { includeSecrets: boolean }): Promise<DataExport> {
  try {
    const answer = await apiClient.post<DataExportAnswer>('/account/export', body, {
      retries: 0,
      rateLimitRetry: false,
    });
    return answer.data;
  } catch (error) {
    throw toAccountDataError(error, ACCOUNT_DATA_MESSAGES.request);
  }
}

/** The section says the outcome beside its button. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountDataKeys.exports }),
  });
}
