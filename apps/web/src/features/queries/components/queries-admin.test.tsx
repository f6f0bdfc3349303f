import type { AdminQueryDetail, QueryMessage } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStoredUser } from '@/lib/storage';
import { dataAnswer, listAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { adminQuery } from '@/testing/fixtures';
import { QueriesAdmin } from './queries-admin';

const ME = {
  id: '0b6c1f1e-2a3b-4c5d-8e9f-000000000001',
  name: 'Ada Admin',
  email: 'ada@example.com',
};

/** The admin queries API over an in-memory list. */
function fakeServer(initial: AdminQueryDetail[]) {
  let rows = [...initial];
  const save = (next: AdminQueryDetail) => {
    rows = rows.map((q) => (q.id === next.id ? next : q));
    return next;
  };
  return stubApi(({ method, path, query: params, body, id }) => {
    if (path === '/api/admin/queries/assignees') return dataAnswer([ME]);
    if (method === 'GET' && path === '/api/admin/queries') {
      const status = params.get('status');
      return listAnswer(rows.filter((q) => !status || q.status === status));
    }
    const found = rows.find((q) => q.id === id);
    if (!found) return undefined;
    if (method === 'GET') return dataAnswer(found);
    if (method === 'PATCH') {
      const patch = body as { status?: AdminQueryDetail['status']; assigneeId?: string | null };
      return dataAnswer(
        save({
          ...found,
          ...patch,
          ...(patch.assigneeId !== undefined
            ? { assigneeName: patch.assigneeId ? ME.name : null }
            : {}),
        }),
      );
    }
    const text = (body as { body: string }).body;
    const at = '2026-11-02T09:00:00.000Z';
    if (path.endsWith('/reply')) {
      const message: QueryMessage = {
        _id: `m-${found.messages.length}`,
        id: `m-${found.messages.length}`,
        author: 'admin',
        authorName: ME.name,
        body: text,
        createdAt: at,
      };
      return dataAnswer(
        save({ ...found, status: 'answered', messages: [...found.messages, message] }),
        201,
      );
    }
    if (path.endsWith('/notes')) {
      const note = {
        _id: 'n1',
        id: 'n1',
        authorId: ME.id,
        authorName: ME.name,
        body: text,
        createdAt: at,
      };
      return dataAnswer(save({ ...found, notes: [...found.notes, note] }), 201);
    }
    return undefined;
  });
}

const renderPage = (url = '/admin/queries') => renderAdminPage(<QueriesAdmin />, url);
const table = () => screen.findByRole('table', { name: 'Queries' });

describe('the queries inbox', () => {
  it('sends the URL’s search, filters and sort to the server', async () => {
    const { calls } = fakeServer([adminQuery(1), adminQuery(2, { status: 'answered' })]);
    renderPage('/admin/queries?status=answered&source=contact&assignee=me&sort=-updatedAt&q=pay');
    expect(await within(await table()).findByText('Person 2')).toBeInTheDocument();
    expect(within(await table()).queryByText('Person 1')).not.toBeInTheDocument();
    const load = calls.find((c) => c.path === '/api/admin/queries')!;
    expect(Object.fromEntries(load.query)).toMatchObject({
      status: 'answered',
      source: 'contact',
      assignee: 'me',
      sort: '-updatedAt',
      q: 'pay',
      page: '1',
    });
    expect(screen.getByLabelText('Assignee')).toHaveValue('me');
  });

  it('opens a chat hand-over with its transcript and replies to it', async () => {
    const chat = adminQuery(1, {
      source: 'chat',
      subject: 'Chat hand-over',
      delivery: { account: false, email: true, chat: true },
      transcript: [
        { sender: 'user', text: 'My stream keeps stopping', at: '2026-11-01T09:58:00.000Z' },
        { sender: 'bot', text: 'Let me get a person.', at: '2026-11-01T09:59:00.000Z' },
      ],
    });
    const { calls } = fakeServer([chat]);
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Open Person 1\'s query "Chat hand-over"' }),
    );
    const detail = await screen.findByRole('region', { name: 'Chat hand-over' });
    await waitFor(() =>
      expect(within(detail).getByRole('heading', { name: 'Chat hand-over' })).toHaveFocus(),
    );
    const transcript = within(detail).getByRole('region', { name: 'Chat transcript' });
    expect(within(transcript).getByText('My stream keeps stopping')).toBeInTheDocument();
    expect(
      within(detail).getByText(
        /by email to p1@example.com, in the chat window, if they still have it open/,
      ),
    ).toBeInTheDocument();

    const form = within(detail).getByRole('form', { name: 'Reply to Person 1' });
    await user.type(
      within(form).getByLabelText('Reply to Person 1'),
      'Hi! Try a wired connection.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to Person 1.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/admin/queries/${chat.id}/reply`,
      body: { body: 'Hi! Try a wired connection.' },
    });
    const thread = within(detail).getByRole('list', { name: 'Conversation' });
    expect(within(thread).getByText('Hi! Try a wired connection.')).toBeInTheDocument();
    expect(within(detail).getByLabelText("Status of Person 1's query")).toHaveValue('answered');
    expect(within(form).getByLabelText('Reply to Person 1')).toHaveValue('');

    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Open Person 1\'s query "Chat hand-over"' }),
      ).toHaveFocus(),
    );
  });

  it('says plainly when email is off and the visitor has no account', async () => {
    fakeServer([adminQuery(1, { delivery: { account: false, email: false, chat: false } })]);
    renderPage(`/admin/queries?query=${adminQuery(1).id}`);
    const detail = await screen.findByRole('region', { name: 'Question 1' });
    expect(
      await within(detail).findByText(
        /Email is off .* this visitor has no account: they will not receive your reply/,
      ),
    ).toBeInTheDocument();
  });

  it('assigns to me, changes the status and keeps an internal note', async () => {
    setStoredUser({ id: ME.id, _id: ME.id, role: 'admin' });
    const { calls } = fakeServer([adminQuery(1)]);
    const user = userEvent.setup();
    renderPage(`/admin/queries?query=${adminQuery(1).id}`);
    const detail = await screen.findByRole('region', { name: 'Question 1' });
    await user.click(within(detail).getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Query assigned to you.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ assigneeId: ME.id });
    expect(within(detail).queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();

    await user.selectOptions(within(detail).getByLabelText("Status of Person 1's query"), 'closed');
    expect(await screen.findByText('Query marked closed.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ status: 'closed' });

    const noteForm = within(detail).getByRole('form', { name: "Note on Person 1's query" });
    await user.type(within(noteForm).getByLabelText('Internal note'), 'Call back Monday');
    await user.click(within(noteForm).getByRole('button', { name: 'Add note' }));
    const notes = await within(detail).findByRole('list', { name: 'Internal notes' });
    expect(within(notes).getByText('Call back Monday')).toBeInTheDocument();
  });

  it('shows the contract’s message for a blank reply and sends nothing', async () => {
    const { calls } = fakeServer([adminQuery(1)]);
    const user = userEvent.setup();
    renderPage(`/admin/queries?query=${adminQuery(1).id}`);
    const detail = await screen.findByRole('region', { name: 'Question 1' });
    const form = within(detail).getByRole('form', { name: 'Reply to Person 1' });
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText('Reply is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
