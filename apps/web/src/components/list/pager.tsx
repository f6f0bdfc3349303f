import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

/** "Showing 21–40 of 57", and the way to the pages before and after. */
export function Pager({
  page,
  pageCount,
  pageSize,
  total,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
}: {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-300"
    >
      <p>
        {total === 0 ? 'No results' : `Showing ${first}–${last} of ${total}`}
        {pageCount > 1 && ` · Page ${page} of ${pageCount}`}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={!canPrevious} onClick={onPrevious}>
          Previous page
        </Button>
        <Button variant="secondary" size="sm" disabled={!canNext} onClick={onNext}>
          Next page
        </Button>
      </div>
    </nav>
  );
}

/**
 * The pager of a list drawn without a table (a list of questions, a log): the same words and
 * buttons, its page in the URL through `useListParams`.
 */
export function ListPager({
  params,
  total,
  pageCount,
}: {
  params: { page: number; pageSize: number; setPage: (page: number) => void };
  total: number;
  pageCount: number;
}) {
  return (
    <Pager
      page={params.page}
      pageCount={pageCount}
      pageSize={params.pageSize}
      total={total}
      canPrevious={params.page > 1}
      canNext={params.page < pageCount}
      onPrevious={() => params.setPage(params.page - 1)}
      onNext={() => params.setPage(params.page + 1)}
    />
  );
}

/**
 * A page past the end (its last row deleted, an old bookmark) goes to the last page there
 * is, without a history entry. Answers the number of pages.
 */
export function usePageInRange(
  params: {
    page: number;
    pageSize: number;
    setPage: (page: number, o?: { replace?: boolean }) => void;
  },
  page: { rows: readonly unknown[]; total: number } | undefined,
): number {
  const lastPage = Math.max(Math.ceil((page?.total ?? 0) / params.pageSize), 1);
  const pastTheEnd = page !== undefined && page.rows.length === 0 && params.page > lastPage;
  const { setPage } = params;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, setPage]);
  return lastPage;
}
