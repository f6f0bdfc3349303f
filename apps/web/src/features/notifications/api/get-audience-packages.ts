import type { AudiencePackage, AudiencePackagesAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { notificationsKeys } from './notifications-keys';

/** GET /api/admin/notifications/packages: each package and how many customers it reaches. */
export async function getAudiencePackages(signal?: AbortSignal): Promise<AudiencePackage[]> {
  const answer = await apiClient.get<AudiencePackagesAnswer>('/admin/notifications/packages', {
    signal,
  });
  return answer.data;
}

export const audiencePackagesQueryOptions = queryOptions({
  queryKey: notificationsKeys.audiencePackages,
  queryFn: ({ signal }) => getAudiencePackages(signal),
  // Counts move as orders are paid or end: fresh each time the picker opens.
  staleTime: 30_000,
});

export function useAudiencePackages() {
  return useQuery({ ...audiencePackagesQueryOptions, meta: { inlineError: true } });
}
