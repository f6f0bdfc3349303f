import type { AdminCustomerListAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CUSTOMERS_MESSAGES, toCustomersError } from '../customers-errors';
import { customersKeys } from './customers-keys';

export type CustomersPage = Pick<AdminCustomerListAnswer, 'data' | 'meta'>;

/** GET /api/admin/customers: one page of customer accounts, with search, filter and sort. */
export async function getCustomers(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<CustomersPage> {
  let answer: AdminCustomerListAnswer | null;
  try {
    answer = await apiClient.get<AdminCustomerListAnswer | null>('/admin/customers', {
      query,
      signal,
    });
  } catch (error) {
    throw toCustomersError(error, CUSTOMERS_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(CUSTOMERS_MESSAGES.load);
  return { data: answer.data, meta: answer.meta };
}

export function customersQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: customersKeys.list(query),
    queryFn: ({ signal }) => getCustomers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The list shows its own error with a retry button, so the cache does not toast it. */
export function useCustomers(query: Record<string, string | number>) {
  return useQuery({ ...customersQueryOptions(query), meta: { inlineError: true } });
}
