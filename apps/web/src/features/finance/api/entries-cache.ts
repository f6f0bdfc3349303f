import type { FinanceEntry } from '@streamfront/contract';
import type { QueryClient } from '@tanstack/react-query';
import { changeListLocally, type ListChange } from '@/lib/list-cache';
import { financeKeys } from './finance-keys';

/**
 * An entry changed: the list shows it at once, then the totals (which count it) and the
 * list are fetched again.
 */
export async function changeEntriesLocally(
  queryClient: QueryClient,
  change: ListChange<FinanceEntry>,
) {
  changeListLocally(queryClient, financeKeys.entries, change);
  await queryClient.invalidateQueries({ queryKey: financeKeys.all });
}
