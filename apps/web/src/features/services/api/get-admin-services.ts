import type { AdminServiceListAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SERVICES_MESSAGES, toServicesError } from '../services-errors';
import { servicesKeys } from './services-keys';

export type AdminServicesPage = Pick<AdminServiceListAnswer, 'data' | 'meta'>;

/** GET /api/admin/services: one page of every package, with search, filter and sort. */
export async function getAdminServices(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<AdminServicesPage> {
  let answer: AdminServiceListAnswer | null;
  try {
    answer = await apiClient.get<AdminServiceListAnswer | null>('/admin/services', {
      query,
      signal,
    });
  } catch (error) {
    throw toServicesError(error, SERVICES_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(SERVICES_MESSAGES.load);
  return { data: answer.data, meta: answer.meta };
}

export function adminServicesQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: servicesKeys.adminList(query),
    queryFn: ({ signal }) => getAdminServices(query, signal),
    // The page on screen stays while the next one loads: no flash of the skeleton.
    placeholderData: keepPreviousData,
  });
}

/** The list shows its own error with a retry button, so the cache does not toast it. */
export function useAdminServices(query: Record<string, string | number>) {
  return useQuery({ ...adminServicesQueryOptions(query), meta: { inlineError: true } });
}
