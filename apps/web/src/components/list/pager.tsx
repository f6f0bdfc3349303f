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
