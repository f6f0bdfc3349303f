import type { ReactNode } from 'react';
import { ListEmpty, ListError, ListSkeleton } from './list-states';
import { listQueryState, type ListQuery } from './list-query-state';
import { ListPager, usePageInRange } from './pager';
import type { ListParams } from './use-list-params';

/**
 * A server-side list drawn as a page chooses (questions, a log) rather than as a table: the
 * list kit's loading, failure, empty and paging around `children`, its page in the URL.
 */
export function PagedList<Row>({
  query,
  params,
  loadingLabel,
  empty,
  children,
}: {
  query: ListQuery<Row>;
  params: Pick<ListParams, 'page' | 'pageSize' | 'setPage' | 'narrowed' | 'clear'>;
  loadingLabel: string;
  empty: { title: string; message?: ReactNode };
  children: (rows: readonly Row[]) => ReactNode;
}) {
  const { page, error, onRetry, fetching } = listQueryState(query);
  const pageCount = usePageInRange(params, page);
  if (page === undefined) {
    if (error) return <ListError message={error.message} onRetry={onRetry} />;
    return <ListSkeleton label={loadingLabel} />;
  }
  return (
    <>
      {error && <ListError message={error.message} onRetry={onRetry} />}
      {page.rows.length === 0 ? (
        <ListEmpty
          title={params.narrowed ? 'Nothing matches these filters' : empty.title}
          message={params.narrowed ? 'Try other filters or clear them.' : empty.message}
          onClear={params.narrowed ? params.clear : undefined}
        />
      ) : (
        <div
          className={fetching ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={fetching || undefined}
        >
          {children(page.rows)}
        </div>
      )}
      <ListPager params={params} total={page.total} pageCount={pageCount} />
    </>
  );
}
