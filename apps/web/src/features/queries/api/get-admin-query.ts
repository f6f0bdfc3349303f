import type { AdminQueryDetail, AdminQueryDetailAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { QUERIES_MESSAGES, toQueriesError } from '../queries-errors';
import { adminQueriesKeys } from './queries-keys';

/** GET /api/admin/queries/:id: the query with its thread, notes, transcript and delivery. */
export async function getAdminQuery(id: string, signal?: AbortSignal): Promise<AdminQueryDetail> {
  try {
    const answer = await apiClient.get<AdminQueryDetailAnswer>(
      `/admin/queries/${encodeURIComponent(id)}`,
      { signal },
    );
    return answer.data;
  } catch (error) {
    throw toQueriesError(error, QUERIES_MESSAGES.loadOne);
  }
}

export function adminQueryQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminQueriesKeys.detail(id),
    queryFn: ({ signal }) => getAdminQuery(id, signal),
  });
}

export function useAdminQuery(id: string) {
  return useQuery({ ...adminQueryQueryOptions(id), meta: { inlineError: true } });
}
