import type { CompensationTarget, ExtendSubscriptionsBody } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SPORTS_PACKAGE_ID,
  dataAnswer,
  listAnswer,
  renderAdminPage,
  stubApi,
  type ApiCall,
} from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { ExtendSubscriptionsButton } from './extend-subscriptions-button';

afterEach(() => vi.unstubAllGlobals());

const NEWS_PACKAGE_ID = '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a02';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const target = (n: number): CompensationTarget => ({
  orderId: `5d1c5a52-08b5-4b6c-9c69-0a8f0d4a${String(n).padStart(4, '0')}`,
  orderNumber: `SF-2026-${String(n).padStart(5, '0')}`,
  customer: { name: `Customer ${n}`, email: `c${n}@example.com` },
  serviceName: 'Sports Max',
  expiresAt: '2026-12-01T10:00:00.000Z',
});

const compensation = (body: ExtendSubscriptionsBody) => ({
  _id: '9a1c5a52-08b5-4b6c-9c69-0a8f0d4a6a01',
  id: '9a1c5a52-08b5-4b6c-9c69-0a8f0d4a6a01',
  reason: body.reason,
  hours: body.hours,
  serviceIds: body.serviceIds ?? null,
  serviceNames: [],
  activeAt: body.activeAt ?? null,
  state: 'running',
  count: 0,
  createdBy: { id: '0b6c1f1e-2a3b-4c5d-8e9f-000000000001', name: 'Ada Admin' },
  createdAt: '2026-11-28T10:00:00.000Z',
  undoneAt: null,
  undoUntil: '2026-11-29T10:00:00.000Z',
});

/**
 * The packages, and the extend call: a preview reaches `count` subscriptions (the first 20
 * listed); `refusals` answer the next calls, in turn, before any goes through.
 */
function fakeServer({ count = 23, refusals = [] as Response[] } = {}) {
  return stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/admin/services')
      return listAnswer(
        [
          { id: SPORTS_PACKAGE_ID, name: 'Sports Max', currency: 'EUR' },
          { id: NEWS_PACKAGE_ID, name: 'News Basic', currency: 'EUR' },
        ],
        100,
      );
    if (method !== 'POST' || path !== '/api/admin/subscriptions/extend') return undefined;
    const refusal = refusals.shift();
    if (refusal) return refusal;
    const sent = body as ExtendSubscriptionsBody;
    if (sent.preview)
      return dataAnswer({
        preview: true,
        count,
        sample: Array.from({ length: Math.min(count, 20) }, (_, i) => target(i + 1)),
      });
    return dataAnswer({ preview: false, compensation: compensation(sent) }, 201);
  });
}

const extendCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === '/api/admin/subscriptions/extend').map((call) => call.body);

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const opener = screen.getByRole('button', { name: 'Extend subscriptions' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Extend subscriptions' });
  // The packages arrive after the dialog: the first box is theirs.
  await within(dialog).findByRole('checkbox', { name: 'Sports Max' });
  return { opener, dialog };
}

describe('Extend subscriptions', () => {
  it('previews the ticked packages, then extends them with the same key, in hours', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    renderAdminPage(<ExtendSubscriptionsButton />, '/admin/orders');
    const { opener, dialog } = await openDialog(user);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Sports Max' }));
    await user.type(within(dialog).getByLabelText('Amount'), '2');
    expect(within(dialog).getByLabelText('Unit')).toHaveValue('days');
    await user.type(within(dialog).getByLabelText('Reason'), '  The stream was down on Saturday ');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const summary = await within(dialog).findByText('This extends 23 subscriptions by 2 days.');
    expect(summary).toHaveFocus();
    const [previewed] = extendCalls(calls) as ExtendSubscriptionsBody[];
    expect(previewed).toEqual({
      serviceIds: [SPORTS_PACKAGE_ID],
      hours: 48,
      reason: 'The stream was down on Saturday',
      idempotencyKey: expect.stringMatching(UUID) as unknown,
      preview: true,
    });
    const table = within(dialog).getByRole('table', { name: 'The first 20 of them, by end' });
    // The heading row, then the 20.
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('SF-2026-00001');
    expect(first).toHaveTextContent('Customer 1');
    expect(first).toHaveTextContent('c1@example.com');
    expect(first).toHaveTextContent('Sports Max');
    expect(within(dialog).getByText('…and 3 more.')).toBeInTheDocument();

    // Back to the form as it was, and previewed again: the same key.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    const sports = within(dialog).getByRole('checkbox', { name: 'Sports Max' });
    expect(sports).toBeChecked();
    expect(sports).toHaveFocus();
    expect(within(dialog).getByLabelText('Amount')).toHaveValue(2);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByText('This extends 23 subscriptions by 2 days.');

    await user.click(within(dialog).getByRole('button', { name: 'Extend 23 subscriptions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = extendCalls(calls) as ExtendSubscriptionsBody[];
    expect(sent).toHaveLength(3);
    expect(sent[1]).toEqual(previewed);
    expect(sent[2]).toEqual({
      serviceIds: [SPORTS_PACKAGE_ID],
      hours: 48,
      reason: 'The stream was down on Saturday',
      idempotencyKey: previewed!.idempotencyKey,
    });
    expect(sent[2]).not.toHaveProperty('preview');
    expect(await screen.findByText('Extending 23 subscriptions by 2 days.')).toBeInTheDocument();
    expect(opener).toHaveFocus();

    // A new dialog is a new extension: a key of its own.
    await openDialog(user);
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.selectOptions(screen.getByLabelText('Unit'), 'hours');
    await user.type(screen.getByLabelText('Reason'), 'Another outage');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('This extends 23 subscriptions by 5 hours.');
    const next = extendCalls(calls).at(-1) as ExtendSubscriptionsBody;
    expect(next.idempotencyKey).toMatch(UUID);
    expect(next.idempotencyKey).not.toBe(previewed!.idempotencyKey);
  });

  it('sends a second confirm with the same key after a refusal, and shows the refusal', async () => {
    const refusals: Response[] = [];
    const { calls } = fakeServer({ count: 1, refusals });
    const user = userEvent.setup();
    renderAdminPage(<ExtendSubscriptionsButton />, '/admin/orders');
    const { opener, dialog } = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Amount'), '3');
    await user.type(within(dialog).getByLabelText('Reason'), 'Outage');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByText('This extends 1 subscription by 3 days.');
    expect(within(dialog).queryByText(/more\.$/)).not.toBeInTheDocument();

    // The next call is refused (another admin's extension still runs, say).
    refusals.push(
      jsonResponse(409, {
        success: false,
        message: 'Another extension is still running: try again in a minute.',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Extend 1 subscription' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another extension is still running: try again in a minute.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Extend 1 subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [previewed, ...confirms] = extendCalls(calls) as ExtendSubscriptionsBody[];
    expect(confirms).toHaveLength(2);
    expect(confirms[0]).toEqual(confirms[1]);
    expect(confirms[0]).toEqual({
      hours: 72,
      reason: 'Outage',
      idempotencyKey: previewed!.idempotencyKey,
    });
    expect(await screen.findByText('Extending 1 subscription by 3 days.')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('sends no packages when none is ticked, and the time as an instant', async () => {
    const { calls } = fakeServer({ count: 0 });
    const user = userEvent.setup();
    renderAdminPage(<ExtendSubscriptionsButton />, '/admin/orders');
    const { dialog } = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Only those running at'), '2026-11-27T20:30');
    await user.type(within(dialog).getByLabelText('Amount'), '36');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'hours');
    await user.type(within(dialog).getByLabelText('Reason'), 'Saturday night outage');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(await within(dialog).findByText('No running subscription matches.')).toHaveFocus();
    const [sent] = extendCalls(calls);
    expect(sent).not.toHaveProperty('serviceIds');
    expect(sent).toEqual({
      activeAt: new Date('2026-11-27T20:30').toISOString(),
      hours: 36,
      reason: 'Saturday night outage',
      idempotencyKey: expect.stringMatching(UUID) as unknown,
      preview: true,
    });
    // Nothing to extend: only the way back.
    expect(within(dialog).queryByRole('button', { name: /^Extend / })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('checks the fields with the contract’s messages before sending anything', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    renderAdminPage(<ExtendSubscriptionsButton />, '/admin/orders');
    const { opener, dialog } = await openDialog(user);
    const amount = within(dialog).getByLabelText('Amount');
    const reason = within(dialog).getByLabelText('Reason');

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(amount).toHaveAccessibleDescription('Enter how many hours');
    // The message takes the hint's place.
    expect(reason).toHaveAccessibleDescription('Say why, for the customers’ notice');
    expect(amount).toHaveFocus();

    await user.type(amount, '91');
    expect(amount).toHaveAccessibleDescription('At most 90 days');
    await user.clear(amount);
    await user.type(amount, '1.5');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'hours');
    expect(amount).toHaveAccessibleDescription('Enter whole hours');
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(reason).toHaveAccessibleDescription('Say why, for the customers’ notice');
    expect(extendCalls(calls)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('takes a refused confirm (422) back to the form, its message beside the field', async () => {
    const refusals: Response[] = [];
    const { calls } = fakeServer({ count: 4, refusals });
    const user = userEvent.setup();
    renderAdminPage(<ExtendSubscriptionsButton />, '/admin/orders');
    const { dialog } = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Amount'), '2');
    await user.type(within(dialog).getByLabelText('Reason'), 'Outage');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByText('This extends 4 subscriptions by 2 days.');

    refusals.push(
      jsonResponse(422, {
        success: false,
        message: 'Validation failed',
        errors: { reason: ['At most 300 characters'] },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Extend 4 subscriptions' }));
    const reason = await within(dialog).findByLabelText('Reason');
    await waitFor(() => expect(reason).toHaveAccessibleDescription('At most 300 characters'));
    expect(reason).toHaveFocus();
    expect(reason).toHaveValue('Outage');
    expect(screen.getByRole('dialog', { name: 'Extend subscriptions' })).toBeInTheDocument();
    expect(extendCalls(calls)).toHaveLength(2);
  });

  it('puts a 422’s messages beside the fields they are about', async () => {
    const { calls } = fakeServer({
      refusals: [
        jsonResponse(422, {
          success: false,
          message: 'Validation failed',
          errors: { serviceIds: ['Unknown package'], hours: ['At most 90 days'] },
        }),
      ],
    });
    const user = userEvent.setup();
    renderAdminPage(<ExtendSubscriptionsButton />, '/admin/orders');
    const { dialog } = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'News Basic' }));
    await user.type(within(dialog).getByLabelText('Amount'), '2');
    await user.type(within(dialog).getByLabelText('Reason'), 'Outage');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Amount')).toHaveAccessibleDescription(
        'At most 90 days',
      ),
    );
    expect(within(dialog).getByRole('group', { name: 'Packages' })).toHaveAccessibleDescription(
      'None ticked: every package. Unknown package',
    );
    // The first field named takes the focus; the form stays, nothing was extended.
    expect(within(dialog).getByRole('checkbox', { name: 'Sports Max' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(extendCalls(calls)).toHaveLength(1);
  });
});
