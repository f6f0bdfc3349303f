import type { VodRequestListAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { VOD_REQUESTS_MESSAGES, toVodRequestsError } from '../vod-requests-errors';
import { vodRequestsKeys } from './vod-requests-keys';

export type VodRequestsPage = Pick<VodRequestListAnswer, 'data' | 'meta'>;

/** GET /api/admin/vod-requests: one page of titles, with search, filters and sort. */
export async function getVodRequests(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<VodRequestsPage> {
  let answer: VodRequestListAnswer | null;
  try {
    answer = await apiClient.get<VodRequestListAnswer | null>('/admin/vod-requests', {
      query,
      signal,
    });
  } catch (error) {
    throw toVodRequestsError(error, VOD_REQUESTS_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(VOD_REQUESTS_MESSAGES.load);
  return { data: answer.data, meta: answer.meta };
}

export function vodRequestsQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: vodRequestsKeys.list(query),
    queryFn: ({ signal }) => getVodRequests(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The list shows its own error with a retry button, so the cache does not toast it. */
export function useVodRequests(query: Record<string, string | number>) {
  return useQuery({ ...vodRequestsQueryOptions(query), meta: { inlineError: true } });
}
