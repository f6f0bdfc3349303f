import type { AdminCustomer } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataAnswer, listAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { effectsRun } from '@/testing/effects';
import { jsonResponse } from '@/testing/http';
import { CustomersList } from './customers-list';

function customer(n: number, patch: Partial<AdminCustomer> = {}): AdminCustomer {
  const id = `c5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    id,
    name: `Customer ${n}`,
    email: `customer${n}@example.com`,
    verified: n % 2 === 0,
    createdAt: `2026-10-0${n}T10:00:00.000Z`,
    ordersCount: n,
    closedAt: null,
    ...patch,
  };
}

/** The admin customers API over an in-memory list: a close closes once (409 after). */
function fakeServer(initial: AdminCustomer[]) {
  let rows = initial;
  return stubApi(({ method, path, query }) => {
    if (path === '/api/admin/customers' && method === 'GET') {
      const q = query.get('q')?.toLowerCase();
      return listAnswer(
        rows.filter((row) => !q || `${row.name} ${row.email}`.toLowerCase().includes(q)),
      );
    }
    const signOut = /^\/api\/admin\/customers\/([^/]+)\/sign-out$/.exec(path);
    if (signOut && method === 'POST') return dataAnswer({ ended: 2 });
    const close = /^\/api\/admin\/customers\/([^/]+)\/close$/.exec(path);
    if (close && method === 'POST') {
      const found = rows.find((row) => row.id === close[1]);
      if (!found || found.closedAt)
        return jsonResponse(409, { success: false, message: 'This account is already closed.' });
      const closed = {
        ...found,
        name: 'Closed account',
        email: `closed-${found.id}@closed.invalid`,
        closedAt: '2026-11-28T08:00:00.000Z',
      };
      rows = rows.map((row) => (row.id === found.id ? closed : row));
      return dataAnswer(closed);
    }
    return undefined;
  });
}

describe('Admin → Customers', () => {
  it('lists customers with their orders, and whether verified or closed', async () => {
    fakeServer([customer(1), customer(2, { closedAt: '2026-11-01T10:00:00.000Z' })]);
    renderAdminPage(<CustomersList />, '/admin/customers');
    const table = await screen.findByRole('table', { name: /Customers/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('customer1@example.com');
    expect(
      within(rows[0]!).getByRole('button', { name: 'Close account: Customer 1' }),
    ).toBeInTheDocument();
    // A closed account has nothing left to close.
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
  });

  it('closes an account after asking, then leaves the focus on its row', async () => {
    const server = fakeServer([customer(1), customer(3)]);
    const user = userEvent.setup();
    renderAdminPage(<CustomersList />, '/admin/customers');
    await user.click(await screen.findByRole('button', { name: 'Close account: Customer 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this customer’s account?' });
    expect(dialog).toHaveTextContent(/customer3@example\.com/);
    expect(dialog).toHaveTextContent(/Their orders and invoices are kept/);
    await user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(await screen.findByText('The account of Customer 3 is closed.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Closed account')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Close account: Customer 3' })).toBeNull();
  });

  it('signs a customer out everywhere, saying how many devices, and keeps the focus', async () => {
    const server = fakeServer([customer(1)]);
    const user = userEvent.setup();
    renderAdminPage(<CustomersList />, '/admin/customers');
    const button = await screen.findByRole('button', { name: 'Sign out everywhere: Customer 1' });
    await effectsRun();
    await user.click(button);
    expect(await screen.findByText('Signed this customer out of 2 devices.')).toBeInTheDocument();
    expect(
      server.calls.some(
        (call) => call.method === 'POST' && call.path.endsWith(`${customer(1).id}/sign-out`),
      ),
    ).toBe(true);
    expect(button).toHaveFocus();
  });
});
