import type { CustomerQuery, CustomerQueryListAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { QUERIES_MESSAGES, toQueriesError } from '../queries-errors';
import { myQueriesKeys } from './queries-keys';

/** GET /api/account/queries: the signed-in customer's questions with their threads. */
export async function getMyQueries(signal?: AbortSignal): Promise<CustomerQuery[]> {
  try {
    const answer = await apiClient.get<CustomerQueryListAnswer>('/account/queries', {
      query: { pageSize: 50 },
      signal,
    });
    return answer.data;
  } catch (error) {
    throw toQueriesError(error, QUERIES_MESSAGES.loadMine);
  }
}

export function myQueriesQueryOptions() {
  return queryOptions({
    queryKey: myQueriesKeys.all,
    queryFn: ({ signal }) => getMyQueries(signal),
  });
}

export function useMyQueries() {
  return useQuery({ ...myQueriesQueryOptions(), meta: { inlineError: true } });
}
