import type { AdminOrder, OrderStatus } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  SPORTS_PACKAGE_ID,
  dataAnswer,
  listAnswer,
  packageOptionsAnswer,
  renderAdminPage,
  stubApi,
} from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { OrdersAdmin } from './orders-admin';

const ADMIN = { id: '0b6c1f1e-2a3b-4c5d-8e9f-000000000001', name: 'Ada Admin' };

/** The first step of every order here: placed by its customer. */
const PLACED: AdminOrder['timeline'][number] = {
  from: null,
  to: 'pending',
  at: '2026-11-01T10:00:00.000Z',
  by: null,
  system: null,
  note: null,
};

function order(n: number, patch: Partial<AdminOrder> = {}): AdminOrder {
  const id = `5d1c5a52-08b5-4b6c-9c69-0a8f0d4a6a${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    id,
    orderNumber: `SF-2026-0000${n}`,
    serviceId: SPORTS_PACKAGE_ID,
    serviceName: 'Sports Max',
    periodMonths: 1,
    status: 'pending',
    subtotal: 2000,
    discount: 500,
    total: 1500,
    currency: 'USD',
    promoCode: 'WELCOME25',
    startsAt: null,
    expiresAt: null,
    renewalOf: null,
    trial: false,
    paymentMethod: 'manual',
    paidWith: null,
    attention: null,
    invoiceNumber: null,
    creditNoteNumber: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    customer: {
      id: '0b6c1f1e-2a3b-4c5d-8e9f-00000000000' + String(n % 10),
      name: `Customer ${n}`,
      email: `c${n}@example.com`,
    },
    note: null,
    paymentNote: null,
    timeline: [PLACED],
    ...patch,
  };
}

/** The admin orders API over an in-memory list. */
function fakeServer(initial: AdminOrder[]) {
  let rows = [...initial];
  return stubApi(({ method, path, query, body, id }) => {
    if (path === '/api/admin/services') return packageOptionsAnswer();
    if (path === '/api/admin/orders/export.csv') {
      return new Response('orderNumber,status\nSF-2026-00001,pending\n', {
        status: 200,
        headers: { 'content-type': 'text/csv' },
      });
    }
    if (method === 'GET' && path === '/api/admin/orders') {
      const status = query.get('status');
      return listAnswer(rows.filter((o) => !status || o.status === status));
    }
    const found = rows.find((o) => o.id === id);
    if (method === 'GET' && found) return dataAnswer(found);
    if (method === 'PATCH' && found) {
      const patch = body as {
        status?: OrderStatus;
        note?: string | null;
        paidWith?: AdminOrder['paidWith'];
        paymentNote?: string;
      };
      const moved: AdminOrder = {
        ...found,
        ...(patch.note !== undefined ? { note: patch.note } : {}),
        ...(patch.paidWith ? { paidWith: patch.paidWith, paymentNote: patch.paymentNote! } : {}),
        ...(patch.status
          ? {
              status: patch.status,
              timeline: [
                ...found.timeline,
                {
                  from: found.status,
                  to: patch.status,
                  at: '2026-11-02T09:00:00.000Z',
                  by: ADMIN,
                  system: null,
                  note: null,
                },
              ],
            }
          : {}),
      };
      rows = rows.map((o) => (o.id === id ? moved : o));
      return dataAnswer(moved);
    }
    return undefined;
  });
}

const renderPage = (url = '/admin/orders') => renderAdminPage(<OrdersAdmin />, url);

const table = () => screen.findByRole('table', { name: 'Orders' });

describe('the admin orders page', () => {
  it('lists the orders with the URL’s filters and formats their totals', async () => {
    const { calls } = fakeServer([order(1), order(2, { status: 'paid', total: 2999 })]);
    renderPage('/admin/orders?status=paid&sort=-total&q=sf');
    const rows = within(await table()).getAllByRole('row');
    expect(rows.some((row) => within(row).queryByText('SF-2026-00002'))).toBe(true);
    expect(within(await table()).getByText('$29.99')).toBeInTheDocument();
    expect(within(await table()).queryByText('SF-2026-00001')).not.toBeInTheDocument();
    const load = calls.find((c) => c.path === '/api/admin/orders')!;
    expect(Object.fromEntries(load.query)).toMatchObject({
      status: 'paid',
      sort: '-total',
      q: 'sf',
      page: '1',
    });
  });

  it('filters by status from the select, sending the filter to the server', async () => {
    const { calls } = fakeServer([order(1), order(2, { status: 'paid' })]);
    const user = userEvent.setup();
    renderPage();
    await within(await table()).findByText('SF-2026-00001');
    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Orders' })).queryByText('SF-2026-00001'),
      ).not.toBeInTheDocument(),
    );
    expect(
      calls.some((c) => c.path === '/api/admin/orders' && c.query.get('status') === 'paid'),
    ).toBe(true);
  });

  it('opens an order, marks it paid, and the timeline grows', async () => {
    const { calls } = fakeServer([order(1)]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Open order SF-2026-00001' }));
    const detail = await screen.findByRole('region', { name: 'Order SF-2026-00001' });
    expect(within(detail).getByText('Customer 1 · c1@example.com')).toBeInTheDocument();
    expect(within(detail).getByText('−$5.00')).toBeInTheDocument();
    expect(within(detail).getByText('WELCOME25')).toBeInTheDocument();
    // Only the moves the contract allows from pending.
    const moves = within(detail).getByRole('group', { name: 'Change status' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark paid', 'Cancel order']);
    expect(
      within(within(detail).getByRole('list', { name: 'Timeline' })).getAllByRole('listitem'),
    ).toHaveLength(1);

    // Mark paid asks what payment was seen first, in a dialog that takes the focus.
    await user.click(within(moves).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order paid' });
    const method = within(dialog).getByLabelText('Paid with');
    const seen = within(dialog).getByLabelText('What you saw');
    expect(method).toHaveFocus();
    expect(within(method).queryByRole('option', { name: 'Card (online)' })).toBeNull();

    // Both answers are required: each missing one is said beside its field, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(method).toHaveAccessibleDescription('Choose how the customer paid');
    expect(seen).toHaveAccessibleDescription(
      'Say what payment you saw, e.g. the transfer reference and date',
    );
    expect(method).toHaveFocus();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.selectOptions(method, 'Bank transfer');
    await user.type(seen, 'Transfer ref 4411 on 12 May');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Order SF-2026-00001 is paid.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      status: 'paid',
      from: 'pending',
      paidWith: 'bank_transfer',
      paymentNote: 'Transfer ref 4411 on 12 May',
    });
    const timeline = within(detail).getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    expect(within(timeline).getByText('Pending → Paid')).toBeInTheDocument();
    expect(within(timeline).getByText(/by Ada Admin$/)).toBeInTheDocument();
    expect(within(detail).getByText('Bank transfer')).toBeInTheDocument();
    expect(within(detail).getByText('Transfer ref 4411 on 12 May')).toBeInTheDocument();
    // The Mark paid button went with the pending status: the focus goes to the history.
    await waitFor(() =>
      expect(within(detail).getByRole('heading', { name: 'Timeline' })).toHaveFocus(),
    );
    expect(within(detail).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('Escape or Cancel closes the Mark paid dialog unsent, the focus back on Mark paid', async () => {
    const { calls } = fakeServer([order(1)]);
    const user = userEvent.setup();
    renderPage('/admin/orders?order=' + order(1).id);
    const detail = await screen.findByRole('region', { name: 'Order SF-2026-00001' });
    const markPaid = within(detail).getByRole('button', { name: 'Mark paid' });
    await user.click(markPaid);
    await user.type(
      within(await screen.findByRole('dialog', { name: 'Mark this order paid' })).getByLabelText(
        'What you saw',
      ),
      'Half a note',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(markPaid).toHaveFocus();

    await user.click(markPaid);
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order paid' });
    // Opened again, it starts empty.
    expect(within(dialog).getByLabelText('What you saw')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(markPaid).toHaveFocus();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('says in the dialog when the order was moved by someone else meanwhile (409)', async () => {
    const pending = order(1);
    stubApi(({ method, id }) => {
      if (id !== pending.id) return undefined;
      if (method === 'GET') return dataAnswer(pending);
      return jsonResponse(409, {
        success: false,
        message:
          'This order became cancelled meanwhile, so nothing was changed. Check it and try again.',
        errors: { status: ['Changed from pending to cancelled by someone else'] },
      });
    });
    const user = userEvent.setup();
    renderPage('/admin/orders?order=' + pending.id);
    const detail = await screen.findByRole('region', { name: 'Order SF-2026-00001' });
    await user.click(within(detail).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order paid' });
    await user.selectOptions(within(dialog).getByLabelText('Paid with'), 'Cash');
    await user.type(within(dialog).getByLabelText('What you saw'), 'Receipt 0042');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(
      await within(dialog).findByText(/This order became cancelled meanwhile/),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Mark this order paid' })).toBeInTheDocument();
  });

  it('shows a payment the order already has, and who or what moved it', async () => {
    fakeServer([
      order(1, {
        status: 'cancelled',
        timeline: [
          PLACED,
          {
            from: 'pending',
            to: 'cancelled',
            at: '2026-11-08T10:00:00.000Z',
            by: null,
            system: 'unpaid_expiry',
            note: 'Not paid within 7 days',
          },
        ],
      }),
      order(2, {
        status: 'paid',
        paidWith: 'cash',
        paymentNote: 'Receipt 0042 at the Camden reseller',
      }),
    ]);
    const user = userEvent.setup();
    renderPage('/admin/orders?order=' + order(1).id);
    const cancelled = await screen.findByRole('region', { name: 'Order SF-2026-00001' });
    const timeline = within(cancelled).getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText(/by Unpaid-order expiry$/)).toBeInTheDocument();
    expect(within(timeline).getByText('Not paid within 7 days')).toBeInTheDocument();
    expect(within(cancelled).queryByText('Paid with')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open order SF-2026-00002' }));
    const paid = await screen.findByRole('region', { name: 'Order SF-2026-00002' });
    expect(within(paid).getByText('Cash')).toBeInTheDocument();
    expect(within(paid).getByText('Receipt 0042 at the Camden reseller')).toBeInTheDocument();
  });

  it('takes the focus into the opened order, and Close gives it back to its Open button', async () => {
    fakeServer([order(1), order(2)]);
    const user = userEvent.setup();
    renderPage();
    const opener = await screen.findByRole('button', { name: 'Open order SF-2026-00002' });
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-pressed', 'true');
    const detail = await screen.findByRole('region', { name: 'Order SF-2026-00002' });
    await waitFor(() =>
      expect(within(detail).getByRole('heading', { name: 'Order SF-2026-00002' })).toHaveFocus(),
    );
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /^Order / })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open order SF-2026-00002' })).toHaveFocus(),
    );
  });

  it('asks before cancelling, and Keep it sends nothing', async () => {
    const { calls } = fakeServer([order(1)]);
    const user = userEvent.setup();
    renderPage('/admin/orders?order=' + order(1).id);
    const detail = await screen.findByRole('region', { name: 'Order SF-2026-00001' });
    await user.click(within(detail).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.click(within(detail).getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole(
        'button',
        {
          name: 'Cancel order',
        },
      ),
    );
    expect(await screen.findByText('Order SF-2026-00001 is cancelled.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      status: 'cancelled',
      from: 'pending',
    });
  });

  it('saves the admin note and keeps showing it', async () => {
    const { calls } = fakeServer([order(1)]);
    const user = userEvent.setup();
    renderPage('/admin/orders?order=' + order(1).id);
    const detail = await screen.findByRole('region', { name: 'Order SF-2026-00001' });
    const note = within(detail).getByRole('form', { name: 'Admin note' });
    await user.type(within(note).getByLabelText('Admin note'), '  Paid at the reseller  ');
    await user.click(within(note).getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      note: 'Paid at the reseller',
    });
    expect(within(note).getByLabelText('Admin note')).toHaveValue('Paid at the reseller');
  });

  it('exports the filtered list as a CSV file, every page of it', async () => {
    const fetchMock = fakeServer([order(1)]);
    const createObjectURL = vi.fn(() => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    // jsdom cannot follow a download link; the saved blob is what matters.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage('/admin/orders?status=pending');
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Orders exported.')).toBeInTheDocument();
    const exportCall = fetchMock.calls.find((c) => c.path === '/api/admin/orders/export.csv')!;
    expect(exportCall.query.get('status')).toBe('pending');
    expect(exportCall.query.has('page')).toBe(false);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });
});
