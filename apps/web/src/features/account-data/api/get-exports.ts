import type { DataExports, DataExportsAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ACCOUNT_DATA_MESSAGES, toAccountDataError } from '../account-data-errors';
import { accountDataKeys } from './account-data-keys';

/** GET /api/account/exports: the latest downloads asked for, and when the next may be. */
export async function getExports(signal?: AbortSignal): Promise<DataExports> {
  let answer: DataExportsAnswer | null;
  try {
    answer = await apiClient.get<DataExportsAnswer | null>('/account/exports', { signal });
  } catch (error) {
    throw toAccountDataError(error, ACCOUNT_DATA_MESSAGES.load);
  }
  if (!answer?.data || !Array.isArray(answer.data.exports))
    throw new Error(ACCOUNT_DATA_MESSAGES.load);
  return answer.data;
}

export const exportsQueryOptions = queryOptions({
  queryKey: accountDataKeys.exports,
  queryFn: ({ signal }) => getExports(signal),
});

/** The section shows its own error with a retry button, so the cache does not toast it. */
export function useExports() {
  return useQuery({ ...exportsQueryOptions, meta: { inlineError: true } });
}
