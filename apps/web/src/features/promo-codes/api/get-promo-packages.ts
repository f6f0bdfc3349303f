import type { AdminServiceListAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { promoCodesKeys } from './promo-codes-keys';

/**
 * GET /api/admin/services, first 100 by name: the packages a code may be limited to. Its own
 * call rather than the services feature's (features do not import each other).
 */
export async function getPromoPackages(signal?: AbortSignal) {
  const answer = await apiClient.get<AdminServiceListAnswer>('/admin/services', {
    query: { page: 1, pageSize: 100, sort: 'name' },
    signal,
  });
  return answer.data.map((service) => ({
    id: service.id,
    name: service.name,
    currency: service.currency,
  }));
}

export const promoPackagesQueryOptions = queryOptions({
  queryKey: promoCodesKeys.packages,
  queryFn: ({ signal }) => getPromoPackages(signal),
  staleTime: 5 * 60_000,
});

export function usePromoPackages() {
  return useQuery(promoPackagesQueryOptions);
}
