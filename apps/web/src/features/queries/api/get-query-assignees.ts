import type { QueryAssignee, QueryAssigneesAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { QUERIES_MESSAGES, toQueriesError } from '../queries-errors';
import { adminQueriesKeys } from './queries-keys';

/** GET /api/admin/queries/assignees: the active admins a query can be given to. */
export async function getQueryAssignees(signal?: AbortSignal): Promise<QueryAssignee[]> {
  try {
    const answer = await apiClient.get<QueryAssigneesAnswer>('/admin/queries/assignees', {
      signal,
    });
    return answer.data;
  } catch (error) {
    throw toQueriesError(error, QUERIES_MESSAGES.load);
  }
}

export function queryAssigneesQueryOptions() {
  return queryOptions({
    queryKey: adminQueriesKeys.assignees,
    queryFn: ({ signal }) => getQueryAssignees(signal),
    staleTime: 5 * 60_000,
  });
}

export function useQueryAssignees() {
  return useQuery(queryAssigneesQueryOptions());
}
