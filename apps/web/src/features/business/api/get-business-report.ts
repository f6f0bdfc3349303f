import type { BusinessReport, BusinessReportAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { BUSINESS_MESSAGES, toBusinessError } from '../business-errors';
import { businessKeys } from './business-keys';

/** GET /api/admin/business: the owner's numbers of the period, month by month. */
export async function getBusinessReport(
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<BusinessReport> {
  let answer: BusinessReportAnswer | null;
  try {
    answer = await apiClient.get<BusinessReportAnswer | null>('/admin/business', {
      query,
      signal,
    });
  } catch (error) {
    throw toBusinessError(error, BUSINESS_MESSAGES.load);
  }
  if (!answer?.data?.months) throw new Error(BUSINESS_MESSAGES.load);
  return answer.data;
}

export function businessReportQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: businessKeys.report(query),
    queryFn: ({ signal }) => getBusinessReport(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The page shows its own error with a retry button, so the cache does not toast it. */
export function useBusinessReport(query: Record<string, string>) {
  return useQuery({ ...businessReportQueryOptions(query), meta: { inlineError: true } });
}
