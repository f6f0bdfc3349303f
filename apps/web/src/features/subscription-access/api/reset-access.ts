import type { MySubscription } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { toCallError } from '@/lib/call-errors';
import { subscriptionAccessKeys } from './subscription-access-keys';

export const RESET_ACCESS_FAILED = 'Failed to get a new password. Please try again.';

/**
 * POST /api/account/subscriptions/:orderId/reset-access: a new password for the access; the
 * old one stops working. Answers the subscription with the new details.
 */
export async function resetAccess(orderId: string): Promise<MySubscription> {
  try {
    // No retry: a reset whose answer was lost has changed the password all the same, and
    // each attempt counts against the customer's hourly allowance.
    const answer = await apiClient.post<{ data: MySubscription }>(
      `/account/subscriptions/${encodeURIComponent(orderId)}/reset-access`,
      undefined,
      { retries: 0, rateLimitRetry: false },
    );
    return answer.data;
  } catch (error) {
    // Over the allowance the server says how long to wait; the client's general wording
    // would only guess it from the header.
    if (error instanceof ApiError && error.status === 429)
      throw error.withMessage(error.serverMessage ?? error.message);
    // 409: the access is no longer running (suspended or ended meanwhile). Its words.
    throw toCallError(error, RESET_ACCESS_FAILED, { serverSays: [409] });
  }
}

export function useResetAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetAccess,
    meta: { silent: true },
    onSuccess: (updated) => {
      // The new password on screen at once, before the list is asked for again.
      queryClient.setQueryData<MySubscription[]>(subscriptionAccessKeys.mine, (list) =>
        list?.map((one) => (one.orderId === updated.orderId ? updated : one)),
      );
      return queryClient.invalidateQueries({ queryKey: subscriptionAccessKeys.mine });
    },
  });
}
