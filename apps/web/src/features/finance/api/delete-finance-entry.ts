import type { DeletedAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { FINANCE_MESSAGES, toFinanceError } from '../finance-errors';
import { changeEntriesLocally } from './entries-cache';

/** DELETE /api/admin/finance/entries/:id. */
export async function deleteFinanceEntry(id: string): Promise<string> {
  try {
    const answer = await apiClient.delete<DeletedAnswer>(
      `/admin/finance/entries/${encodeURIComponent(id)}`,
    );
    return answer.data.id;
  } catch (error) {
    throw toFinanceError(error, FINANCE_MESSAGES.delete);
  }
}

export function useDeleteFinanceEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFinanceEntry,
    onSuccess: (removedId) => changeEntriesLocally(queryClient, { removedId }),
  });
}
