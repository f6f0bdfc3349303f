import type { AdminOrder, OrderStatus } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { toCallError } from '@/lib/call-errors';
import { afterOrderChange } from './order-change-cache';

const FAILED = 'Failed to refund the order. Please try again.';

export interface RefundOrderInput {
  id: string;
  /** The status the admin saw: refused (409) if the order has moved since. */
  from: OrderStatus;
}

/**
 * POST /api/admin/orders/:id/refund: a card payment goes back through the card processor, any
 * other is recorded as given back by hand.
 */
export async function refundOrder({ id, from }: RefundOrderInput): Promise<AdminOrder> {
  try {
    const answer = await apiClient.post<{ data: AdminOrder }>(
      `/admin/orders/${encodeURIComponent(id)}/refund`,
      { from },
      // Never sent twice by the client: the server's idempotency key guards the processor.
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    // 409: moved meanwhile, or the processor refused; 503: it could not be reached. Its words.
    throw toCallError(error, FAILED, { serverSays: [409, 503] });
  }
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refundOrder, ...afterOrderChange(queryClient) });
}
