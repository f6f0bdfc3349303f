import type { Service, ServiceCreateBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SERVICES_MESSAGES, toServicesError } from '../services-errors';
import { servicesKeys } from './services-keys';

/** What the admin form sends: the server fills in the defaults. */
export type ServiceCreateInput = Partial<ServiceCreateBody> &
  Pick<ServiceCreateBody, 'name' | 'price' | 'periodMonths' | 'maxDevices'>;

/** POST /api/admin/services. */
export async function createService(input: ServiceCreateInput): Promise<Service> {
  try {
    // No silent retry: a create whose answer was lost may have happened already.
    const answer = await apiClient.post<{ data: Service }>('/admin/services', input, {
      retries: 0,
    });
    return answer.data;
  } catch (error) {
    throw toServicesError(error, SERVICES_MESSAGES.create);
  }
}

/** Adds the new package to the admin list in place (spec §4) and refreshes the catalogue. */
export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: (service) => {
      queryClient.setQueryData<Service[]>(servicesKeys.admin, (list) =>
        list ? [...list, service] : list,
      );
      return queryClient.invalidateQueries({ queryKey: servicesKeys.public });
    },
  });
}
