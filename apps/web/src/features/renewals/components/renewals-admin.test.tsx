import type { Renewal } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataAnswer, listAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { remindRenewal } from '../api/remind-renewal';
import { RenewalsAdmin } from './renewals-admin';

const DAY = 86_400_000;

function renewal(n: number, patch: Partial<Renewal> = {}): Renewal {
  const id = `5d0c5a52-08b5-4b6c-9c69-0a8f0d4a6a${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    id,
    orderNumber: `SF-00100${n}`,
    customer: { id, name: `Customer ${n}`, email: `customer${n}@example.com` },
    serviceId: id,
    serviceName: 'Sports Max',
    periodMonths: 1,
    startsAt: '2026-10-25T10:00:00.000Z',
    expiresAt: new Date(Date.now() + n * DAY).toISOString(),
    daysLeft: n,
    renewal: null,
    lastRemindedAt: null,
    ...patch,
  };
}

/** The renewals API over `rows`; an extension past 30 days takes the row out of the list. */
function fakeServer(initial: Renewal[], failWith?: { status: number; message: string }) {
  let rows = [...initial];
  return stubApi(({ method, path, query, body, id }) => {
    const action = path.split('/')[5];
    if (method === 'GET' && path === '/api/admin/renewals') {
      const within = Number(query.get('within') ?? 30);
      return listAnswer(rows.filter((r) => r.daysLeft <= within));
    }
    if (failWith)
      return jsonResponse(failWith.status, { success: false, message: failWith.message });
    const row = rows.find((r) => r.id === id);
    if (method === 'POST' && row && action === 'remind') {
      const reminded = { ...row, lastRemindedAt: '2026-11-23T09:30:00.000Z' };
      rows = rows.map((r) => (r.id === id ? reminded : r));
      return dataAnswer(reminded);
    }
    if (method === 'POST' && row && action === 'extend') {
      const months = (body as { months: number }).months;
      const expiresAt = new Date(Date.parse(row.expiresAt) + months * 30 * DAY).toISOString();
      const extended = { ...row, expiresAt, daysLeft: row.daysLeft + months * 30 };
      rows = rows.map((r) => (r.id === id ? extended : r));
      return dataAnswer(extended);
    }
    return undefined;
  });
}

const renderPage = (url = '/admin/orders/renewals') => renderAdminPage(<RenewalsAdmin />, url);

const table = () => screen.findByRole('table', { name: 'Subscriptions ending soon' });

describe('the Renewals list', () => {
  it('shows who, what, when it ends, the renewal and the last reminder', async () => {
    fakeServer([
      renewal(3, { renewal: { id: renewal(9).id, orderNumber: 'SF-002000', status: 'pending' } }),
      renewal(20, { lastRemindedAt: '2026-11-20T08:00:00.000Z' }),
    ]);
    renderPage();
    const list = await table();
    expect(within(list).getByText('SF-001003')).toBeInTheDocument();
    expect(within(list).getByText('Customer 3 · customer3@example.com')).toBeInTheDocument();
    expect(within(list).getByText('3 days left')).toBeInTheDocument();
    expect(within(list).getByText('SF-002000 (pending)')).toBeInTheDocument();
    expect(within(list).getByText('Not renewed yet')).toBeInTheDocument();
    expect(within(list).getByText('Never')).toBeInTheDocument();
    expect(within(list).getByText(/Nov 20, 2026/)).toBeInTheDocument();
  });

  it('narrows to 7 days from the filter, in the URL and the call', async () => {
    const { calls } = fakeServer([renewal(3), renewal(20)]);
    const user = userEvent.setup();
    renderPage();
    await table();
    expect(screen.getByRole('heading', { name: /next 30 days/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Ending within'), 'Next 7 days');
    await waitFor(() => expect(screen.queryByText('SF-0010020')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: /next 7 days/ })).toBeInTheDocument();
    expect(calls.at(-1)!.query.get('within')).toBe('7');
  });
});

describe('reminding', () => {
  it('sends the reminder, says so, shows when, and keeps the focus on the row’s button', async () => {
    const { calls } = fakeServer([renewal(3)]);
    const user = userEvent.setup();
    renderPage();
    await table();
    const button = screen.getByRole('button', { name: 'Remind SF-001003' });
    await user.click(button);
    expect(await screen.findByText('Reminder sent to Customer 3.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Never')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remind SF-001003' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/admin/renewals/${renewal(3).id}/remind`,
    ]);
  });

  it('words a refusal in the server’s terms (the app toasts it) and sends nothing else', async () => {
    const { calls } = fakeServer([renewal(3)], {
      status: 409,
      message: 'Order SF-001003 is not a running subscription (it is expired)',
    });
    await expect(remindRenewal(renewal(3).id)).rejects.toThrow(
      'Order SF-001003 is not a running subscription (it is expired)',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe('extending', () => {
  it('checks the months, extends, and puts the focus on the list heading when the row leaves', async () => {
    const { calls } = fakeServer([renewal(3), renewal(5)]);
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Extend SF-001003' }));
    const form = screen.getByRole('form', { name: 'Extend SF-001003' });
    const months = within(form).getByLabelText('Months to add');
    expect(months).toHaveValue(1);
    await user.clear(months);
    await user.type(months, '40');
    await user.click(within(form).getByRole('button', { name: 'Extend subscription' }));
    await waitFor(() =>
      expect(months).toHaveAccessibleDescription(
        expect.stringContaining('Months must be a whole number from 1 to 36'),
      ),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(months);
    await user.type(months, '2');
    await user.click(within(form).getByRole('button', { name: 'Extend subscription' }));
    expect(await screen.findByText(/SF-001003 now ends on/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ months: 2 });
    await waitFor(() => expect(screen.queryByText('SF-001003')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: /Subscriptions ending/ })).toHaveFocus();
  });

  it('returns the focus to the row’s Extend button when the panel is closed', async () => {
    fakeServer([renewal(3)]);
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Extend SF-001003' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Extend SF-001003' })).toHaveFocus();
  });
});
