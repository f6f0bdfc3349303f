import { act, screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { DataList, type ListColumn } from './data-list';
import { FilterSelect } from './filter-select';
import { SearchBox } from './search-box';
import { useListParams } from './use-list-params';

interface Fruit {
  id: string;
  name: string;
  kind: string;
  price: number;
}
const FRUITS: Fruit[] = [
  { id: '1', name: 'Apple', kind: 'tree', price: 30 },
  { id: '2', name: 'Banana', kind: 'herb', price: 10 },
  { id: '3', name: 'Cherry', kind: 'tree', price: 50 },
  { id: '4', name: 'Date', kind: 'palm', price: 40 },
  { id: '5', name: 'Elderberry', kind: 'shrub', price: 20 },
];
const columns: ListColumn<Fruit>[] = [
  { id: 'name', header: 'Name', sortable: true, primary: true, cell: (f) => f.name },
  { id: 'kind', header: 'Kind', cell: (f) => f.kind },
  { id: 'price', header: 'Price', sortable: true, cell: (f) => `${f.price}¢` },
];

/** A page over a fake server: it answers from the URL's state, as the real ones do. */
function FruitList({
  state = 'loaded',
  onRetry = () => undefined,
  prefix,
}: {
  state?: 'loaded' | 'loading' | 'failed' | 'empty';
  onRetry?: () => void;
  prefix?: string;
}) {
  const params = useListParams({ filters: ['kind'] as const, pageSize: 2, prefix });
  let rows = state === 'empty' ? [] : FRUITS;
  if (params.q) rows = rows.filter((f) => f.name.toLowerCase().includes(params.q.toLowerCase()));
  if (params.filters.kind) rows = rows.filter((f) => f.kind === params.filters.kind);
  if (params.sort) {
    const { id, desc } = params.sort;
    const key = id as 'name' | 'price';
    rows = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : 1) * (desc ? -1 : 1));
  }
  const start = (params.page - 1) * params.pageSize;
  const page =
    state === 'loading' || state === 'failed'
      ? undefined
      : { rows: rows.slice(start, start + params.pageSize), total: rows.length };
  return (
    <>
      <SearchBox value={params.q} onSearch={params.setSearch} label="Search fruit" />
      <FilterSelect
        label="Kind"
        value={params.filters.kind}
        options={[
          { value: 'tree', label: 'Tree' },
          { value: 'palm', label: 'Palm' },
        ]}
        onChange={(value) => params.setFilter('kind', value)}
      />
      <DataList
        caption="Fruit"
        columns={columns}
        rowKey={(f) => f.id}
        params={params}
        page={page}
        error={state === 'failed' ? new Error('Failed to load fruit.') : null}
        onRetry={onRetry}
        empty={{ title: 'No fruit yet' }}
        actions={(f) => <button type="button">Delete {f.name}</button>}
      />
    </>
  );
}

function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="url">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderList(url = '/fruit', props: Parameters<typeof FruitList>[0] = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <FruitList {...props} />
      <Location />
    </MemoryRouter>,
  );
}

