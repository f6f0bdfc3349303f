import type { AdminAccess, AdminOrder } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataAnswer, renderAdminPage, stubApi, type ApiCall } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
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

/**
 * The order and its access; `null` access answers 404 as the server does for none.
 * `refusals` answer the next suspend or resume calls, in turn, before any goes through.
 */
function fakeServer(initial: AdminAccess | null, retried?: AdminAccess, refusals: Response[] = []) {
  let current = initial;
  return stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === `/api/admin/orders/${ID}`) return dataAnswer(ORDER);
    if (method === 'POST' && path.startsWith(`/api/admin/subscriptions/${ID}/`) && current) {
      const refusal = refusals.shift();
      if (refusal) return refusal;
      current = path.endsWith('/suspend')
        ? {
            ...current,
            state: 'suspended',
            suspension: 'admin',
            suspendedReason: (body as { reason: string }).reason,
            graceEndsAt: null,
          }
        : { ...current, state: 'active', suspension: null, suspendedReason: null };
      return dataAnswer(current);
    }
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
    expect(within(panel).getByText('Suspended by an admin: Chargeback opened')).toBeInTheDocument();
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

/** Access of an order that runs for years yet: Resume is offered on a hold. */
const RUNNING = { orderStatus: 'active', expiresAt: '2099-01-01T00:00:00.000Z' } as const;
const HELD = {
  ...RUNNING,
  state: 'suspended',
  suspension: 'admin',
  suspendedReason: 'Chargeback opened',
} as const;

const posts = (calls: ApiCall[], action: 'suspend' | 'resume') =>
  calls.filter(
    (call) => call.method === 'POST' && call.path === `/api/admin/subscriptions/${ID}/${action}`,
  );

describe('suspending and resuming an order’s access', () => {
  it('asks for a reason, sends it, says who suspended it and why, and focuses Resume', async () => {
    const { calls } = fakeServer(access(RUNNING));
    const user = userEvent.setup();
    renderOrder();
    const panel = await section();
    expect(within(panel).queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    const suspend = within(panel).getByRole('button', { name: 'Suspend' });

    // Cancelled: nothing sent, the focus back on Suspend.
    await user.click(suspend);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Suspend this subscription?' })).getByRole(
        'button',
        { name: 'Cancel' },
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(suspend).toHaveFocus();

    await user.click(suspend);
    const dialog = screen.getByRole('dialog', { name: 'Suspend this subscription?' });
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(reason).toHaveAccessibleDescription('Say why the subscription is suspended');
    expect(reason).toHaveFocus();
    expect(posts(calls, 'suspend')).toHaveLength(0);

    await user.type(reason, '  Chargeback opened  ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, 'suspend').map((call) => call.body)).toEqual([
      { reason: 'Chargeback opened' },
    ]);
    expect(await screen.findByText('Order SF-2026-00042 is suspended.')).toBeInTheDocument();
    expect(within(panel).getByText('Suspended by an admin: Chargeback opened')).toBeInTheDocument();
    expect(within(panel).getByText('Suspended')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Resume' })).toHaveFocus();
  });

  it('shows a 422 beside the reason and a 409 in the server’s words', async () => {
    const { calls } = fakeServer(access(RUNNING), undefined, [
      jsonResponse(422, {
        success: false,
        message: 'Validation failed',
        errors: { reason: ['Say why the subscription is suspended'] },
      }),
      jsonResponse(409, { success: false, message: 'This subscription is already suspended' }),
    ]);
    const user = userEvent.setup();
    renderOrder();
    const panel = await section();
    await user.click(within(panel).getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend this subscription?' });
    const reason = within(dialog).getByLabelText('Reason');
    await user.type(reason, 'Abuse');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription('Say why the subscription is suspended'),
    );
    expect(reason).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This subscription is already suspended',
    );
    expect(posts(calls, 'suspend')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Suspend this subscription?' })).toBeInTheDocument();
  });

  it('resumes a hold only once confirmed, then focuses Suspend', async () => {
    const { calls } = fakeServer(access(HELD));
    const user = userEvent.setup();
    renderOrder();
    const panel = await section();
    expect(within(panel).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    const resume = within(panel).getByRole('button', { name: 'Resume' });

    await user.click(resume);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Resume this subscription?' })).getByRole(
        'button',
        { name: 'Keep it suspended' },
      ),
    );
    expect(posts(calls, 'resume')).toHaveLength(0);
    expect(resume).toHaveFocus();

    await user.click(resume);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Resume this subscription?' })).getByRole(
        'button',
        { name: 'Resume' },
      ),
    );
    expect(await screen.findByText('Order SF-2026-00042 is active again.')).toBeInTheDocument();
    expect(posts(calls, 'resume')).toHaveLength(1);
    expect(posts(calls, 'resume')[0]?.body).toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).getByText('Active')).toBeInTheDocument();
    expect(within(panel).queryByText(/Suspended by an admin/)).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Suspend' })).toHaveFocus();
  });

  it('offers Suspend in the grace period, and neither once ended or on a hold whose order ended', async () => {
    fakeServer(
      access({
        state: 'suspended',
        suspension: 'grace',
        graceEndsAt: '2099-01-08T00:00:00.000Z',
        orderStatus: 'expired',
      }),
    );
    const { unmount } = renderOrder();
    let panel = await section();
    expect(within(panel).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    unmount();

    fakeServer(access({ ...HELD, orderStatus: 'expired', expiresAt: '2026-01-01T00:00:00.000Z' }));
    const held = renderOrder();
    panel = await section();
    expect(within(panel).getByText('Suspended by an admin: Chargeback opened')).toBeInTheDocument();
    expect(
      within(panel).getByText('The order has ended: a renewal brings the access back.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    held.unmount();

    fakeServer(access({ state: 'ended', access: null, orderStatus: 'expired' }));
    renderOrder();
    panel = await section();
    expect(within(panel).getByText('Ended')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
  });
});
