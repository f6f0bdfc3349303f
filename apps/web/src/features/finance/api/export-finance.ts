import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { FINANCE_MESSAGES, toFinanceError } from '../finance-errors';

/**
 * GET /api/admin/finance/export.csv for the period on screen. Through the API client, since
 * the call needs the Bearer token a plain link would not send.
 */
export async function exportFinance(query: Record<string, string>): Promise<Blob> {
  let text: unknown;
  try {
    text = await apiClient.get<unknown>('/admin/finance/export.csv', { query });
  } catch (error) {
    throw toFinanceError(error, FINANCE_MESSAGES.export);
  }
  if (typeof text !== 'string') throw new Error(FINANCE_MESSAGES.export);
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}

export function useExportFinance() {
  return useMutation({ mutationFn: exportFinance });
}
