import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service } from '@streamfront/contract';
import { apiClient } from '@/lib/api-client';
import { SERVICES_MESSAGES, toServicesError } from '../services-errors';
import { servicesKeys } from './services-keys';

/** DELETE /api/admin/services/:id. */
export async function deleteService(id: string): Promise<string> {
  try {
    await apiClient.delete<unknown>(`/admin/services/${encodeURIComponent(id)}`);
    return id;
  } catch (error) {
    throw toServicesError(error, SERVICES_MESSAGES.delete);
  }
}

/** Removes the package from the admin list in place (spec §4) and refreshes the catalogue. */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: (id) => {
      queryClient.setQueryData<Service[]>(servicesKeys.admin, (list) =>
        list?.filter((item) => item._id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: servicesKeys.public });
    },
  });
}
