import type { PromoCodeListAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { PROMO_MESSAGES, toPromoError } from '../promo-codes-errors';
import { promoCodesKeys } from './promo-codes-keys';

export type PromoCodesPage = Pick<PromoCodeListAnswer, 'data' | 'meta'>;

/** GET /api/admin/promo-codes: one page, with search, the active filter and sort. */
export async function getPromoCodes(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<PromoCodesPage> {
  let answer: PromoCodeListAnswer | null;
  try {
    answer = await apiClient.get<PromoCodeListAnswer | null>('/admin/promo-codes', {
      query,
      signal,
    });
  } catch (error) {
    throw toPromoError(error, PROMO_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(PROMO_MESSAGES.load);
  return { data: answer.data, meta: answer.meta };
}

export function promoCodesQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: promoCodesKeys.list(query),
    queryFn: ({ signal }) => getPromoCodes(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePromoCodes(query: Record<string, string | number>) {
  return useQuery({ ...promoCodesQueryOptions(query), meta: { inlineError: true } });
}
