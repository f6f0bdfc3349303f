import type { AdminServiceListAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/admin/services, first 100 by name: the choices of the package filter. Its own
 * call rather than the services feature's (features do not import each other).
 */
export async function getOrderPackages(signal?: AbortSignal) {
  const answer = await apiClient.get<AdminServiceListAnswer>('/admin/services', {
    query: { page: 1, pageSize: 100, sort: 'name' },
    signal,
  });
  return answer.data.map((service) => ({ value: service.id, label: service.name }));
}

export const orderPackagesQueryOptions = queryOptions({
  queryKey: ['admin-orders', 'packages'] as const,
  queryFn: ({ signal }) => getOrderPackages(signal),
  staleTime: 5 * 60_000,
});

export function useOrderPackages() {
  return useQuery(orderPackagesQueryOptions);
}
