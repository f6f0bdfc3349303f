import { useMutation } from '@tanstack/react-query';
import { fetchCsv } from '@/lib/fetch-csv';
import { FINANCE_MESSAGES, toFinanceError } from '../finance-errors';

/**
 * GET /api/admin/finance/invoices.csv: every invoice and credit note issued in the period on
 * screen (its currency when one is chosen), by number.
 */
export function exportInvoices(query: Record<string, string>): Promise<Blob> {
  const { groupBy: _groupBy, ...days } = query;
  return fetchCsv('/admin/finance/invoices.csv', days, (error) =>
    toFinanceError(error, FINANCE_MESSAGES.exportInvoices),
  );
}

export function useExportInvoices() {
  return useMutation({ mutationFn: exportInvoices });
}
