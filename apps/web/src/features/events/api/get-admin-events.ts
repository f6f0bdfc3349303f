import type { AdminEventListAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { EVENT_MESSAGES, toEventError } from '../events-errors';
import { adminEventsKeys } from './admin-events-keys';

export type AdminEventsPage = Pick<AdminEventListAnswer, 'data' | 'meta'>;

/** GET /api/admin/events: one page, with search, status, sport, dates and sort. */
export async function getAdminEvents(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<AdminEventsPage> {
  let answer: AdminEventListAnswer | null;
  try {
    answer = await apiClient.get<AdminEventListAnswer | null>('/admin/events', { query, signal });
  } catch (error) {
    throw toEventError(error, EVENT_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(EVENT_MESSAGES.load);
  return { data: answer.data, meta: answer.meta };
}

export function adminEventsQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: adminEventsKeys.list(query),
    queryFn: ({ signal }) => getAdminEvents(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminEvents(query: Record<string, string | number>) {
  return useQuery({ ...adminEventsQueryOptions(query), meta: { inlineError: true } });
}
