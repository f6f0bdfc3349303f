import type { AdminAccess, AdminOrder } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { SPORTS_MAX_MONTH } from '@/testing/fixtures';
import { OrderDetail } from './order-detail';

afterEach(() => vi.unstubAllGlobals());

const ID = '5d1c5a52-08b5-4b6c-9c69-0a8f0d4a6a42';

const ORDER = {
  ...({ paymentNote: null, invoiceNumber: null, creditNoteNumber: null } as object),
  _id: ID,
  id: ID,
  orderNumber: 'SF-2026-00042',
  serviceId: null,
  ...SPORTS_MAX_MONTH,
  status: 'active',
  startsAt: '2026-11-01T10:02:00.000Z',
  expiresAt: '2026-12-01T10:02:00.000Z',
  renewalOf: null,
  paymentMethod: 'manual',
  paidWith: null,
  attention: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:02:00.000Z',
  customer: { id: '0b6c1f1e-2a3b-4c5d-8e9f-000000000009', name: 'Riley', email: 'r@example.com' },
  note: null,
  timeline: [],
} as unknown as AdminOrder;

function access(patch: Partial<AdminAccess> = {}): AdminAccess {
  return {
    orderId: ID,
    state: 'active',
    suspension: null,
    suspendedReason: null,
    graceEndsAt: null,
    orderStatus: 'active',
    expiresAt: '2026-12-01T10:02:00.000Z',
    access: {
      username: 'riley42',
      password: 'Tr0ub4dor&3',
      serverUrl: 'http://line.example.tv:8080',
      portalUrl: null,
      activationCode: null,
      screens: 2,
    },
    provisioning: {
      connector: 'webhook',
      state: 'ready',
      attempts: 1,
      lastError: null,
      lastAttemptAt: '2026-11-01T10:03:00.000Z',
    },
    updatedAt: '2026-11-01T10:03:00.000Z',
    ...patch,
  };
}

/** The order and its access; `null` access answers 404 as the server does for none. */
function fakeServer(initial: AdminAccess | null, retried?: AdminAccess) {
  let current = initial;
  return stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === `/api/admin/orders/${ID}`) return dataAnswer(ORDER);
    if (
      path !== `/api/admin/orders/${ID}/access` &&
      path !== `/api/admin/orders/${ID}/access/retry`
    )
      return undefined;
    if (!current) return undefined;
    if (method === 'GET') return dataAnswer(current);
    if (method === 'POST' && path.endsWith('/retry')) {
      current = retried ?? current;
      return dataAnswer(current);
    }
    if (method === 'PUT') {
      const sent = body as Record<string, unknown>;
      current = {
        ...current,
        access: sent.regenerate
          ? { ...current.access!, password: 'N3w-Pa55word' }
          : { ...(sent as AdminAccess['access'] & object), screens: current.access?.screens ?? 1 },
      };
      return dataAnswer(current);
    }
    return undefined;
  });
}

const renderOrder = () =>
  renderAdminPage(<OrderDetail id={ID} onClose={() => undefined} />, '/admin/orders');

/** The Access section, once loaded. */
const section = () => screen.findByRole('region', { name: 'Access' });

