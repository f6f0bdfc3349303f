import type { Service, ServiceListAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SERVICES_MESSAGES, toServicesError } from '../services-errors';
import { servicesKeys } from './services-keys';

/** GET /api/services: the public catalogue, active packages in display order. */
export async function getServices(signal?: AbortSignal): Promise<Service[]> {
  let answer: ServiceListAnswer | null;
  try {
    answer = await apiClient.get<ServiceListAnswer | null>('/services', { signal });
  } catch (error) {
    throw toServicesError(error, SERVICES_MESSAGES.load);
  }
  // A proxy's page or an empty body is not a list, whatever the type says.
  if (!Array.isArray(answer?.data)) throw new Error(SERVICES_MESSAGES.load);
  return answer.data;
}

export function servicesQueryOptions() {
  return queryOptions({
    queryKey: servicesKeys.public,
    queryFn: ({ signal }) => getServices(signal),
    staleTime: 60_000,
  });
}

export function useServices(options: { inlineError?: boolean } = {}) {
  return useQuery({
    ...servicesQueryOptions(),
    meta: { inlineError: options.inlineError ?? false },
  });
}
