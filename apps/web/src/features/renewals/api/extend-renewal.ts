import type { ExtendSubscriptionBody, Renewal, RenewalAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { RENEWALS_MESSAGES, toRenewalsError } from '../renewals-errors';
import { renewalsKeys } from './renewals-keys';

export interface ExtendRenewalInput {
  orderId: string;
  body: ExtendSubscriptionBody;
}

/** POST /api/admin/renewals/:orderId/extend: the subscription ends `months` later. */
export async function extendRenewal({ orderId, body }: ExtendRenewalInput): Promise<Renewal> {
  try {
    const answer = await apiClient.post<RenewalAnswer>(
      `/admin/renewals/${encodeURIComponent(orderId)}/extend`,
      body,
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toRenewalsError(error, RENEWALS_MESSAGES.extend);
  }
}

/** The form shows its own errors beside the field, so the cache does not toast them. */
export function useExtendRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendRenewal,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalsKeys.all }),
  });
}
