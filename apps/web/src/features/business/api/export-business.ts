import { useMutation } from '@tanstack/react-query';
import { fetchCsv } from '@/lib/fetch-csv';
import { BUSINESS_MESSAGES, toBusinessError } from '../business-errors';

/** GET /api/admin/business/export.csv for the period on screen. */
export function exportBusiness(query: Record<string, string>): Promise<Blob> {
  return fetchCsv('/admin/business/export.csv', query, (error) =>
    toBusinessError(error, BUSINESS_MESSAGES.export),
  );
}

export function useExportBusiness() {
  return useMutation({ mutationFn: exportBusiness });
}
