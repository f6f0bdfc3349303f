import type { FinanceEntryListAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { FINANCE_MESSAGES, toFinanceError } from '../finance-errors';
import { financeKeys } from './finance-keys';

export type FinanceEntriesPage = Pick<FinanceEntryListAnswer, 'data' | 'meta'>;

/** GET /api/admin/finance/entries: one page, with search, kind, dates and sort. */
export async function getFinanceEntries(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<FinanceEntriesPage> {
  let answer: FinanceEntryListAnswer | null;
  try {
    answer = await apiClient.get<FinanceEntryListAnswer | null>('/admin/finance/entries', {
      query,
      signal,
    });
  } catch (error) {
    throw toFinanceError(error, FINANCE_MESSAGES.loadEntries);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(FINANCE_MESSAGES.loadEntries);
  return { data: answer.data, meta: answer.meta };
}

export function financeEntriesQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: financeKeys.entryList(query),
    queryFn: ({ signal }) => getFinanceEntries(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFinanceEntries(query: Record<string, string | number>) {
  return useQuery({ ...financeEntriesQueryOptions(query), meta: { inlineError: true } });
}