describe('the access of an order', () => {
  it('shows no section, and no error, for an order without access (404)', async () => {
    const { calls } = fakeServer(null);
    renderOrder();
    expect(await screen.findByRole('heading', { name: 'Timeline' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/api/admin/orders/${ID}/access`)).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Access' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the details with the password hidden until asked, and copies them', async () => {
    fakeServer(
      access({ state: 'suspended', suspension: 'admin', suspendedReason: 'Chargeback opened' }),
    );
    const user = userEvent.setup();
    renderOrder();
    const panel = await section();
    expect(within(panel).getByText('Suspended')).toBeInTheDocument();
    expect(within(panel).getByText('Reason: Chargeback opened')).toBeInTheDocument();
    expect(within(panel).getByText('riley42')).toBeInTheDocument();
    expect(within(panel).getByText('2')).toBeInTheDocument();
    expect(
      within(panel).getByText('Webhook (your streaming panel creates it)'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Ready')).toBeInTheDocument();

    expect(within(panel).queryByText('Tr0ub4dor&3')).not.toBeInTheDocument();
    const show = within(panel).getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(within(panel).getByText('Tr0ub4dor&3')).toBeInTheDocument();
    expect(show).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(panel).getByRole('button', { name: 'Copy server address' }));
    expect(await navigator.clipboard.readText()).toBe('http://line.example.tv:8080');
    expect(within(panel).getByText('Copied')).toBeInTheDocument();
    // Nothing to retry once ready.
    expect(within(panel).queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();
  });

  it('retries a failed provisioning now and shows the state it reached', async () => {
    const failed = access({
      access: null,
      provisioning: {
        connector: 'webhook',
        state: 'failed',
        attempts: 5,
        lastError: 'The panel answered HTTP 502',
        lastAttemptAt: '2026-11-01T11:00:00.000Z',
      },
    });
    const { calls } = fakeServer(
      failed,
      access({ provisioning: { ...access().provisioning, attempts: 6 } }),
    );
    const user = userEvent.setup();
    renderOrder();
    const panel = await section();
    expect(within(panel).getByText('Failed')).toBeInTheDocument();
    expect(within(panel).getByText('The panel answered HTTP 502')).toBeInTheDocument();
    expect(within(panel).getByText(/None yet/)).toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Generate new password' }),
    ).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Retry now' }));
    expect(await within(panel).findByText('Ready')).toBeInTheDocument();
    expect(await screen.findByText('Provisioning: Ready.')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Provisioning' })).toHaveFocus();
    expect(
      calls.filter((call) => call.path === `/api/admin/orders/${ID}/access/retry`),
    ).toHaveLength(1);
    const after = await section();
    expect(within(after).getByText('Ready')).toBeInTheDocument();
    expect(within(after).getByText('6')).toBeInTheDocument();
    expect(within(after).getByText('riley42')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();
  });

  it('offers Retry now while the connector has not answered yet', async () => {
    fakeServer(
      access({
        access: null,
        provisioning: { ...access().provisioning, state: 'pending', attempts: 1 },
      }),
    );
    renderOrder();
    const panel = await section();
    expect(within(panel).getByText('Waiting for the connector')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry now' })).toBeInTheDocument();
  });

  it('edits the details in a dialog and gives the focus back to Edit', async () => {
    const { calls } = fakeServer(access());
    const user = userEvent.setup();
    renderOrder();
    const panel = await section();
    const edit = within(panel).getByRole('button', { name: 'Edit' });
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'Edit the access details' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('riley42');
    const password = within(dialog).getByLabelText('Password');
    await user.clear(password);
    await user.click(within(dialog).getByRole('button', { name: 'Save access' }));
    expect(password).toHaveAccessibleDescription('Enter a password');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(password, 'Typed-by-hand1');
    await user.type(within(dialog).getByLabelText('Activation code'), 'ABC-123');
    await user.click(within(dialog).getByRole('button', { name: 'Save access' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      username: 'riley42',
      password: 'Typed-by-hand1',
      serverUrl: 'http://line.example.tv:8080',
      portalUrl: null,
      activationCode: 'ABC-123',
    });
    expect(edit).toHaveFocus();
    expect(await within(panel).findByText('ABC-123')).toBeInTheDocument();
  });

  it('generates a new password only once confirmed', async () => {
    const { calls } = fakeServer(access());
    const user = userEvent.setup();
    renderOrder();
    const panel = await section();
    const generate = within(panel).getByRole('button', { name: 'Generate new password' });
    await user.click(generate);
    const dialog = screen.getByRole('dialog', { name: 'Generate a new password?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the current one' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(generate).toHaveFocus();

    await user.click(generate);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Generate a new password?' })).getByRole('button', {
        name: 'Generate new password',
      }),
    );
    expect(
      await screen.findByText('Order SF-2026-00042 has a new access password.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ regenerate: true });
    await user.click(within(panel).getByRole('button', { name: 'Show password' }));
    expect(within(panel).getByText('N3w-Pa55word')).toBeInTheDocument();
  });
});
