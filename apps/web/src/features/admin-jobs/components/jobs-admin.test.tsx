import { JOB_STATES, type Job, type JobState } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataAnswer, listAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { JobsAdmin } from './jobs-admin';

function job(n: number, patch: Partial<Job> = {}): Job {
  const id = `9a0c5a52-08b5-4b6c-9c69-0a8f0d4a6a${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    id,
    kind: 'mail.send',
    label: `Order placed to customer${n}@example.com`,
    state: 'done',
    attempts: 1,
    maxAttempts: 5,
    runAt: '2026-11-22T10:00:00.000Z',
    lastError: null,
    createdAt: `2026-11-22T10:0${n}:00.000Z`,
    updatedAt: '2026-11-22T10:00:05.000Z',
    finishedAt: '2026-11-22T10:00:05.000Z',
    ...patch,
  };
}

const DEAD = job(1, {
  state: 'dead',
  attempts: 5,
  lastError: '550 5.1.1 Recipient address rejected',
  finishedAt: null,
});
const QUEUED = job(2, {
  kind: 'subscriptions.sweep',
  label: null,
  state: 'queued',
  finishedAt: null,
});
const DONE = job(3);

/** The jobs API over an in-memory list, as the server keeps it: retry and discard by state. */
function fakeServer(initial: Job[]) {
  let rows = [...initial];
  const api = stubApi(({ method, path, query, id }) => {
    if (method === 'GET' && path === '/api/admin/jobs/counts') {
      const states = Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>;
      for (const row of rows) states[row.state] += 1;
      return dataAnswer({ states, kinds: [...new Set(rows.map((row) => row.kind))].sort() });
    }
    if (method === 'GET' && path === '/api/admin/jobs') {
      const state = query.get('state');
      const kind = query.get('kind');
      return listAnswer(
        rows.filter((row) => (!state || row.state === state) && (!kind || row.kind === kind)),
      );
    }
    const row = rows.find((r) => r.id === id);
    if (method === 'POST' && row && path.endsWith('/retry')) {
      const queued: Job = { ...row, state: 'queued', attempts: 0, lastError: row.lastError };
      rows = rows.map((r) => (r.id === id ? queued : r));
      return dataAnswer(queued);
    }
    if (method === 'POST' && row && path.endsWith('/discard')) {
      rows = rows.filter((r) => r.id !== id);
      return dataAnswer(row);
    }
    return undefined;
  });
  return { ...api, rows: () => rows };
}

const table = () => screen.findByRole('table', { name: 'Background jobs' });
const rowOf = async (text: string) =>
  (await within(await table()).findByText(text)).closest('tr') as HTMLElement;

describe('the jobs page', () => {
  it('shows each job with its state, tries and last error, and how many stand in each state', async () => {
    fakeServer([DEAD, QUEUED, DONE]);
    renderAdminPage(<JobsAdmin />, '/admin/jobs');
    const dead = await rowOf('Order placed to customer1@example.com');
    expect(within(dead).getByText('Dead')).toBeInTheDocument();
    expect(within(dead).getByText('5 of 5')).toBeInTheDocument();
    expect(dead).toHaveTextContent('Last error: 550 5.1.1 Recipient address rejected');
    expect(within(dead).getByRole('button', { name: /^Retry / })).toBeInTheDocument();
    expect(within(dead).getByRole('button', { name: /^Discard / })).toBeInTheDocument();
    // A job without a label goes by its kind; a finished one can be neither retried nor discarded.
    const queued = await rowOf('subscriptions.sweep');
    expect(within(queued).queryByRole('button', { name: /^Retry / })).toBeNull();
    expect(within(queued).getByRole('button', { name: /^Discard / })).toBeInTheDocument();
    expect(
      within(await rowOf('Order placed to customer3@example.com')).queryAllByRole('button'),
    ).toHaveLength(0);

    const counts = screen.getByRole('region', { name: 'Jobs by state' });
    await waitFor(() =>
      expect(within(counts).getByText('Dead').nextSibling).toHaveTextContent('1'),
    );
    expect(within(counts).getByText('Done').nextSibling).toHaveTextContent('1');
    expect(within(counts).getByText('Running').nextSibling).toHaveTextContent('0');
  });

  it('opens on the dead jobs from the notice’s link, and filters by state and kind', async () => {
    const { calls } = fakeServer([DEAD, QUEUED, DONE]);
    const user = userEvent.setup();
    renderAdminPage(<JobsAdmin />, '/admin/jobs?state=dead');
    await rowOf('Order placed to customer1@example.com');
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
    expect(calls.find((c) => c.path === '/api/admin/jobs')?.query.get('state')).toBe('dead');
    expect(screen.getByLabelText('State')).toHaveValue('dead');
    expect(await screen.findByRole('option', { name: 'Dead (1)' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('State'), '');
    await user.selectOptions(await screen.findByLabelText('Kind'), 'subscriptions.sweep');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Background jobs' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(calls.at(-1)?.query.get('kind')).toBe('subscriptions.sweep');
  });

  it('retries a dead job: it shows queued, and the focus goes on to its Discard', async () => {
    const { calls } = fakeServer([DEAD, DONE]);
    const user = userEvent.setup();
    renderAdminPage(<JobsAdmin />, '/admin/jobs');
    const row = await rowOf('Order placed to customer1@example.com');
    await user.click(within(row).getByRole('button', { name: /^Retry / }));

    expect(
      await screen.findByText('Order placed to customer1@example.com is queued again.'),
    ).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'POST' && c.path === `/api/admin/jobs/${DEAD.id}/retry`),
    ).toBe(true);
    const after = await rowOf('Order placed to customer1@example.com');
    expect(within(after).getByText('Queued')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: /^Retry / })).toBeNull();
    await waitFor(() =>
      expect(within(after).getByRole('button', { name: /^Discard / })).toHaveFocus(),
    );
  });

  it('asks before discarding; Keep it changes nothing, and a discarded job leaves the list', async () => {
    const server = fakeServer([DEAD, QUEUED]);
    const user = userEvent.setup();
    renderAdminPage(<JobsAdmin />, '/admin/jobs');
    const discard = within(await rowOf('Order placed to customer1@example.com')).getByRole(
      'button',
      { name: /^Discard / },
    );
    await user.click(discard);
    const dialog = screen.getByRole('dialog', { name: 'Discard this job?' });
    expect(dialog).toHaveTextContent('will not run again');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(discard).toHaveFocus();
    expect(server.calls.some((c) => c.path.endsWith('/discard'))).toBe(false);

    await user.click(discard);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Discard this job?' })).getByRole('button', {
        name: 'Discard job',
      }),
    );
    expect(
      await screen.findByText('Order placed to customer1@example.com was discarded.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Background jobs' })).queryByText(
          'Order placed to customer1@example.com',
        ),
      ).toBeNull(),
    );
    expect(server.rows().map((r) => r.id)).toEqual([QUEUED.id]);
    // The row in its place has the focus, never the page body.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(
      within(await rowOf('subscriptions.sweep')).getByRole('button', { name: /^Discard / }),
    ).toHaveFocus();
  });
});
