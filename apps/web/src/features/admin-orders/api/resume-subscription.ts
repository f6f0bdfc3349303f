import type { AdminAccess, AdminAccessAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ORDERS_MESSAGES, toOrdersError } from '../orders-errors';
import { adminOrdersKeys } from './orders-keys';

/**
 * POST /api/admin/subscriptions/:orderId/resume: an admin's hold lifted, the access active
 * again. Refused (409) when no admin holds it, or once the order has ended.
 */
export async function resumeSubscription(orderId: string): Promise<AdminAccess> {
  try {
    const answer = await apiClient.post<AdminAccessAnswer>(
      `/admin/subscriptions/${encodeURIComponent(orderId)}/resume`,
      undefined,
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toOrdersError(error, ORDERS_MESSAGES.resumeAccess);
  }
}

/** A refusal reaches the one toast of the mutation cache, and the section shows it as it is. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (access) => queryClient.setQueryData(adminOrdersKeys.access(access.orderId), access),
    onError: (_error, orderId) =>
      queryClient.invalidateQueries({ queryKey: adminOrdersKeys.access(orderId) }),
  });
}
