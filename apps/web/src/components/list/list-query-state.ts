/** What a list's TanStack query gives `DataList`: its page, its failure and a way to retry. */
export interface ListQuery<Row> {
  data?: { data: readonly Row[]; meta: { total: number } } | undefined;
  error: Error | null;
  refetch: () => unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
}

/** `<DataList {...listQueryState(list)} …/>`: the same props on every admin list. */
export function listQueryState<Row>(list: ListQuery<Row>) {
  return {
    page: list.data && { rows: list.data.data, total: list.data.meta.total },
    error: list.error,
    onRetry: () => void list.refetch(),
    // Searching, filtering, paging: the rows on screen are the last page's until the next one.
    fetching: list.isFetching && list.isPlaceholderData,
    updatedAt: list.dataUpdatedAt,
  };
}
