import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A cached page of a server-side list, as the list hooks keep it. */
export interface CachedPage<Row> {
  data: Row[];
  meta: { page: number; pageSize: number; total: number };
}

export type ListChange<Row> = { added: Row } | { replaced: Row } | { removedId: string };

/**
 * Spec §4: after a create, update or delete the list changes on screen at once (added,
 * replaced or removed) in every cached page under `queryKey`; the caller then refetches, so
 * positions, totals and filters end up as the server has them.
 */
export function changeListLocally<Row extends { id: string }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: ListChange<Row>,
) {
  queryClient.setQueriesData<CachedPage<Row>>({ queryKey }, (page) => {
    if (!page?.meta) return page;
    if ('added' in change) {
      return {
        data: [...page.data, change.added],
        meta: { ...page.meta, total: page.meta.total + 1 },
      };
    }
    if ('replaced' in change) {
      const { replaced } = change;
      return { ...page, data: page.data.map((row) => (row.id === replaced.id ? replaced : row)) };
    }
    const kept = page.data.filter((row) => row.id !== change.removedId);
    if (kept.length === page.data.length) return page;
    return { data: kept, meta: { ...page.meta, total: Math.max(page.meta.total - 1, 0) } };
  });
}
