import type { DeletedAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SERVICES_MESSAGES, toServicesError } from '../services-errors';
import { changeServicesLocally } from './admin-services-cache';

/** DELETE /api/admin/services/:id. */
export async function deleteService(id: string): Promise<string> {
  try {
    const answer = await apiClient.delete<DeletedAnswer>(
      `/admin/services/${encodeURIComponent(id)}`,
    );
    return answer.data.id;
  } catch (error) {
    throw toServicesError(error, SERVICES_MESSAGES.delete);
  }
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: (removedId) => changeServicesLocally(queryClient, { removedId }),
  });
}
