import type { AuditEntry } from '@streamfront/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { dataAnswer, listAnswer, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { renderWithQuery } from '@/testing/render-with-query';
import { AuditLogAdmin } from './audit-log-admin';

const ME = '0b6c1f1e-2a3b-4c5d-8e9f-000000000001';
const ORDER_ID = '5d1c5a52-08b5-4b6c-9c69-0a8f0d4a6a01';

const ENTRIES: AuditEntry[] = [
  {
    _id: 'e1',
    id: 'e1',
    actor: { id: ME, name: 'Ada Admin', email: 'ada@example.com' },
    action: 'order.status',
    entityType: 'order',
    entityId: ORDER_ID,
    entityLabel: 'SF-2026-00042',
    before: { status: 'paid', startsAt: null },
    after: { status: 'active', startsAt: '2026-11-02T09:00:00.000Z' },
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  },
  {
    _id: 'e2',
    id: 'e2',
    actor: { id: '0b6c1f1e-2a3b-4c5d-8e9f-000000000002', name: 'Bo Boss', email: 'bo@example.com' },
    action: 'promo_code.update',
    entityType: 'promo_code',
    entityId: 'b5d1c5a5-08b5-4b6c-9c69-0a8f0d4a6a01',
    entityLabel: 'WELCOME10',
    before: { discountValue: 1000, discountType: 'fixed' },
    after: { discountValue: 1500, discountType: 'fixed' },
    createdAt: '2026-11-01T10:00:00.000Z',
  },
];

/** The audit log API over the two entries above. */
function fakeServer({ failLoads = 0 } = {}) {
  let failuresLeft = failLoads;
  const { calls } = stubApi(({ path, query }) => {
    if (path === '/api/admin/audit-log/entity-types') return dataAnswer(['order', 'promo_code']);
    if (path !== '/api/admin/audit-log') return undefined;
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      // A 4xx: the client and the query retry a 5xx with back-off, which is too slow here.
      return jsonResponse(400, { success: false, message: 'Bad request' });
    }
    const type = query.get('entityType');
    const actor = query.get('actorId');
    return listAnswer(
      ENTRIES.filter((e) => (!type || e.entityType === type) && (!actor || e.actor?.id === actor)),
    );
  });
  return { lastQuery: () => calls.filter((c) => c.path === '/api/admin/audit-log').at(-1)!.query };
}

function Location() {
  return <output data-testid="url">{useLocation().search}</output>;
}

function renderPage(url = '/admin/audit-log') {
  return renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      <AuditLogAdmin me={ME} />
      <Location />
    </MemoryRouter>,
  );
}

const table = () => screen.getByRole('table', { name: 'Audit log' });
const changes = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('the audit log page', () => {
  it('lists each change in words, with who made it and when', async () => {
    fakeServer();
    renderPage();
    const row = (
      await within(await screen.findByRole('table', { name: 'Audit log' })).findByText(
        'Changed order SF-2026-00042 status',
      )
    ).closest('tr')!;
    expect(row).toHaveTextContent('Status: Paid → Active · 1 more');
    expect(row).toHaveTextContent('Ada Admin');
    expect(within(row).getByText('5 minutes ago').closest('time')).toHaveAttribute(
      'dateTime',
      ENTRIES[0]!.createdAt,
    );
    expect(changes()[1]).toContain('Changed promo code WELCOME10');
    expect(changes()[1]).toContain('Discount: $10.00 → $15.00');
  });

  it('filters by record type and by who made the change, keeping both in the URL', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    renderPage();
    await screen.findByText('Changed promo code WELCOME10');
    await user.selectOptions(await screen.findByLabelText('Record type'), 'Orders');
    expect(screen.getByTestId('url')).toHaveTextContent('?entityType=order');
    await vi.waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toContain('SF-2026-00042');
    expect(server.lastQuery().get('entityType')).toBe('order');

    await user.selectOptions(screen.getByLabelText('Record type'), '');
    await user.selectOptions(screen.getByLabelText('Made by'), 'me');
    expect(screen.getByTestId('url')).toHaveTextContent('?actor=me');
    await vi.waitFor(() => expect(changes()).toHaveLength(1));
    // "me" stays in the URL; the server is asked for this admin's id.
    expect(server.lastQuery().get('actorId')).toBe(ME);
    expect(server.lastQuery().has('actor')).toBe(false);
  });

  it('opens one change with each field before and after, a link to the record, and closes back to its row', async () => {
    const user = userEvent.setup();
    fakeServer();
    renderPage();
    const details = await screen.findByRole('button', {
      name: /^Details: Changed order SF-2026-00042 status \(Status: Paid → Active\), /,
    });
    await user.click(details);
    expect(screen.getByTestId('url')).toHaveTextContent('?entry=e1');
    const panel = screen.getByRole('region', { name: 'Changed order SF-2026-00042 status' });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus();
    const fields = within(panel).getByRole('table', { name: 'Changes' });
    const status = within(fields).getByRole('row', { name: /Status/ });
    expect(
      within(status)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Status', 'BeforePaid', 'AfterActive']);
    expect(within(fields).getByRole('row', { name: /Starts/ })).toHaveTextContent(/Nov 2, 2026/);
    expect(within(panel).getByText('Ada Admin (ada@example.com)')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open order SF-2026-00042' })).toHaveAttribute(
      'href',
      `/admin/orders?order=${ORDER_ID}`,
    );

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /Changed order/ })).toBeNull();
    expect(screen.getByTestId('url')).toHaveTextContent('');
    expect(details).toHaveFocus();
  });

  it('shows the load error, and loads again on Try again', async () => {
    const user = userEvent.setup();
    fakeServer({ failLoads: 1 });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the audit log. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Changed promo code WELCOME10')).toBeInTheDocument();
  });
});
