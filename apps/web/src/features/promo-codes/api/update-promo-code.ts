import type { PromoCode, PromoCodeUpdateBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { PROMO_MESSAGES, toPromoError } from '../promo-codes-errors';
import { promoCodesKeys } from './promo-codes-keys';

export interface UpdatePromoCodeInput {
  id: string;
  body: PromoCodeUpdateBody;
}

/** PATCH /api/admin/promo-codes/:id: any subset of the fields. */
export async function updatePromoCode({ id, body }: UpdatePromoCodeInput): Promise<PromoCode> {
  try {
    const answer = await apiClient.patch<{ data: PromoCode }>(
      `/admin/promo-codes/${encodeURIComponent(id)}`,
      body,
    );
    return answer.data;
  } catch (error) {
    throw toPromoError(error, PROMO_MESSAGES.update);
  }
}

export function useUpdatePromoCode({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromoCode,
    meta: { silent },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesKeys.all }),
  });
}
