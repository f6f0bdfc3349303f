import type { AdminAccess, AdminAccessAnswer, SuspendBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ORDERS_MESSAGES, toOrdersError } from '../orders-errors';
import { adminOrdersKeys } from './orders-keys';

export interface SuspendSubscriptionInput {
  orderId: string;
  body: SuspendBody;
}

/**
 * POST /api/admin/subscriptions/:orderId/suspend: an admin's hold on the access (abuse, a
 * chargeback), lifted only by Resume. Refused (409) once ended or when held already.
 */
export async function suspendSubscription({
  orderId,
  body,
}: SuspendSubscriptionInput): Promise<AdminAccess> {
  try {
    const answer = await apiClient.post<AdminAccessAnswer>(
      `/admin/subscriptions/${encodeURIComponent(orderId)}/suspend`,
      body,
      // A hold whose answer was lost is in place: a retry would only be refused.
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toOrdersError(error, ORDERS_MESSAGES.suspendAccess);
  }
}

/** The form shows its failures beside the reason or above its buttons, so no toast. */
export function useSuspendSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendSubscription,
    meta: { silent: true },
    onSuccess: (access) => queryClient.setQueryData(adminOrdersKeys.access(access.orderId), access),
  });
}
