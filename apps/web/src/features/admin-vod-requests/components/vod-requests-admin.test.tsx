import type { VodRequestDetail, VodRequestStatus } from '@streamfront/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataAnswer, listAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { refreshListsFor, refreshRecord } from '@/lib/live-refresh';
import { VodRequestsAdmin } from './vod-requests-admin';

function title(n: number, patch: Partial<VodRequestDetail> = {}): VodRequestDetail {
  const id = `6e1c5a52-08b5-4b6c-9c69-0a8f0d4a6a${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    id,
    title: `Title ${n}`,
    type: 'movie',
    year: 2020 + n,
    status: 'pending',
    noteToCustomer: null,
    requesterCount: 2,
    lastRequestedAt: '2026-11-02T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    requesters: [
      {
        _id: 'a1c5a5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
        id: 'a1c5a5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
        email: 'jane@example.com',
        userId: 'b1c5a5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
        name: 'Jane Doe',
        note: 'With subtitles please',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
      {
        _id: 'a1c5a5a5-08b5-4b6c-9c69-0a8f0d4a6a02',
        id: 'a1c5a5a5-08b5-4b6c-9c69-0a8f0d4a6a02',
        email: 'guest@example.com',
        userId: null,
        name: null,
        note: null,
        createdAt: '2026-11-02T10:00:00.000Z',
      },
    ],
    ...patch,
  };
}

/** The admin VOD requests API over an in-memory list. */
function fakeServer(initial: VodRequestDetail[]) {
  const state = { rows: [...initial], failPatch: false };
  const api = stubApi(({ method, path, query, body, id }) => {
    if (method === 'GET' && path === '/api/admin/vod-requests') {
      const status = query.get('status');
      return listAnswer(
        state.rows
          .filter((r) => !status || r.status === status)
          .map(({ requesters: _requesters, ...row }) => row),
      );
    }
    const found = state.rows.find((r) => r.id === id);
    if (method === 'GET' && found) return dataAnswer(found);
    if (method === 'PATCH' && found) {
      const patch = body as { status?: VodRequestStatus; noteToCustomer?: string | null };
      if (state.failPatch) return jsonResponse(404, { success: false, message: 'Not found' });
      const saved = { ...found, ...patch, updatedAt: '2026-11-03T10:00:00.000Z' };
      state.rows = state.rows.map((r) => (r.id === id ? saved : r));
      return dataAnswer(saved);
    }
    return undefined;
  });
  return { ...api, state };
}

const table = () => screen.findByRole('table', { name: 'VOD requests' });

describe('the VOD requests desk', () => {
  it('lists titles with how many asked, sending the URL’s filters and sort', async () => {
    const { calls } = fakeServer([title(1, { requesterCount: 5 }), title(2, { status: 'added' })]);
    renderAdminPage(<VodRequestsAdmin />, '/admin/vod-requests?sort=-requesterCount&q=ti');
    const rows = within(await table()).getAllByRole('row');
    expect(rows.some((row) => within(row).queryByText('5 people'))).toBe(true);
    expect(within(await table()).getByText('Added')).toBeInTheDocument();
    const load = calls.find((c) => c.path === '/api/admin/vod-requests')!;
    expect(Object.fromEntries(load.query)).toMatchObject({ sort: '-requesterCount', q: 'ti' });
  });

  it('filters by status from the select', async () => {
    const { calls } = fakeServer([title(1), title(2, { status: 'added' })]);
    const user = userEvent.setup();
    renderAdminPage(<VodRequestsAdmin />, '/admin/vod-requests');
    await within(await table()).findByText('Title 1');
    await user.selectOptions(screen.getByLabelText('Status'), 'added');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'VOD requests' })).queryByText('Title 1'),
      ).not.toBeInTheDocument(),
    );
    expect(calls.some((c) => c.query.get('status') === 'added')).toBe(true);
  });

  it('opens a title beside the list with who asked, marks it added, and gives the focus back', async () => {
    const { calls } = fakeServer([title(1)]);
    const user = userEvent.setup();
    renderAdminPage(<VodRequestsAdmin />, '/admin/vod-requests');
    const opener = await screen.findByRole('button', { name: 'Open the request for Title 1' });
    await user.click(opener);
    const panel = await screen.findByRole('region', { name: 'Title 1' });
    await waitFor(() =>
      expect(within(panel).getByRole('heading', { name: 'Title 1' })).toHaveFocus(),
    );
    const askers = within(panel).getByRole('list', { name: 'Who asked' });
    expect(within(askers).getByText('Jane Doe · jane@example.com')).toBeInTheDocument();
    expect(within(askers).getByText('“With subtitles please”')).toBeInTheDocument();
    expect(within(askers).getByText('guest@example.com')).toBeInTheDocument();

    const form = within(panel).getByRole('form', { name: 'Status of "Title 1"' });
    await user.selectOptions(within(form).getByLabelText('Status'), 'added');
    expect(within(form).getByLabelText('Status')).toHaveAccessibleDescription(
      'Everyone who asked gets a notification (with an account) and an email.',
    );
    await user.type(within(form).getByLabelText('Note to the people who asked'), ' In Sci-fi now ');
    await user.click(within(form).getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('"Title 1" is added.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      status: 'added',
      noteToCustomer: 'In Sci-fi now',
    });
    await waitFor(() => expect(within(panel).getAllByText('Added').length).toBeGreaterThan(0));

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open the request for Title 1' })).toHaveFocus(),
    );
  });

  it('says so in the form when saving fails, and keeps what was typed', async () => {
    const { state } = fakeServer([title(1)]);
    state.failPatch = true;
    const user = userEvent.setup();
    renderAdminPage(<VodRequestsAdmin />, `/admin/vod-requests?request=${title(1).id}`);
    const panel = await screen.findByRole('region', { name: 'Title 1' });
    const note = await within(panel).findByLabelText('Note to the people who asked');
    await user.type(note, 'Soon');
    await user.click(within(panel).getByRole('button', { name: 'Save status' }));
    expect(
      await within(panel).findByText('The requested resource was not found.'),
    ).toBeInTheDocument();
    expect(note).toHaveValue('Soon');
  });

  it('shows a new request and another admin’s change without a reload', async () => {
    const server = fakeServer([title(1)]);
    const { queryClient } = renderAdminPage(
      <VodRequestsAdmin />,
      `/admin/vod-requests?request=${title(1).id}`,
    );
    await within(await table()).findByText('Title 1');
    const panel = await screen.findByRole('region', { name: 'Title 1' });

    server.state.rows = [...server.state.rows, title(2)];
    act(() => refreshListsFor(queryClient, 'vod_request'));
    expect(await within(await table()).findByText('Title 2')).toBeInTheDocument();

    server.state.rows = server.state.rows.map((r) =>
      r.id === title(1).id
        ? { ...r, status: 'rejected', updatedAt: '2026-11-04T00:00:00.000Z' }
        : r,
    );
    act(() => refreshRecord(queryClient, 'vod_request'));
    await waitFor(() => expect(within(panel).getByLabelText('Status')).toHaveValue('rejected'));
  });
});
