import type { Compensation } from '@streamfront/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataAnswer, listAnswer, renderAdminPage, stubApi, type ApiCall } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { formatDateTime } from '@/lib/format-date';
import { PastExtensions } from './past-extensions';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const id = (n: number) => `9a1c5a52-08b5-4b6c-9c69-0a8f0d4a6a0${n}`;

function extension(n: number, patch: Partial<Compensation> = {}): Compensation {
  return {
    _id: id(n),
    id: id(n),
    reason: `Outage ${n}`,
    hours: 48,
    serviceIds: null,
    serviceNames: [],
    activeAt: null,
    state: 'done',
    count: 12,
    createdBy: { id: '0b6c1f1e-2a3b-4c5d-8e9f-000000000001', name: 'Ada Admin' },
    createdAt: `2026-11-2${n}T10:00:00.000Z`,
    undoneAt: null,
    // Far ahead: Undo is offered, whatever today is.
    undoUntil: '2099-01-01T00:00:00.000Z',
    ...patch,
  };
}

const LIST = '/api/admin/subscriptions/compensations';

/** The list (`pages` answered in turn, the last one from then on) and the undo call. */
function fakeServer(pages: Compensation[][], undo?: (id: string) => Response) {
  let answered = 0;
  return stubApi(({ method, path }) => {
    if (method === 'GET' && path === LIST) {
      const rows = pages[Math.min(answered, pages.length - 1)]!;
      answered += 1;
      return listAnswer(rows, 5);
    }
    const undone = path.match(/^\/api\/admin\/subscriptions\/compensations\/([^/]+)\/undo$/);
    if (method === 'POST' && undone && undo) return undo(undone[1]!);
    return undefined;
  });
}

const lists = (calls: ApiCall[]) => calls.filter((call) => call.path === LIST);
const undos = (calls: ApiCall[]) => calls.filter((call) => call.path.endsWith('/undo'));

const renderList = () => renderAdminPage(<PastExtensions />, '/admin/orders');

