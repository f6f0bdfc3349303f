import { TextField } from '@/components/ui/text-field';

/**
 * A list's "From" and "To" day filters (`from`, `to` in the URL); each limits the other, so
 * the browser's date picker cannot offer a period that ends before it starts.
 */
export function DateRangeFilter({
  params,
}: {
  params: {
    filters: { from: string | undefined; to: string | undefined };
    setFilter: (name: 'from' | 'to', value: string | undefined) => void;
  };
}) {
  return (
    <>
      <TextField
        label="From"
        type="date"
        className="w-full sm:w-40"
        value={params.filters.from ?? ''}
        max={params.filters.to}
        onChange={(event) => params.setFilter('from', event.target.value || undefined)}
      />
      <TextField
        label="To"
        type="date"
        className="w-full sm:w-40"
        value={params.filters.to ?? ''}
        min={params.filters.from}
        onChange={(event) => params.setFilter('to', event.target.value || undefined)}
      />
    </>
  );
}
