import type { FinanceEntry, UpdateFinanceEntryBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { FINANCE_MESSAGES, toFinanceError } from '../finance-errors';
import { changeEntriesLocally } from './entries-cache';

export interface UpdateFinanceEntryInput {
  id: string;
  body: UpdateFinanceEntryBody;
}

/** PATCH /api/admin/finance/entries/:id. */
export async function updateFinanceEntry({
  id,
  body,
}: UpdateFinanceEntryInput): Promise<FinanceEntry> {
  try {
    const answer = await apiClient.patch<{ data: FinanceEntry }>(
      `/admin/finance/entries/${encodeURIComponent(id)}`,
      body,
    );
    return answer.data;
  } catch (error) {
    throw toFinanceError(error, FINANCE_MESSAGES.update);
  }
}

/** The form shows its own errors beside the fields, so the cache does not toast them. */
export function useUpdateFinanceEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFinanceEntry,
    meta: { silent: true },
    onSuccess: (replaced) => changeEntriesLocally(queryClient, { replaced }),
  });
}
