import { useMutation } from '@tanstack/react-query';
import { fetchCsv } from '@/lib/fetch-csv';
import { ORDERS_MESSAGES, toOrdersError } from '../orders-errors';

/** GET /api/admin/orders/export.csv with the list's filters and sort (no page: every row). */
export function exportOrders(query: Record<string, string | number>): Promise<Blob> {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return fetchCsv('/admin/orders/export.csv', filters, (error) =>
    toOrdersError(error, ORDERS_MESSAGES.export),
  );
}

export function useExportOrders() {
  return useMutation({ mutationFn: exportOrders });
}