describe('Past extensions', () => {
  it('lists each extension: when, by whom, for which packages, how much, why, how many, where it stands', async () => {
    const { calls } = fakeServer([
      [
        extension(3),
        extension(2, {
          serviceIds: [
            '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a01',
            '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a02',
          ],
          serviceNames: ['Sports Max', 'News Basic'],
          activeAt: '2026-11-21T20:30:00.000Z',
          hours: 30,
          count: 1,
          undoUntil: '2026-01-01T00:00:00.000Z',
        }),
        extension(1, {
          state: 'undone',
          undoneAt: '2026-11-21T12:00:00.000Z',
          undoUntil: null,
          createdBy: null,
        }),
      ],
    ]);
    renderList();
    const table = await screen.findByRole('table', { name: 'Past extensions' });
    const [, recent, older, undone] = within(table).getAllByRole('row');

    expect(recent).toHaveTextContent(formatDateTime('2026-11-23T10:00:00.000Z'));
    expect(recent).toHaveTextContent('by Ada Admin');
    expect(within(recent!).getByText('All packages')).toBeInTheDocument();
    expect(within(recent!).getByText('When made')).toBeInTheDocument();
    expect(within(recent!).getByText('2 days')).toBeInTheDocument();
    expect(within(recent!).getByText('Outage 3')).toBeInTheDocument();
    expect(within(recent!).getByText('12')).toBeInTheDocument();
    expect(within(recent!).getByText('Done')).toBeInTheDocument();
    expect(
      within(recent!).getByRole('button', {
        name: `Undo the extension of ${formatDateTime('2026-11-23T10:00:00.000Z')}`,
      }),
    ).toBeInTheDocument();

    expect(within(older!).getByText('Sports Max, News Basic')).toBeInTheDocument();
    expect(
      within(older!).getByText(formatDateTime('2026-11-21T20:30:00.000Z')),
    ).toBeInTheDocument();
    expect(within(older!).getByText('1 day and 6 hours')).toBeInTheDocument();
    // Past its 24 hours: no Undo.
    expect(within(older!).queryByRole('button')).not.toBeInTheDocument();

    expect(within(undone!).getByText('Undone')).toBeInTheDocument();
    expect(within(undone!).queryByRole('button')).not.toBeInTheDocument();
    expect(lists(calls)[0]?.query.get('page')).toBe('1');
    expect(lists(calls)[0]?.query.get('pageSize')).toBe('5');
  });

  it('undoes an extension once confirmed, then focuses the heading as its Undo has gone', async () => {
    const { calls } = fakeServer(
      [
        [extension(3)],
        [extension(3, { state: 'undone', undoUntil: null, undoneAt: '2026-11-23T11:00:00.000Z' })],
      ],
      (undone) => dataAnswer(extension(3, { id: undone, state: 'undone', undoUntil: null })),
    );
    const user = userEvent.setup();
    renderList();
    const undo = await screen.findByRole('button', { name: /^Undo the extension of / });

    await user.click(undo);
    let dialog = screen.getByRole('dialog', { name: 'Undo this extension?' });
    expect(dialog).toHaveAccessibleDescription(
      'Put back the 12 ends it moved? Ends changed since stay as they are.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(undos(calls)).toHaveLength(0);
    expect(undo).toHaveFocus();

    await user.click(undo);
    dialog = screen.getByRole('dialog', { name: 'Undo this extension?' });
    await user.click(within(dialog).getByRole('button', { name: 'Undo extension' }));
    expect(
      await screen.findByText('Extension undone: 12 ends put back where they were.'),
    ).toBeInTheDocument();
    expect(undos(calls).map((call) => call.path)).toEqual([`${LIST}/${id(3)}/undo`]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Past extensions' });
    expect(within(table).getByText('Undone')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Past extensions' })).toHaveFocus();
  });

  it('shows the server’s refusal (409) and gives the focus back to Undo', async () => {
    const { calls } = fakeServer([[extension(3, { state: 'running' })], [extension(3)]], () =>
      jsonResponse(409, {
        success: false,
        message: 'This extension is still running: undo it once it is done',
      }),
    );
    const user = userEvent.setup();
    renderList();
    const undo = await screen.findByRole('button', { name: /^Undo the extension of / });
    await user.click(undo);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Undo this extension?' })).getByRole('button', {
        name: 'Undo extension',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This extension is still running: undo it once it is done',
    );
    expect(undos(calls)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Asked again after the refusal, as it stands now.
    expect(lists(calls).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: /^Undo the extension of / })).toHaveFocus();
  });

  it('asks again every 3 seconds while one runs, and stops once done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeServer([
      [extension(3, { state: 'running', count: 4 })],
      [extension(3, { state: 'running', count: 9 })],
      [extension(3)],
    ]);
    const { queryClient } = renderList();
    // The orders list, cached: it shows ends the extension moves.
    queryClient.setQueryData(['admin-orders', 'list', { page: 1 }], { data: [], meta: {} });
    const table = await screen.findByRole('table', { name: 'Past extensions' });
    expect(within(table).getByText('Extending…')).toBeInTheDocument();
    expect(within(table).getByText('4')).toBeInTheDocument();
    expect(lists(calls)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(within(table).getByText('9')).toBeInTheDocument());
    expect(lists(calls)).toHaveLength(2);
    expect(queryClient.getQueryState(['admin-orders', 'list', { page: 1 }])?.isInvalidated).toBe(
      false,
    );

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(within(table).getByText('Done')).toBeInTheDocument());
    expect(lists(calls)).toHaveLength(3);
    // Done: the ends it moved are asked for again.
    expect(queryClient.getQueryState(['admin-orders', 'list', { page: 1 }])?.isInvalidated).toBe(
      true,
    );

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(lists(calls)).toHaveLength(3);
  });
});
