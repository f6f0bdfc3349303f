import type { CreateFinanceEntryBody, FinanceEntry } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { FINANCE_MESSAGES, toFinanceError } from '../finance-errors';
import { changeEntriesLocally } from './entries-cache';

/** POST /api/admin/finance/entries. */
export async function createFinanceEntry(body: CreateFinanceEntryBody): Promise<FinanceEntry> {
  try {
    // No silent retry: a create whose answer was lost has probably been made.
    const answer = await apiClient.post<{ data: FinanceEntry }>('/admin/finance/entries', body, {
      retries: 0,
    });
    return answer.data;
  } catch (error) {
    throw toFinanceError(error, FINANCE_MESSAGES.create);
  }
}

/** The form shows its own errors beside the fields, so the cache does not toast them. */
export function useCreateFinanceEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFinanceEntry,
    meta: { silent: true },
    onSuccess: (added) => changeEntriesLocally(queryClient, { added }),
  });
}
