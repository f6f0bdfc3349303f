import type { AdminOrder } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  SPORTS_PACKAGE_ID,
  dataAnswer,
  listAnswer,
  packageOptionsAnswer,
  renderAdminPage,
  stubApi,
} from '@/testing/fake-api';
import { SPORTS_MAX_MONTH } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/http';
import { OrdersAdmin } from './orders-admin';

const ADMIN = { id: '0b6c1f1e-2a3b-4c5d-8e9f-000000000001', name: 'Ada Admin' };
const ID = '5d1c5a52-08b5-4b6c-9c69-0a8f0d4a6a42';

/** An order paid by card online, activated by the card processor. */
function cardOrder(patch: Partial<AdminOrder> = {}): AdminOrder {
  const step = (from: AdminOrder['status'] | null, to: AdminOrder['status'], minute: number) => ({
    from,
    to,
    at: `2026-11-01T10:0${minute}:00.000Z`,
    by: null,
    system: 'card_processor' as const,
    note: null,
  });
  return {
    ...({ paymentNote: null, invoiceNumber: null, creditNoteNumber: null } as object),
    _id: ID,
    id: ID,
    orderNumber: 'SF-2026-00042',
    serviceId: SPORTS_PACKAGE_ID,
    ...SPORTS_MAX_MONTH,
    status: 'active',
    startsAt: '2026-11-01T10:02:00.000Z',
    expiresAt: '2026-12-01T10:02:00.000Z',
    renewalOf: null,
    paymentMethod: 'card',
    paidWith: 'card',
    attention: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:02:00.000Z',
    customer: { id: '0b6c1f1e-2a3b-4c5d-8e9f-000000000009', name: 'Riley', email: 'r@example.com' },
    note: null,
    timeline: [
      {
        ...step(null, 'pending', 0),
        by: { id: '0b6c1f1e-2a3b-4c5d-8e9f-000000000009', name: 'Riley' },
        system: null,
      },
      step('pending', 'paid', 1),
      step('paid', 'active', 2),
    ],
    ...patch,
  } as AdminOrder;
}

function fakeServer(order: AdminOrder, refundAnswer?: Response) {
  let current = order;
  return stubApi(({ method, path }) => {
    if (path === '/api/admin/services') return packageOptionsAnswer();
    if (method === 'GET' && path === '/api/admin/orders') return listAnswer([current]);
    if (method === 'GET' && path === `/api/admin/orders/${ID}`) return dataAnswer(current);
    if (method === 'POST' && path === `/api/admin/orders/${ID}/refund`) {
      if (refundAnswer) return refundAnswer;
      current = {
        ...current,
        status: 'refunded',
        timeline: [
          ...current.timeline,
          {
            from: 'active',
            to: 'refunded',
            at: '2026-11-02T09:00:00.000Z',
            by: ADMIN,
            system: null,
            note: null,
          },
        ],
      };
      return dataAnswer(current);
    }
    return undefined;
  });
}

async function openOrder() {
  const user = userEvent.setup();
  renderAdminPage(<OrdersAdmin />, '/admin/orders');
  await user.click(await screen.findByRole('button', { name: 'Open order SF-2026-00042' }));
  const detail = await screen.findByRole('region', { name: 'Order SF-2026-00042' });
  return { user, detail };
}

describe('a card order on the admin orders page', () => {
  it('says the card processor moved it, and how it is paid', async () => {
    fakeServer(cardOrder());
    const { detail } = await openOrder();
    expect(within(detail).getByText('Card')).toBeInTheDocument();
    expect(within(detail).getByText('Card (online)')).toBeInTheDocument();
    const timeline = within(detail).getByRole('list', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Riley');
    expect(steps[1]).toHaveTextContent('Card processor');
    expect(steps[2]).toHaveTextContent('Card processor');
  });

  it('refunds it through the refund call, after saying the money goes back to the card', async () => {
    const { calls } = fakeServer(cardOrder());
    const { user, detail } = await openOrder();
    await user.click(within(detail).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    expect(dialog).toHaveTextContent(
      'The card payment goes back to the customer’s card through the card processor.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Order SF-2026-00042 is refunded.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: `/api/admin/orders/${ID}/refund`,
        body: { from: 'active' },
      }),
    ]);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('keeps the order as it was when the card processor cannot refund it', async () => {
    // The app's query cache toasts the server's words (app/query-client.ts); here the page.
    const { calls } = fakeServer(
      cardOrder(),
      jsonResponse(503, {
        success: false,
        message:
          'The card processor could not be reached, so nothing was refunded. Try again in a moment.',
      }),
    );
    const { user, detail } = await openOrder();
    await user.click(within(detail).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(within(detail).getByText('Active')).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Refund' })).toBeEnabled();
  });

  it('shows why an order needs a look', async () => {
    fakeServer(
      cardOrder({
        status: 'paid',
        attention:
          'The card payment ($15.00) differs from the order total ($29.99), so the subscription was not activated. Activate it or refund the payment.',
      }),
    );
    const { detail } = await openOrder();
    expect(within(detail).getByText(/^The card payment \(\$15\.00\) differs/)).toBeInTheDocument();
    expect(within(detail).getByText('Needs a look:')).toBeInTheDocument();
  });
});
