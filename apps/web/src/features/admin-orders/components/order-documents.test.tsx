import type { AdminOrder } from '@streamfront/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminPage, stubApi } from '@/testing/fake-api';
import { catchSavedFiles } from '@/testing/saved-files';
import { OrderDocuments } from './order-documents';

const ID = '5d1c5a52-08b5-4b6c-9c69-0a8f0d4a6a01';
const order = (patch: Partial<AdminOrder>) =>
  ({ id: ID, invoiceNumber: null, creditNoteNumber: null, ...patch }) as AdminOrder;

describe("an order's documents in the back-office", () => {
  it('says there is none before payment', () => {
    stubApi(() => undefined);
    renderAdminPage(<OrderDocuments order={order({})} />, '/admin/orders');
    expect(
      screen.getByText('None yet: the invoice is issued when the order is paid.'),
    ).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('downloads the invoice and the credit note from the admin paths', async () => {
    const { calls } = stubApi(({ path }) =>
      path.endsWith('.pdf')
        ? new Response(new Uint8Array([0x25]), { headers: { 'content-type': 'application/pdf' } })
        : undefined,
    );
    const saved = catchSavedFiles();
    const user = userEvent.setup();
    renderAdminPage(
      <OrderDocuments
        order={order({ invoiceNumber: '2026-000007', creditNoteNumber: 'CN-2026-000009' })}
      />,
      '/admin/orders',
    );
    await user.click(screen.getByRole('button', { name: 'Invoice 2026-000007 (PDF)' }));
    await user.click(screen.getByRole('button', { name: 'Credit note CN-2026-000009 (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['2026-000007.pdf', 'CN-2026-000009.pdf']));
    expect(calls.map((call) => call.path)).toEqual([
      `/api/admin/orders/${ID}/invoice.pdf`,
      `/api/admin/orders/${ID}/credit-note.pdf`,
    ]);
  });
});
