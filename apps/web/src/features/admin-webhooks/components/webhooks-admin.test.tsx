import type { WebhookDelivery, WebhookEndpoint } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dataAnswer,
  deletedAnswer,
  listAnswer,
  renderAdminPage,
  stubApi,
} from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { WebhooksAdmin } from './webhooks-admin';

afterEach(() => vi.unstubAllGlobals());

const PANEL_ID = '3f2a6c1e-1b2c-4d5e-8f90-0000000000a1';
const NEW_ID = '3f2a6c1e-1b2c-4d5e-8f90-0000000000b2';
const DELIVERY_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0000000000d1';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ROTATED = 'whsec_Zm9vYmFyYmF6cXV4cXV1eGZvb2JhcmJheg==';

function endpoint(patch: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    _id: PANEL_ID,
    id: PANEL_ID,
    url: 'https://panel.example.com/hooks',
    description: 'Streaming panel',
    events: ['order.paid', 'subscription.activated'],
    enabled: true,
    secretHint: 'LaSw',
    lastDelivery: { state: 'delivered', at: '2026-11-02T10:00:00.000Z' },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...patch,
  };
}

function delivery(patch: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    _id: DELIVERY_ID,
    id: DELIVERY_ID,
    event: 'subscription.activated',
    messageId: 'msg_2b7d9a0e',
    state: 'retrying',
    attempts: 2,
    request: '{"type":"subscription.activated","data":{"orderId":"o-1"}}',
    responseStatus: 500,
    responseBody: 'upstream down',
    durationMs: 120,
    lastError: 'The receiver answered HTTP 500',
    createdAt: '2026-11-02T09:00:00.000Z',
    lastAttemptAt: '2026-11-02T09:01:00.000Z',
    nextAttemptAt: '2026-11-02T09:06:00.000Z',
    ...patch,
  };
}

/** The webhooks API over an in-memory list; `create` may answer otherwise (a 422). */
function fakeServer(initial: WebhookEndpoint[], { create }: { create?: () => Response } = {}) {
  let rows = [...initial];
  return stubApi(({ method, path, body, id }) => {
    if (method === 'GET' && path === '/api/admin/webhooks') return listAnswer(rows);
    if (method === 'POST' && path === '/api/admin/webhooks') {
      if (create) return create();
      const made = endpoint({
        ...(body as Partial<WebhookEndpoint>),
        _id: NEW_ID,
        id: NEW_ID,
        lastDelivery: null,
      });
      rows = [...rows, made];
      return dataAnswer({ ...made, secret: SECRET }, 201);
    }
    if (method === 'PATCH' && id) {
      const { rotateSecret, ...fields } = body as { rotateSecret?: true };
      rows = rows.map((row) => (row.id === id ? { ...row, ...fields } : row));
      const saved = rows.find((row) => row.id === id);
      return dataAnswer(rotateSecret ? { ...saved, secret: ROTATED } : saved);
    }
    if (method === 'DELETE' && id) {
      rows = rows.filter((row) => row.id !== id);
      return deletedAnswer(id);
    }
    if (method === 'GET' && path === `/api/admin/webhooks/${PANEL_ID}/deliveries`)
      return listAnswer([delivery()]);
    if (method === 'POST' && path === `/api/admin/webhooks/${PANEL_ID}/test`)
      return dataAnswer(
        // As the server answers: queued, sent by a background job.
        delivery({
          event: 'webhook.test',
          state: 'pending',
          attempts: 0,
          responseStatus: null,
          responseBody: null,
          durationMs: null,
          lastError: null,
          lastAttemptAt: null,
          nextAttemptAt: null,
        }),
      );
    if (
      method === 'POST' &&
      path === `/api/admin/webhooks/${PANEL_ID}/deliveries/${DELIVERY_ID}/replay`
    )
      return dataAnswer(
        delivery({
          state: 'pending',
          attempts: 0,
          responseStatus: null,
          responseBody: null,
          lastError: null,
          nextAttemptAt: null,
        }),
      );
    return undefined;
  });
}

