import type { RenewalListAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { RENEWALS_MESSAGES, toRenewalsError } from '../renewals-errors';
import { renewalsKeys } from './renewals-keys';

export type RenewalsPage = Pick<RenewalListAnswer, 'data' | 'meta'>;

/** GET /api/admin/renewals: running subscriptions ending within 7 or 30 days. */
export async function getRenewals(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<RenewalsPage> {
  let answer: RenewalListAnswer | null;
  try {
    answer = await apiClient.get<RenewalListAnswer | null>('/admin/renewals', { query, signal });
  } catch (error) {
    throw toRenewalsError(error, RENEWALS_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(RENEWALS_MESSAGES.load);
  return { data: answer.data, meta: answer.meta };
}

export function renewalsQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: renewalsKeys.list(query),
    queryFn: ({ signal }) => getRenewals(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The list shows its own error with a retry button, so the cache does not toast it. */
export function useRenewals(query: Record<string, string | number>) {
  return useQuery({ ...renewalsQueryOptions(query), meta: { inlineError: true } });
}
