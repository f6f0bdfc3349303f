import type { Service, ServiceAnswer, ServiceCreateBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SERVICES_MESSAGES, toServicesError } from '../services-errors';
import { changeServicesLocally } from './admin-services-cache';

/** POST /api/admin/services. */
export async function createService(body: ServiceCreateBody): Promise<Service> {
  try {
    // No silent retry: a create whose answer was lost has probably been made.
    const answer = await apiClient.post<ServiceAnswer>('/admin/services', body, { retries: 0 });
    return answer.data;
  } catch (error) {
    throw toServicesError(error, SERVICES_MESSAGES.create);
  }
}

/** The form shows its own errors beside the fields, so the cache does not toast them. */
export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    meta: { silent: true },
    onSuccess: (added) => changeServicesLocally(queryClient, { added }),
  });
}