const url = () => screen.getByTestId('url').textContent;
const names = () =>
  within(screen.getByRole('table', { name: 'Fruit' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const heading = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('the list kit', () => {
  it('sorts from the column headings, announces the order, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    renderList();
    expect(heading('Name')).toHaveAttribute('aria-sort', 'none');
    expect(heading('Kind')).not.toHaveAttribute('aria-sort');
    expect(within(heading('Kind')).queryByRole('button')).toBeNull();

    await user.click(within(heading('Price')).getByRole('button'));
    expect(url()).toBe('?sort=price');
    expect(heading('Price')).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Banana', 'Elderberry']);

    await user.click(within(heading('Price')).getByRole('button'));
    expect(url()).toBe('?sort=-price');
    expect(heading('Price')).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Cherry', 'Date']);

    await user.click(within(heading('Price')).getByRole('button'));
    expect(url()).toBe('');
    expect(heading('Price')).toHaveAttribute('aria-sort', 'none');
  });

  it('pages forward and back, saying where it is; Back in the browser undoes a step', async () => {
    const user = userEvent.setup();
    renderList();
    expect(screen.getByText(/Showing 1–2 of 5 · Page 1 of 3/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(url()).toBe('?page=3');
    expect(names()).toEqual(['Elderberry']);
    expect(screen.getByText(/Showing 5–5 of 5 · Page 3 of 3/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(url()).toBe('?page=2');
    expect(names()).toEqual(['Cherry', 'Date']);
  });

  it('opens a bookmarked URL as it was left: search, filter, sort and page', () => {
    renderList('/fruit?q=e&kind=tree&sort=-name&pageSize=1&page=2');
    expect(screen.getByLabelText('Search fruit')).toHaveValue('e');
    expect(screen.getByLabelText('Kind')).toHaveValue('tree');
    expect(heading('Name')).toHaveAttribute('aria-sort', 'descending');
    // Trees with an e, by name descending: Cherry, then Apple on page 2.
    expect(names()).toEqual(['Apple']);
    expect(screen.getByText(/Showing 2–2 of 2 · Page 2 of 2/)).toBeInTheDocument();
  });

  it('searches once typing pauses and filters, each starting again at page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderList('/fruit?page=2');
      await user.type(screen.getByLabelText('Search fruit'), 'rr');
      expect(url()).toBe('?page=2');
      await act(() => vi.advanceTimersByTimeAsync(350));
      expect(url()).toBe('?q=rr');
      expect(names()).toEqual(['Cherry', 'Elderberry']);

      await user.selectOptions(screen.getByLabelText('Kind'), 'tree');
      expect(url()).toBe('?q=rr&kind=tree');
      expect(names()).toEqual(['Cherry']);

      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(url()).toBe('?q=rr');
      expect(screen.getByLabelText('Kind')).toHaveValue('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when nothing matches, and clears the search and filters on request', async () => {
    const user = userEvent.setup();
    renderList('/fruit?q=kiwi&kind=palm');
    expect(screen.getByText('Nothing matches this search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(url()).toBe('');
    expect(screen.getByLabelText('Search fruit')).toHaveValue('');
    expect(names()).toEqual(['Apple', 'Banana']);
  });

  it('goes to the last page there is from a page past the end, without a history entry', async () => {
    const user = userEvent.setup();
    // A bookmark to page 7 of a list that has shrunk to 3 pages, opened from page 2.
    render(
      <MemoryRouter initialEntries={['/fruit?page=2', '/fruit?page=7']} initialIndex={1}>
        <FruitList />
        <Location />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(url()).toBe('?page=3'));
    expect(names()).toEqual(['Elderberry']);
    // Back skips the corrected page: it does not bounce to page 7 and back again.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(url()).toBe('?page=2');
  });

  it('has an empty state of its own when there is nothing at all', () => {
    renderList('/fruit', { state: 'empty' });
    expect(screen.getByText('No fruit yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
  });

  it('shows a skeleton while loading, and the error with a retry button when loading fails', async () => {
    const user = userEvent.setup();
    const { unmount } = renderList('/fruit', { state: 'loading' });
    expect(screen.getByText('Loading fruit…').closest('[role="status"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getAllByTestId('list-skeleton-row').length).toBeGreaterThan(0);
    unmount();

    const onRetry = vi.fn();
    renderList('/fruit', { state: 'failed', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load fruit.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('with a prefix, keeps its state in parameters of its own and leaves the page’s alone', async () => {
    const user = userEvent.setup();
    renderList('/fruit?from=2026-01-01&fruit.q=e', { prefix: 'fruit.' });
    expect(screen.getByLabelText('Search fruit')).toHaveValue('e');
    expect(names()).toEqual(['Apple', 'Cherry']);

    await user.click(within(heading('Price')).getByRole('button'));
    expect(url()).toBe('?from=2026-01-01&fruit.q=e&fruit.sort=price');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(url()).toBe('?from=2026-01-01&fruit.q=e&fruit.sort=price&fruit.page=2');

    await user.selectOptions(screen.getByLabelText('Kind'), 'tree');
    expect(url()).toBe('?from=2026-01-01&fruit.q=e&fruit.sort=price&fruit.kind=tree');
    expect(names()).toEqual(['Apple', 'Cherry']);
  });

  it('keeps each row’s actions in the row', () => {
    renderList();
    const [, firstRow] = screen.getAllByRole('row');
    expect(within(firstRow!).getByRole('button', { name: 'Delete Apple' })).toBeInTheDocument();
  });
});

/** A list whose rows the test hands in, as refetches would: the kit reacts to what changed. */
function ServerFruitList({
  rows,
  total = rows.length,
  dialog = false,
  stale = false,
}: {
  rows: readonly Fruit[];
  total?: number;
  dialog?: boolean;
  /** The rows are the last query's, shown while the next one loads. */
  stale?: boolean;
}) {
  const params = useListParams({ filters: ['kind'] as const, pageSize: 3 });
  const mutation = useMutation({ mutationFn: () => Promise.resolve() });
  return (
    <>
      <FilterSelect
        label="Kind"
        value={params.filters.kind}
        options={[{ value: 'tree', label: 'Tree' }]}
        onChange={(value) => params.setFilter('kind', value)}
      />
      <button type="button" onClick={() => mutation.mutate()}>
        Add fruit
      </button>
      <DataList
        caption="Fruit"
        columns={columns}
        rowKey={(f) => f.id}
        params={params}
        page={{ rows, total }}
        fetching={stale}
        error={null}
        onRetry={() => undefined}
        empty={{ title: 'No fruit yet' }}
        newItems={{ one: 'new fruit', other: 'new fruits' }}
        actions={(f) => (
          <>
            <button type="button">Edit {f.name}</button>
            <button type="button">Delete {f.name}</button>
          </>
        )}
      />
      {dialog && (
        <dialog open>
          <button type="button">Delete fruit</button>
        </dialog>
      )}
    </>
  );
}

function renderServerList(props: Parameters<typeof ServerFruitList>[0]) {
  const client = new QueryClient();
  const ui = (next: Parameters<typeof ServerFruitList>[0]) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/fruit']}>
        <ServerFruitList {...next} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(ui(props));
  return {
    ...view,
    rerender: (next: Parameters<typeof ServerFruitList>[0]) => view.rerender(ui(next)),
  };
}

/** What the page's live regions hold now: what a screen reader has been told. */
const spoken = () =>
  [...document.querySelectorAll('[aria-live="polite"], [aria-live="assertive"]')]
    .map((region) => region.textContent?.trim())
    .filter(Boolean);

const [APPLE, BANANA, CHERRY, DATE] = FRUITS as [Fruit, Fruit, Fruit, Fruit];

describe('the list kit, when its rows change under the person', () => {
  it('hands the focus of a row that left to the same button of the row now in its place', async () => {
    const user = userEvent.setup();
    const { rerender } = renderServerList({ rows: [APPLE, BANANA, CHERRY] });
    await user.click(screen.getByRole('button', { name: 'Delete Banana' }));
    rerender({ rows: [APPLE, CHERRY] });
    expect(screen.getByRole('button', { name: 'Delete Cherry' })).toHaveFocus();

    // The last row gone: the row before it.
    rerender({ rows: [APPLE] });
    expect(screen.getByRole('button', { name: 'Delete Apple' })).toHaveFocus();
    // None left: the empty list says so, and has the focus.
    rerender({ rows: [] });
    expect(screen.getByText('No fruit yet').closest('[tabindex]')).toHaveFocus();
  });

  it('after a confirmation closes on a row already gone, the focus goes to the next row', async () => {
    const user = userEvent.setup();
    const { rerender } = renderServerList({ rows: [APPLE, BANANA, CHERRY] });
    await user.click(screen.getByRole('button', { name: 'Delete Banana' }));
    rerender({ rows: [APPLE, BANANA, CHERRY], dialog: true });
    screen.getByRole('button', { name: 'Delete fruit' }).focus();
    // Deleted and refetched while the dialog is still open: the focus stays in the dialog.
    rerender({ rows: [APPLE, CHERRY], dialog: true });
    expect(screen.getByRole('button', { name: 'Delete fruit' })).toHaveFocus();
    rerender({ rows: [APPLE, CHERRY] });
    expect(screen.getByRole('button', { name: 'Delete Cherry' })).toHaveFocus();
  });

  it('leaves the focus alone when it is elsewhere', async () => {
    const user = userEvent.setup();
    const { rerender } = renderServerList({ rows: [APPLE, BANANA, CHERRY] });
    await user.click(screen.getByRole('button', { name: 'Delete Banana' }));
    await user.click(screen.getByLabelText('Kind'));
    rerender({ rows: [APPLE, CHERRY] });
    expect(screen.getByLabelText('Kind')).toHaveFocus();
  });

  it('says once, politely, how many new rows arrived by themselves', () => {
    const { rerender } = renderServerList({ rows: [APPLE, BANANA, CHERRY], total: 5 });
    expect(spoken()).toEqual([]);

    // A refetch brings one more row to the top (the total grows): said once.
    rerender({ rows: [DATE, APPLE, BANANA], total: 6 });
    expect(spoken()).toEqual(['1 new fruit']);
    const said = screen.getByText('1 new fruit');
    // Another refetch with nothing new, and one with the same rows: nothing more is said.
    rerender({ rows: [DATE, APPLE, BANANA], total: 6 });
    rerender({ rows: [DATE, APPLE, BANANA], total: 6 });
    expect(screen.getByText('1 new fruit')).toBe(said);

    rerender({ rows: [{ ...CHERRY, id: '7' }, { ...BANANA, id: '8' }, DATE], total: 8 });
    expect(spoken()).toEqual(['2 new fruits']);
  });

  it('says nothing of rows that came with the person’s own change', async () => {
    const user = userEvent.setup();
    const { rerender } = renderServerList({ rows: [APPLE, BANANA, CHERRY], total: 5 });
    await user.click(screen.getByRole('button', { name: 'Add fruit' }));
    rerender({ rows: [DATE, APPLE, BANANA], total: 6 });
    expect(spoken()).toEqual([]);
  });

  it('after the person filters, says how many rows match instead', async () => {
    const user = userEvent.setup();
    const { rerender } = renderServerList({ rows: [APPLE, BANANA, CHERRY], total: 5 });
    // As with TanStack Query's placeholder data: the last rows stay, stale, until the answer.
    rerender({ rows: [APPLE, BANANA, CHERRY], total: 5, stale: true });
    await user.selectOptions(screen.getByLabelText('Kind'), 'tree');
    expect(spoken()).toEqual([]);
    rerender({ rows: [APPLE, CHERRY], total: 2 });
    expect(spoken()).toEqual(['2 results']);
    expect(screen.getByLabelText('Kind')).toHaveFocus();
  });
});
