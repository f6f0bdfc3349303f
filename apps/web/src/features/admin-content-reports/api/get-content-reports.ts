import type { ContentReportListAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CONTENT_REPORTS_MESSAGES, toContentReportsError } from '../content-reports-errors';
import { contentReportsKeys } from './content-reports-keys';

export type ContentReportsPage = Pick<ContentReportListAnswer, 'data' | 'meta'>;

/** GET /api/admin/content-reports: one page of problems (reports grouped by subject). */
export async function getContentReports(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<ContentReportsPage> {
  let answer: ContentReportListAnswer | null;
  try {
    answer = await apiClient.get<ContentReportListAnswer | null>('/admin/content-reports', {
      query,
      signal,
    });
  } catch (error) {
    throw toContentReportsError(error, CONTENT_REPORTS_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(CONTENT_REPORTS_MESSAGES.load);
  return { data: answer.data, meta: answer.meta };
}

export function contentReportsQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: contentReportsKeys.list(query),
    queryFn: ({ signal }) => getContentReports(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The list shows its own error with a retry button, so the cache does not toast it. */
export function useContentReports(query: Record<string, string | number>) {
  return useQuery({ ...contentReportsQueryOptions(query), meta: { inlineError: true } });
}
