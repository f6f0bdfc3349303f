import type { DeletedAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { PROMO_MESSAGES, toPromoError } from '../promo-codes-errors';
import { promoCodesKeys } from './promo-codes-keys';

/** DELETE /api/admin/promo-codes/:id. */
export async function deletePromoCode(id: string): Promise<string> {
  try {
    const answer = await apiClient.delete<DeletedAnswer>(
      `/admin/promo-codes/${encodeURIComponent(id)}`,
    );
    return answer.data.id;
  } catch (error) {
    throw toPromoError(error, PROMO_MESSAGES.delete);
  }
}

export function useDeletePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesKeys.all }),
  });
}
