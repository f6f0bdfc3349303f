import {
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useRef, type ReactNode } from 'react';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { Pager, usePageInRange } from './pager';
import { ListEmpty, ListError, ListSkeleton } from './list-states';
import { useListAnnouncement, type NewItemsWords } from './use-list-announcement';
import type { ListParams } from './use-list-params';
import { useRowFocus } from './use-row-focus';

/** One column of a list: what a page declares; the kit does the rest. */
export interface ListColumn<Row> {
  /** Also the API's sort field, when `sortable`. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  primary?: boolean;
  className?: string;
}

// Sorting and paging happen on the server: the table holds their state and the rules of
// the header toggles (none → ascending → descending → none), not the rows' order.
const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

export interface DataListProps<Row extends RowData> {
  caption: string;
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string;
  /** From `useListParams`: what the table reads and changes. */
  params: Pick<
    ListParams,
    'page' | 'pageSize' | 'sort' | 'narrowed' | 'query' | 'setPage' | 'setSort' | 'clear'
  >;
  /** The current page's rows and the total that matched; undefined before the first answer. */
  page: { rows: readonly Row[]; total: number } | undefined;
  /** The failure of the last load, shown instead of the rows when there are none to show. */
  error: Error | null;
  onRetry: () => void;
  actions?: (row: Row) => ReactNode;
  empty: { title: string; message?: ReactNode };
  /** Searching, filtering, paging: the list dims while the next page loads. */
  fetching?: boolean;
  /** When the current page was answered (`dataUpdatedAt`): each answer is a fresh look. */
  updatedAt?: number;
  /**
   * A live list (refetched when customers or other admins add to it) names what arrives, and
   * its polite live region says how many did: "1 new query".
   */
  newItems?: NewItemsWords;
}

function ariaSort(sorted: false | 'asc' | 'desc'): TableColumn<unknown>['sort'] {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return 'none';
}

/**
 * A server-side list: sortable headings, paging, and the loading, empty and error states,
 * over TanStack Table in manual mode, with its state in the URL (`useListParams`) and its
 * rows drawn by `ResponsiveTable`, so row actions stay reachable on a phone.
 */
export function DataList<Row extends RowData>({
  caption,
  columns,
  rowKey,
  params,
  page,
  error,
  onRetry,
  actions,
  empty,
  fetching = false,
  updatedAt,
  newItems,
}: DataListProps<Row>) {
  const columnDefs = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        // The server sorts; the table only offers sorting on columns that have an accessor.
        accessorFn: () => column.id,
        enableSorting: column.sortable ?? false,
      })),
    [columns],
  );
  const sorting: SortingState = useMemo(() => (params.sort ? [params.sort] : []), [params.sort]);
  const pagination: PaginationState = useMemo(
    () => ({ pageIndex: params.page - 1, pageSize: params.pageSize }),
    [params.page, params.pageSize],
  );
  const data = useMemo(() => [...(page?.rows ?? [])], [page?.rows]);

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    sortDescFirst: false,
    rowCount: page?.total ?? 0,
    state: { sorting, pagination },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting);
      params.setSort(next && { id: next.id, desc: next.desc });
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      params.setPage(functionalUpdate(updater, pagination).pageIndex + 1);
    },
  });

  const lastPage = usePageInRange(params, page);

  const root = useRef<HTMLDivElement>(null);
  const rowKeys = page?.rows.map(rowKey);
  const rowFocus = useRowFocus({ root, rowKeys: rowKeys ?? [] });
  const announcement = useListAnnouncement({
    query: JSON.stringify(params.query),
    rowKeys,
    total: page?.total ?? 0,
    page: params.page,
    pageCount: lastPage,
    stale: fetching,
    updatedAt,
    newItems,
  });

  if (page === undefined) {
    if (error) return <ListError message={error.message} onRetry={onRetry} />;
    return <ListSkeleton label={`Loading ${caption.toLowerCase()}…`} />;
  }

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const tableColumns: TableColumn<Row>[] = columns.map((column) => {
    const tanstack = headers.find((header) => header.column.id === column.id)?.column;
    const sorted = tanstack?.getIsSorted() ?? false;
    return {
      id: column.id,
      label: column.header,
      primary: column.primary,
      className: column.className,
      cell: column.cell,
      ...(tanstack?.getCanSort()
        ? {
            sort: ariaSort(sorted),
            header: (
              <button
                type="button"
                onClick={tanstack.getToggleSortingHandler()}
                className="inline-flex items-center gap-1 rounded uppercase hover:text-white"
              >
                {column.header}
                <span aria-hidden="true">
                  {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                </span>
              </button>
            ),
          }
        : { header: column.header }),
    };
  });

  return (
    <div
      ref={root}
      className="flex flex-col gap-4"
      aria-busy={fetching || undefined}
      onFocus={rowFocus.onFocus}
      onBlur={rowFocus.onBlur}
    >
      {/* The list's one polite voice (the pager's line is not live): see useListAnnouncement. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement && <span key={announcement.id}>{announcement.text}</span>}
      </p>
      {error && <ListError message={error.message} onRetry={onRetry} />}
      {page.rows.length === 0 ? (
        <ListEmpty
          title={params.narrowed ? 'Nothing matches this search' : empty.title}
          message={params.narrowed ? 'Try other words or clear the filters.' : empty.message}
          onClear={params.narrowed ? params.clear : undefined}
        />
      ) : (
        <div className={fetching ? 'opacity-60 transition-opacity' : undefined}>
          <ResponsiveTable
            caption={caption}
            columns={tableColumns}
            rows={table.getRowModel().rows.map((row) => row.original)}
            rowKey={rowKey}
            actions={actions}
          />
        </div>
      )}
      <Pager
        page={params.page}
        pageCount={Math.max(table.getPageCount(), 1)}
        pageSize={params.pageSize}
        total={page.total}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
      />
    </div>
  );
}
