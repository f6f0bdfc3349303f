import type { Service, ServiceUpdateBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SERVICES_MESSAGES, toServicesError } from '../services-errors';
import { servicesKeys } from './services-keys';

export interface UpdateServiceInput {
  id: string;
  changes: ServiceUpdateBody;
}

/** PATCH /api/admin/services/:id with the changed fields only. */
export async function updateService({ id, changes }: UpdateServiceInput): Promise<Service> {
  try {
    const answer = await apiClient.patch<{ data: Service }>(
      `/admin/services/${encodeURIComponent(id)}`,
      changes,
    );
    return answer.data;
  } catch (error) {
    throw toServicesError(error, SERVICES_MESSAGES.update);
  }
}

/** Replaces the package in the admin list in place (spec §4) and refreshes the catalogue. */
export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: (service) => {
      queryClient.setQueryData<Service[]>(servicesKeys.admin, (list) =>
        list?.map((item) => (item._id === service._id ? service : item)),
      );
      return queryClient.invalidateQueries({ queryKey: servicesKeys.public });
    },
  });
}
