import {
  TRIAL_REFUSALS,
  type AdminTrial,
  type TrialRefusal,
  type TrialSettings,
} from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataAnswer, listAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { TrialsAdmin } from './trials-admin';

function trial(n: number, patch: Partial<AdminTrial> = {}): AdminTrial {
  const id = `6b0c5a52-08b5-4b6c-9c69-0a8f0d4a6a${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    id,
    orderId: `a5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a${String(n).padStart(2, '0')}`,
    orderNumber: `SF-2026-0010${n}`,
    serviceId: '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a01',
    serviceName: 'Essentials',
    status: 'ended',
    startsAt: `2026-11-0${n}T10:00:00.000Z`,
    endsAt: `2026-11-0${n + 1}T10:00:00.000Z`,
    customer: {
      id: `c5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a${String(n).padStart(2, '0')}`,
      name: `Customer ${n}`,
      email: `customer${n}@example.com`,
    },
    converted: false,
    revokedAt: null,
    ...patch,
  };
}

const RUNNING = trial(1, {
  status: 'running',
  customer: { ...trial(1).customer, name: 'Ada Lovelace', email: 'ada@example.com' },
});
const CONVERTED = trial(2, { converted: true });
const REVOKED = trial(3, { status: 'revoked', revokedAt: '2026-11-03T12:00:00.000Z' });

const NO_REFUSALS = Object.fromEntries(TRIAL_REFUSALS.map((r) => [r, 0])) as Record<
  TrialRefusal,
  number
>;

/**
 * The admin trials API over an in-memory list and settings, as the server keeps them: a
 * revoke ends a trial once (409 after), `saveSettings` replaces the settings answer.
 */
function fakeServer(
  initial: AdminTrial[],
  options: {
    settings?: TrialSettings;
    startedToday?: number;
    refusals?: Partial<Record<TrialRefusal, number>>;
    saveSettings?: (body: TrialSettings) => Response;
  } = {},
) {
  let rows = [...initial];
  let settings = options.settings ?? { dailyCap: 25, paused: false };
  const api = stubApi(({ method, path, query, body, id }) => {
    if (method === 'GET' && path === '/api/admin/trials/summary') {
      return dataAnswer({
        settings,
        startedToday: options.startedToday ?? 0,
        refusals: { ...NO_REFUSALS, ...options.refusals },
        refusalDays: 30,
      });
    }
    if (method === 'PUT' && path === '/api/admin/trials/settings') {
      const sent = body as TrialSettings;
      if (options.saveSettings) return options.saveSettings(sent);
      settings = sent;
      return dataAnswer(settings);
    }
    if (method === 'GET' && path === '/api/admin/trials') {
      const status = query.get('status');
      const converted = query.get('converted');
      return listAnswer(
        rows.filter(
          (row) =>
            (!status || row.status === status) &&
            (!converted || String(row.converted) === converted),
        ),
      );
    }
    const row = rows.find((r) => r.id === id);
    if (method === 'POST' && row && path.endsWith('/revoke')) {
      if (row.revokedAt)
        return jsonResponse(409, { success: false, message: 'This trial was already revoked' });
      const revoked: AdminTrial = {
        ...row,
        status: 'revoked',
        revokedAt: '2026-11-22T10:00:00.000Z',
        endsAt: '2026-11-22T10:00:00.000Z',
      };
      rows = rows.map((r) => (r.id === id ? revoked : r));
      return dataAnswer(revoked);
    }
    return undefined;
  });
  return { ...api, rows: () => rows, settings: () => settings };
}

const renderPage = (url = '/admin/trials') => renderAdminPage(<TrialsAdmin />, url);
const table = () => screen.findByRole('table', { name: 'Trials' });
const rowOf = async (text: string) =>
  (await within(await table()).findByText(text)).closest('tr') as HTMLElement;
const settingsForm = () => screen.findByRole('form', { name: 'Trial settings' });

describe('the trials list', () => {
  it('shows each trial with its customer, order, status and conversion; Revoke on running ones only', async () => {
    const { calls } = fakeServer([RUNNING, CONVERTED, REVOKED]);
    renderPage();
    const running = await rowOf('Ada Lovelace');
    expect(running).toHaveTextContent('ada@example.com');
    expect(running).toHaveTextContent('Essentials');
    expect(within(running).getByText('Running')).toBeInTheDocument();
    expect(within(running).getByRole('link', { name: RUNNING.orderNumber })).toHaveAttribute(
      'href',
      `/admin/orders?order=${RUNNING.orderId}`,
    );
    expect(
      within(running).getByRole('button', { name: `Revoke ${RUNNING.orderNumber}, Ada Lovelace` }),
    ).toBeInTheDocument();
    const cells = within(running).getAllByRole('cell');
    expect(cells.at(-2)).toHaveTextContent('No');

    const converted = await rowOf('Customer 2');
    expect(within(converted).getByText('Ended')).toBeInTheDocument();
    expect(within(converted).getByText('Yes')).toBeInTheDocument();
    expect(within(converted).queryByRole('button', { name: /^Revoke / })).toBeNull();
    const revoked = await rowOf('Customer 3');
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button', { name: /^Revoke / })).toBeNull();

    expect(screen.getByRole('columnheader', { name: /Started/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    // No filter, search or sort: the server's own order (newest start first).
    const load = calls.find((c) => c.path === '/api/admin/trials')!.query;
    expect(Object.fromEntries(load)).toMatchObject({ page: '1', pageSize: '20' });
    expect(['q', 'sort', 'status', 'converted'].filter((name) => load.has(name))).toEqual([]);
  });

  it('filters by status and conversion, searches, and sorts by the end from the URL', async () => {
    const { calls } = fakeServer([RUNNING, CONVERTED, REVOKED]);
    const user = userEvent.setup();
    renderPage('/admin/trials?sort=-endsAt&q=example');
    await rowOf('Ada Lovelace');
    expect(screen.getByRole('columnheader', { name: /Ends/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(calls.find((c) => c.path === '/api/admin/trials')?.query.get('sort')).toBe('-endsAt');
    expect(calls.find((c) => c.path === '/api/admin/trials')?.query.get('q')).toBe('example');

    await user.selectOptions(screen.getByLabelText('Converted'), 'true');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Trials' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(
      within(screen.getByRole('table', { name: 'Trials' })).getByText('Customer 2'),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('converted')).toBe('true');

    await user.selectOptions(screen.getByLabelText('Converted'), '');
    await user.selectOptions(screen.getByLabelText('Status'), 'revoked');
    await waitFor(() => expect(calls.at(-1)?.query.get('status')).toBe('revoked'));
    expect(calls.at(-1)?.query.get('converted')).toBeNull();
    expect(await rowOf('Customer 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Trials' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
  });

  it('asks before revoking, naming the customer; Keep it changes nothing and gives the focus back', async () => {
    const server = fakeServer([RUNNING, CONVERTED]);
    const user = userEvent.setup();
    renderPage();
    const revoke = within(await rowOf('Ada Lovelace')).getByRole('button', { name: /^Revoke / });
    await user.click(revoke);
    const dialog = screen.getByRole('dialog', { name: 'Revoke this free trial?' });
    expect(dialog).toHaveAccessibleDescription(
      /^Ada Lovelace \(ada@example\.com\) loses access to Essentials now/,
    );
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(revoke).toHaveFocus();
    expect(server.calls.some((c) => c.path.endsWith('/revoke'))).toBe(false);
  });

  it('revokes a running trial: the row shows it revoked, and the focus stays on the row', async () => {
    const server = fakeServer([RUNNING, CONVERTED]);
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await rowOf('Ada Lovelace')).getByRole('button', { name: /^Revoke / }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke this free trial?' })).getByRole('button', {
        name: 'Revoke trial',
      }),
    );

    expect(
      await screen.findByText(`The trial ${RUNNING.orderNumber} of Ada Lovelace is revoked.`),
    ).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/admin/trials/${RUNNING.id}/revoke`,
    ]);
    const after = await rowOf('Ada Lovelace');
    await waitFor(() => expect(within(after).getByText('Revoked')).toBeInTheDocument());
    expect(within(after).queryByRole('button', { name: /^Revoke / })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(within(after).getByRole('link', { name: RUNNING.orderNumber })).toHaveFocus(),
    );
    expect(server.rows().find((r) => r.id === RUNNING.id)?.status).toBe('revoked');
  });
});

