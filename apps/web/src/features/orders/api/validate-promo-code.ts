import type { PromoCheck, PromoCheckAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ordersKeys } from './orders-keys';

/** POST /api/promo-codes/validate: 200 whether or not the code applies; `valid` says which. */
export async function validatePromoCode(
  body: { code: string; serviceId: string },
  signal?: AbortSignal,
): Promise<PromoCheck> {
  const answer = await apiClient.post<PromoCheckAnswer>('/promo-codes/validate', body, {
    signal,
    retries: 0,
  });
  return answer.data;
}

export function promoCheckQueryOptions(serviceId: string, code: string) {
  return queryOptions({
    queryKey: ordersKeys.promoCheck(serviceId, code),
    queryFn: ({ signal }) => validatePromoCode({ code, serviceId }, signal),
    enabled: code !== '',
    staleTime: 30_000,
    retry: false,
  });
}

/** The check of `code` (already debounced and trimmed by the caller); idle while it is empty. */
export function usePromoCheck(serviceId: string, code: string) {
  return useQuery({ ...promoCheckQueryOptions(serviceId, code), meta: { inlineError: true } });
}
