import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ORDERS_MESSAGES, toOrdersError } from '../orders-errors';

/**
 * GET /api/admin/orders/export.csv with the list's filters and sort (no page: every row).
 * Through the API client, since the call needs the Bearer token a plain link would not send.
 */
export async function exportOrders(query: Record<string, string | number>): Promise<Blob> {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  let text: unknown;
  try {
    text = await apiClient.get<unknown>('/admin/orders/export.csv', { query: filters });
  } catch (error) {
    throw toOrdersError(error, ORDERS_MESSAGES.export);
  }
  if (typeof text !== 'string') throw new Error(ORDERS_MESSAGES.export);
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}

export function useExportOrders() {
  return useMutation({ mutationFn: exportOrders });
}