describe('the trial summary and settings', () => {
  it('shows today’s trials against the cap and the refusals of the last 30 days by reason', async () => {
    fakeServer([RUNNING], {
      startedToday: 7,
      refusals: { already_used: 12, disposable_email: 3 },
    });
    renderPage();
    const today = await screen.findByRole('region', { name: 'New trials' });
    expect(within(today).getByText('Started today (UTC)').nextSibling).toHaveTextContent('7 of 25');
    expect(within(today).getByText('Right now').nextSibling).toHaveTextContent('Open');

    const refusals = screen.getByRole('region', { name: 'Refusals in the last 30 days' });
    expect(refusals).toHaveTextContent('15 tries refused, by reason.');
    expect(within(refusals).getByText('Trial already used').nextSibling).toHaveTextContent('12');
    expect(within(refusals).getByText('Disposable email').nextSibling).toHaveTextContent('3');
    expect(within(refusals).getByText('Daily cap reached').nextSibling).toHaveTextContent('0');
    expect(within(refusals).getAllByRole('definition')).toHaveLength(TRIAL_REFUSALS.length);
  });

  it('says when trials are paused, or when today’s cap is reached', async () => {
    fakeServer([], { settings: { dailyCap: 5, paused: false }, startedToday: 5 });
    const page = renderPage();
    const today = await screen.findByRole('region', { name: 'New trials' });
    expect(within(today).getByText('Right now').nextSibling).toHaveTextContent('Cap reached today');
    page.unmount();

    fakeServer([], { settings: { dailyCap: 5, paused: true }, startedToday: 0 });
    renderPage();
    const paused = await screen.findByRole('region', { name: 'New trials' });
    expect(within(paused).getByText('Right now').nextSibling).toHaveTextContent('Paused');
    expect(
      within(await settingsForm()).getByRole('checkbox', { name: 'Pause all free trials' }),
    ).toBeChecked();
  });

  it('checks the cap with the contract, saves the settings with a toast, and shows them as saved', async () => {
    const server = fakeServer([], { startedToday: 2 });
    const user = userEvent.setup();
    renderPage();
    const form = await settingsForm();
    const cap = within(form).getByLabelText('Trials per day');
    expect(cap).toHaveValue(25);
    expect(cap).toHaveAccessibleDescription(/0 allows none/);

    await user.clear(cap);
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(cap).toHaveAccessibleDescription(/The daily cap is a whole number from 0 to 10000/);
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(cap, '40');
    await user.click(within(form).getByRole('checkbox', { name: 'Pause all free trials' }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Trial settings saved.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      dailyCap: 40,
      paused: true,
    });
    // The form keeps the saved values, and the summary shows them at once.
    expect(within(form).getByLabelText('Trials per day')).toHaveValue(40);
    expect(within(form).getByRole('checkbox', { name: 'Pause all free trials' })).toBeChecked();
    const today = screen.getByRole('region', { name: 'New trials' });
    await waitFor(() =>
      expect(within(today).getByText('Started today (UTC)').nextSibling).toHaveTextContent(
        '2 of 40',
      ),
    );
    expect(within(today).getByText('Right now').nextSibling).toHaveTextContent('Paused');
  });

  it('puts a 422’s message beside the field it names and keeps the form as typed', async () => {
    const server = fakeServer([], {
      saveSettings: () =>
        jsonResponse(422, {
          success: false,
          message: 'Validation failed',
          errors: { dailyCap: ['The daily cap is too high for this site'] },
        }),
    });
    const user = userEvent.setup();
    renderPage();
    const form = await settingsForm();
    const cap = within(form).getByLabelText('Trials per day');
    await user.clear(cap);
    await user.type(cap, '300');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(cap).toHaveAccessibleDescription(
        expect.stringContaining('The daily cap is too high for this site'),
      ),
    );
    expect(cap).toHaveFocus();
    expect(cap).toHaveValue(300);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The daily cap is too high for this site',
    );
    // Nothing was saved: the summary still shows the cap the server keeps.
    expect(
      within(screen.getByRole('region', { name: 'New trials' })).getByText('Started today (UTC)')
        .nextSibling,
    ).toHaveTextContent('0 of 25');
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
