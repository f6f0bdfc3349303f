import type { ContentReportGroupDetail } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CONTENT_REPORTS_MESSAGES, toContentReportsError } from '../content-reports-errors';
import { contentReportsKeys } from './content-reports-keys';

/** GET /api/admin/content-reports/:id: the problem the report belongs to, with every report. */
export async function getContentReport(
  id: string,
  signal?: AbortSignal,
): Promise<ContentReportGroupDetail> {
  try {
    const answer = await apiClient.get<{ data: ContentReportGroupDetail }>(
      `/admin/content-reports/${encodeURIComponent(id)}`,
      { signal },
    );
    return answer.data;
  } catch (error) {
    throw toContentReportsError(error, CONTENT_REPORTS_MESSAGES.loadOne);
  }
}

export function contentReportQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentReportsKeys.detail(id),
    queryFn: ({ signal }) => getContentReport(id, signal),
  });
}

export function useContentReport(id: string) {
  return useQuery({ ...contentReportQueryOptions(id), meta: { inlineError: true } });
}
