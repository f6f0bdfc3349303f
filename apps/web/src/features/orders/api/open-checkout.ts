import type { CheckoutUrlAnswer } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { toCallError } from '@/lib/call-errors';

const FAILED = 'The card payment page could not be opened. Please try again.';

/**
 * POST /api/orders/:id/checkout: the card processor's page for a pending card order, the
 * same one while it is open, a new one once it has expired.
 */
export async function openCheckout(orderId: string): Promise<string> {
  try {
    const answer = await apiClient.post<CheckoutUrlAnswer>(
      `/orders/${encodeURIComponent(orderId)}/checkout`,
      undefined,
      { retries: 0, rateLimitRetry: false },
    );
    return answer.data.checkoutUrl;
  } catch (error) {
    // 409: paid meanwhile, or nothing to pay; 503: the processor is unreachable. Its words.
    throw toCallError(error, FAILED, { serverSays: [409, 503] });
  }
}

export function useOpenCheckout() {
  return useMutation({ mutationFn: openCheckout, meta: { silent: true } });
}
