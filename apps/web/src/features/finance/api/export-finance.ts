import { useMutation } from '@tanstack/react-query';
import { fetchCsv } from '@/lib/fetch-csv';
import { FINANCE_MESSAGES, toFinanceError } from '../finance-errors';

/** GET /api/admin/finance/export.csv for the period on screen. */
export function exportFinance(query: Record<string, string>): Promise<Blob> {
  return fetchCsv('/admin/finance/export.csv', query, (error) =>
    toFinanceError(error, FINANCE_MESSAGES.export),
  );
}

export function useExportFinance() {
  return useMutation({ mutationFn: exportFinance });
}
