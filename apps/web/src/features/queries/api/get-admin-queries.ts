import type { AdminQueryListAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { QUERIES_MESSAGES, toQueriesError } from '../queries-errors';
import { adminQueriesKeys } from './queries-keys';

export type AdminQueriesPage = Pick<AdminQueryListAnswer, 'data' | 'meta'>;

/** GET /api/admin/queries: one page of the inbox, with search, filters and sort from the URL. */
export async function getAdminQueries(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<AdminQueriesPage> {
  let answer: AdminQueryListAnswer | null;
  try {
    answer = await apiClient.get<AdminQueryListAnswer | null>('/admin/queries', { query, signal });
  } catch (error) {
    throw toQueriesError(error, QUERIES_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(QUERIES_MESSAGES.load);
  return { data: answer.data, meta: answer.meta };
}

export function adminQueriesQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: adminQueriesKeys.list(query),
    queryFn: ({ signal }) => getAdminQueries(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The list shows its own error with a retry button, so the cache does not toast it. */
export function useAdminQueries(query: Record<string, string | number>) {
  return useQuery({ ...adminQueriesQueryOptions(query), meta: { inlineError: true } });
}
