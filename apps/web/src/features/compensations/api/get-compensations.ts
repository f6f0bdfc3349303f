import type { CompensationListAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { COMPENSATIONS_MESSAGES, toCompensationsError } from '../compensations-errors';
import { compensationsKeys } from './compensations-keys';

export type CompensationsPage = Pick<CompensationListAnswer, 'data' | 'meta'>;

/** The only query the list takes (CompensationsQuerySchema is strict). */
export interface CompensationsQuery {
  page: number;
  pageSize: number;
}

/** GET /api/admin/subscriptions/compensations: one page of the extensions made, newest first. */
export async function getCompensations(
  query: CompensationsQuery,
  signal?: AbortSignal,
): Promise<CompensationsPage> {
  let answer: CompensationListAnswer | null;
  try {
    answer = await apiClient.get<CompensationListAnswer | null>(
      '/admin/subscriptions/compensations',
      { query: { page: query.page, pageSize: query.pageSize }, signal },
    );
  } catch (error) {
    throw toCompensationsError(error, COMPENSATIONS_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(COMPENSATIONS_MESSAGES.load);
  return { data: answer.data, meta: answer.meta };
}

export function compensationsQueryOptions(query: CompensationsQuery) {
  const sent = { page: query.page, pageSize: query.pageSize };
  return queryOptions({
    queryKey: compensationsKeys.list(sent),
    queryFn: ({ signal }) => getCompensations(sent, signal),
    placeholderData: keepPreviousData,
  });
}

/** While an extension runs (a background job), the list asks again this often. */
export const RUNNING_POLL_MS = 3_000;

/** The list shows its own error with a retry button, so the cache does not toast it. */
export function useCompensations(query: CompensationsQuery) {
  return useQuery({
    ...compensationsQueryOptions(query),
    meta: { inlineError: true },
    refetchInterval: (current) =>
      current.state.data?.data.some((row) => row.state === 'running') ? RUNNING_POLL_MS : false,
  });
}
