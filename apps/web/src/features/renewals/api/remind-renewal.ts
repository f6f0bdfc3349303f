import type { Renewal, RenewalAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { RENEWALS_MESSAGES, toRenewalsError } from '../renewals-errors';
import { renewalsKeys } from './renewals-keys';

/** POST /api/admin/renewals/:orderId/remind: the customer is notified now. */
export async function remindRenewal(orderId: string): Promise<Renewal> {
  try {
    // No silent retry: a reminder whose answer was lost has probably been sent.
    const answer = await apiClient.post<RenewalAnswer>(
      `/admin/renewals/${encodeURIComponent(orderId)}/remind`,
      undefined,
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toRenewalsError(error, RENEWALS_MESSAGES.remind);
  }
}

export function useRemindRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindRenewal,
    // Settles once the list shows the new "last reminded", so focus can stay on the row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalsKeys.all }),
  });
}
