import type { Service, ServiceAnswer, ServiceUpdateBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SERVICES_MESSAGES, toServicesError } from '../services-errors';
import { changeServicesLocally } from './admin-services-cache';

export interface UpdateServiceInput {
  id: string;
  body: ServiceUpdateBody;
}

/** PATCH /api/admin/services/:id: any subset of the fields. */
export async function updateService({ id, body }: UpdateServiceInput): Promise<Service> {
  try {
    const answer = await apiClient.patch<ServiceAnswer>(
      `/admin/services/${encodeURIComponent(id)}`,
      body,
    );
    return answer.data;
  } catch (error) {
    throw toServicesError(error, SERVICES_MESSAGES.update);
  }
}

/**
 * `silent`: for the edit form, which shows its errors beside the fields; the list's own
 * toggles (hide, popular) leave the failure to the cache's toast.
 */
export function useUpdateService({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    meta: { silent },
    onSuccess: (replaced) => changeServicesLocally(queryClient, { replaced }),
  });
}
