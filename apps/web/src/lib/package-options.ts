import type { AdminServiceListAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** A package as a choice of a filter or a form: its id and its name. */
export interface PackageOption {
  value: string;
  label: string;
}

/**
 * GET /api/admin/services, first 100 by name, as choices: the orders' package filter and the
 * packages an extension reaches. Here rather than in a feature, as two features need it and
 * features do not import each other; one cache entry serves both.
 */
export async function getPackageOptions(signal?: AbortSignal): Promise<PackageOption[]> {
  const answer = await apiClient.get<AdminServiceListAnswer>('/admin/services', {
    query: { page: 1, pageSize: 100, sort: 'name' },
    signal,
  });
  return answer.data.map((service) => ({ value: service.id, label: service.name }));
}

export const packageOptionsQueryOptions = queryOptions({
  queryKey: ['admin-package-options'] as const,
  queryFn: ({ signal }) => getPackageOptions(signal),
  staleTime: 5 * 60_000,
});

export function usePackageOptions() {
  return useQuery(packageOptionsQueryOptions);
}