const renderPage = (url = '/admin/settings/webhooks') => renderAdminPage(<WebhooksAdmin />, url);
const table = () => screen.findByRole('table', { name: 'Webhook endpoints' });

describe('the admin webhooks page', () => {
  it('lists each endpoint with its events, whether it sends and its last delivery', async () => {
    fakeServer([
      endpoint(),
      endpoint({
        _id: NEW_ID,
        id: NEW_ID,
        url: 'https://crm.example.com/in',
        enabled: false,
        lastDelivery: null,
        events: ['query.created'],
      }),
    ]);
    renderPage();
    const list = await table();
    const panelRow = within(list).getByText('https://panel.example.com/hooks').closest('tr')!;
    expect(within(panelRow).getByText('Streaming panel')).toBeInTheDocument();
    expect(within(panelRow).getByText('Order paid, Subscription activated')).toBeInTheDocument();
    expect(within(panelRow).getByText('Enabled')).toBeInTheDocument();
    expect(within(panelRow).getByText('Delivered')).toBeInTheDocument();
    const crmRow = within(list).getByText('https://crm.example.com/in').closest('tr')!;
    expect(within(crmRow).getByText('Disabled')).toBeInTheDocument();
    expect(within(crmRow).getByText('None yet')).toBeInTheDocument();
  });

  it('creates an endpoint and shows its secret once, gone after Done and on a reload', async () => {
    const { calls } = fakeServer([]);
    const user = userEvent.setup();
    const page = renderPage();
    await screen.findByText('No webhook endpoints yet');
    const newButton = screen.getByRole('button', { name: 'New endpoint' });
    await user.click(newButton);
    const form = screen.getByRole('form', { name: 'New webhook endpoint' });

    // Nothing ticked: the contract's message, and nothing sent.
    await user.type(within(form).getByLabelText('URL'), 'https://hooks.example.com/sf');
    await user.click(within(form).getByRole('button', { name: 'Create endpoint' }));
    expect(await within(form).findByText('Choose at least one event')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const subscriptions = within(form).getByRole('group', { name: 'Subscriptions' });
    await user.click(within(subscriptions).getByLabelText('Subscription activated'));
    await user.click(within(subscriptions).getByLabelText('Subscription ended'));
    await user.click(within(form).getByLabelText('Order paid'));
    await user.click(within(form).getByRole('button', { name: 'Create endpoint' }));

    const secretPanel = await screen.findByRole('region', {
      name: 'Signing secret of https://hooks.example.com/sf',
    });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://hooks.example.com/sf',
      description: '',
      events: ['order.paid', 'subscription.activated', 'subscription.ended'],
      enabled: true,
    });
    expect(within(secretPanel).getByText(SECRET)).toBeInTheDocument();
    expect(secretPanel).toHaveAccessibleDescription(/will not be shown again/);
    expect(secretPanel).toHaveFocus();
    await user.click(within(secretPanel).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.click(within(secretPanel).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(newButton).toHaveFocus();

    // A reload lists the endpoint, never its secret.
    page.unmount();
    renderPage();
    expect(
      await within(await table()).findByText('https://hooks.example.com/sf'),
    ).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('puts the server’s refusal of the URL beside the URL field', async () => {
    fakeServer([], {
      create: () =>
        jsonResponse(422, {
          success: false,
          message: 'Validation failed',
          errors: { url: ['The URL points to a private address'] },
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New endpoint' }));
    const form = screen.getByRole('form', { name: 'New webhook endpoint' });
    await user.type(within(form).getByLabelText('URL'), 'http://10.0.0.5/hook');
    await user.click(within(form).getByLabelText('Order placed'));
    await user.click(within(form).getByRole('button', { name: 'Create endpoint' }));

    const url = within(form).getByLabelText('URL');
    await waitFor(() => expect(url).toHaveFocus());
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining('The URL points to a private address'),
    );
    expect(url).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits an endpoint with its own values in the form', async () => {
    const { calls } = fakeServer([endpoint()]);
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit https://panel.example.com/hooks' }));
    const form = screen.getByRole('form', {
      name: 'Edit endpoint https://panel.example.com/hooks',
    });
    expect(within(form).getByLabelText('Subscription activated')).toBeChecked();
    expect(within(form).getByLabelText('Order placed')).not.toBeChecked();
    await user.click(within(form).getByLabelText('Enabled'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Endpoint saved.')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.id).toBe(PANEL_ID);
    expect(patch?.body).toMatchObject({
      enabled: false,
      events: ['order.paid', 'subscription.activated'],
    });
    // No secret is made by an edit.
    expect(screen.queryByRole('button', { name: 'Copy secret' })).not.toBeInTheDocument();
  });

  it('rotates the secret after asking, and shows the new one once', async () => {
    const { calls } = fakeServer([endpoint()]);
    const user = userEvent.setup();
    renderPage();
    await table();
    const rotate = screen.getByRole('button', {
      name: 'Rotate secret of https://panel.example.com/hooks',
    });
    await user.click(rotate);
    const dialog = screen.getByRole('dialog', { name: 'Make a new signing secret?' });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));

    const panel = await screen.findByRole('region', {
      name: 'New signing secret of https://panel.example.com/hooks',
    });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ rotateSecret: true });
    expect(within(panel).getByText(ROTATED)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(ROTATED)).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Rotate secret of https://panel.example.com/hooks' }),
    ).toHaveFocus();
  });

  it('deletes an endpoint after asking', async () => {
    const { calls } = fakeServer([endpoint()]);
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.click(
      screen.getByRole('button', { name: 'Delete https://panel.example.com/hooks' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.id).toBe(PANEL_ID);
    expect(screen.getByRole('button', { name: 'New endpoint' })).toHaveFocus();
  });

  it('sends a test event and says how it went', async () => {
    const { calls } = fakeServer([endpoint()]);
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.click(
      screen.getByRole('button', { name: 'Send test event to https://panel.example.com/hooks' }),
    );
    expect(
      await screen.findByText(
        'Test event to https://panel.example.com/hooks is on its way: its answer shows under Deliveries.',
      ),
    ).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'POST' && call.path.endsWith(`${PANEL_ID}/test`)),
    ).toBe(true);
  });

  it('shows the delivery log, a delivery’s bodies, and replays it', async () => {
    const { calls } = fakeServer([endpoint()]);
    const user = userEvent.setup();
    renderPage();
    await table();
    await user.click(
      screen.getByRole('button', { name: 'Deliveries to https://panel.example.com/hooks' }),
    );

    const log = await screen.findByRole('table', { name: 'Deliveries' });
    const load = calls.find((call) => call.path.endsWith('/deliveries'))!;
    expect(Object.fromEntries(load.query)).toMatchObject({ page: '1', pageSize: '20' });
    const row = within(log).getByText('subscription.activated').closest('tr')!;
    expect(within(row).getByText('Failed, will retry')).toBeInTheDocument();
    expect(within(row).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(row).getByText('120 ms')).toBeInTheDocument();
    expect(within(row).getByText('The receiver answered HTTP 500')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();

    const details = within(row).getByRole('button', {
      name: /^Details of subscription\.activated/,
    });
    await user.click(details);
    const request = screen.getByRole('region', { name: 'Request body' });
    // Indented for reading.
    expect(request.textContent).toContain('"type": "subscription.activated"');
    expect(screen.getByRole('region', { name: 'Answer body' })).toHaveTextContent('upstream down');

    await user.click(within(row).getByRole('button', { name: /^Replay subscription\.activated/ }));
    expect(
      await screen.findByText(
        'subscription.activated is on its way again: its answer shows in a new row.',
      ),
    ).toBeInTheDocument();
    expect(
      calls.some(
        (call) => call.method === 'POST' && call.path.endsWith(`/deliveries/${DELIVERY_ID}/replay`),
      ),
    ).toBe(true);

    const panel = screen.getByRole('region', { name: 'Delivery of subscription.activated' });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Request body' })).not.toBeInTheDocument();
    expect(details).toHaveFocus();
  });
});
