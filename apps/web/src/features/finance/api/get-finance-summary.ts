import type { FinanceSummary, FinanceSummaryAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { FINANCE_MESSAGES, toFinanceError } from '../finance-errors';
import { financeKeys } from './finance-keys';

/** GET /api/admin/finance/summary: the period's totals, by day or month and by package. */
export async function getFinanceSummary(
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<FinanceSummary> {
  let answer: FinanceSummaryAnswer | null;
  try {
    answer = await apiClient.get<FinanceSummaryAnswer | null>('/admin/finance/summary', {
      query,
      signal,
    });
  } catch (error) {
    throw toFinanceError(error, FINANCE_MESSAGES.loadSummary);
  }
  if (!answer?.data?.totals) throw new Error(FINANCE_MESSAGES.loadSummary);
  return answer.data;
}

export function financeSummaryQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: financeKeys.summary(query),
    queryFn: ({ signal }) => getFinanceSummary(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The page shows its own error with a retry button, so the cache does not toast it. */
export function useFinanceSummary(query: Record<string, string>) {
  return useQuery({ ...financeSummaryQueryOptions(query), meta: { inlineError: true } });
}
