import type { Service } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SERVICES_MESSAGES, toServicesError } from '../services-errors';
import { servicesKeys } from './services-keys';

/** GET /api/admin/services: every package, hidden ones included. */
export async function getAdminServices(signal?: AbortSignal): Promise<Service[]> {
  let answer: { data?: unknown } | null;
  try {
    answer = await apiClient.get<{ data?: unknown } | null>('/admin/services', { signal });
  } catch (error) {
    throw toServicesError(error, SERVICES_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data)) throw new Error(SERVICES_MESSAGES.load);
  return answer.data as Service[];
}

export function adminServicesQueryOptions() {
  return queryOptions({
    queryKey: servicesKeys.admin,
    queryFn: ({ signal }) => getAdminServices(signal),
  });
}

export function useAdminServices(options: { inlineError?: boolean } = {}) {
  return useQuery({
    ...adminServicesQueryOptions(),
    meta: { inlineError: options.inlineError ?? false },
  });
}
