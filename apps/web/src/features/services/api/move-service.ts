import type { Service, ServiceAnswer, ServiceMoveBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SERVICES_MESSAGES, toServicesError } from '../services-errors';
import { servicesKeys } from './services-keys';

export interface MoveServiceInput {
  id: string;
  direction: ServiceMoveBody['direction'];
}

/** POST /api/admin/services/:id/move: one place up or down the display order. */
export async function moveService({ id, direction }: MoveServiceInput): Promise<Service> {
  try {
    const answer = await apiClient.post<ServiceAnswer>(
      `/admin/services/${encodeURIComponent(id)}/move`,
      { direction } satisfies ServiceMoveBody,
    );
    return answer.data;
  } catch (error) {
    throw toServicesError(error, SERVICES_MESSAGES.update);
  }
}

/** A move renumbers every package, so every list is fetched again. */
export function useMoveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesKeys.all }),
  });
}
