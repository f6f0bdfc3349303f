import type { VodRequestDetail } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { VOD_REQUESTS_MESSAGES, toVodRequestsError } from '../vod-requests-errors';
import { vodRequestsKeys } from './vod-requests-keys';

/** GET /api/admin/vod-requests/:id: the title with everyone who asked for it. */
export async function getVodRequest(id: string, signal?: AbortSignal): Promise<VodRequestDetail> {
  try {
    const answer = await apiClient.get<{ data: VodRequestDetail }>(
      `/admin/vod-requests/${encodeURIComponent(id)}`,
      { signal },
    );
    return answer.data;
  } catch (error) {
    throw toVodRequestsError(error, VOD_REQUESTS_MESSAGES.loadOne);
  }
}

export function vodRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: vodRequestsKeys.detail(id),
    queryFn: ({ signal }) => getVodRequest(id, signal),
  });
}

export function useVodRequest(id: string) {
  return useQuery({ ...vodRequestQueryOptions(id), meta: { inlineError: true } });
}
