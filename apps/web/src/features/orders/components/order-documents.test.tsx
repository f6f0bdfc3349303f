import type { Order } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { SPORTS_MAX_MONTH } from '@/testing/fixtures';
import { catchSavedFiles } from '@/testing/saved-files';
import { MyOrders } from './my-orders';

function order(n: number, patch: Partial<Order>): Order {
  const id = `0b7f7d8e-2a4c-4e8e-9d1c-5f0a9d7e1a0${n}`;
  return {
    _id: id,
    id,
    orderNumber: `SF-00010${n}`,
    serviceId: '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a11',
    ...SPORTS_MAX_MONTH,
    status: 'pending',
    startsAt: null,
    expiresAt: null,
    renewalOf: null,
    paymentMethod: 'manual',
    trial: false,
    paidWith: null,
    invoiceNumber: null,
    creditNoteNumber: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    timeline: [],
    ...patch,
  };
}

const PAID = order(1, {
  status: 'active',
  paidWith: 'bank_transfer',
  invoiceNumber: '2026-000123',
});
const REFUNDED = order(2, {
  status: 'refunded',
  paidWith: 'bank_transfer',
  invoiceNumber: '2026-000124',
  creditNoteNumber: 'CN-2026-000125',
});
const UNPAID = order(3, {});

describe("the account's order history", () => {
  it('offers each invoiced order its invoice and credit note as PDFs, saved under their numbers', async () => {
    const { calls } = stubApi(({ path }) => {
      if (path === '/api/orders/mine') return listAnswer([PAID, REFUNDED, UNPAID]);
      if (path.endsWith('.pdf')) {
        return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        });
      }
      return undefined;
    });
    const saved = catchSavedFiles();
    const user = userEvent.setup();
    renderAdminPage(<MyOrders />, '/account');

    const history = await screen.findByRole('table', { name: 'Your orders' });
    const row = (number: string) => within(history).getByRole('row', { name: new RegExp(number) });
    expect(within(row('SF-000103')).queryByRole('button')).toBeNull();
    expect(
      within(row('SF-000101'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Download invoice']);

    await user.click(
      within(row('SF-000102')).getByRole('button', {
        name: 'Download credit note CN-2026-000125 for order SF-000102',
      }),
    );
    await user.click(
      within(row('SF-000101')).getByRole('button', {
        name: 'Download invoice 2026-000123 for order SF-000101',
      }),
    );
    await waitFor(() => expect(saved).toEqual(['CN-2026-000125.pdf', '2026-000123.pdf']));
    expect(calls.filter((call) => call.path.endsWith('.pdf')).map((call) => call.path)).toEqual([
      `/api/orders/${REFUNDED.id}/credit-note.pdf`,
      `/api/orders/${PAID.id}/invoice.pdf`,
    ]);
  });
});
