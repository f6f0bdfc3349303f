import type { PromoCode, PromoCodeCreateBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { PROMO_MESSAGES, toPromoError } from '../promo-codes-errors';
import { promoCodesKeys } from './promo-codes-keys';

/** POST /api/admin/promo-codes. */
export async function createPromoCode(body: PromoCodeCreateBody): Promise<PromoCode> {
  try {
    // No silent retry: a create whose answer was lost has probably been made.
    const answer = await apiClient.post<{ data: PromoCode }>('/admin/promo-codes', body, {
      retries: 0,
    });
    return answer.data;
  } catch (error) {
    throw toPromoError(error, PROMO_MESSAGES.create);
  }
}

/** The form shows its own errors beside the fields, so the cache does not toast them. */
export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesKeys.all }),
  });
}
