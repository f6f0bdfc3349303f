import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPORTS_MAX, SPORTS_MAX_MONTH, validateAnswer } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/http';
import { leaveForCardPayment } from '@/features/orders/leave-for-card-payment';
import { renderRoute, signInAs } from '../test-utils';

vi.mock('@/features/orders/leave-for-card-payment', () => ({ leaveForCardPayment: vi.fn() }));

const ORDER_ID = '0b7f7d8e-2a4c-4e8e-9d1c-5f0a9d7e1a01';

const order = (patch: Record<string, unknown> = {}) => ({
  _id: ORDER_ID,
  id: ORDER_ID,
  orderNumber: 'SF-000123',
  serviceId: SPORTS_MAX._id,
  ...SPORTS_MAX_MONTH,
  status: 'pending',
  startsAt: null,
  expiresAt: null,
  renewalOf: null,
  paymentMethod: 'card',
  paidWith: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  timeline: [{ from: null, to: 'pending', at: '2026-11-23T10:00:00.000Z' }],
  ...patch,
});

const ACTIVE = {
  status: 'active',
  paidWith: 'card',
  startsAt: '2026-11-23T10:01:00.000Z',
  expiresAt: '2026-12-23T10:01:00.000Z',
};

/** The order as the server has it at each read; the last one repeats. */
function stubOrder(
  states: Record<string, unknown>[],
  extra: (url: URL) => Response | undefined = () => undefined,
) {
  const reads: string[] = [];
  stubFetch((url, init) => {
    if (url.pathname === '/api/auth/validate') return validateAnswer();
    if (url.pathname === `/api/orders/${ORDER_ID}` && (init.method ?? 'GET') === 'GET') {
      const state = states[Math.min(reads.length, states.length - 1)]!;
      reads.push(url.search);
      return jsonResponse(200, { success: true, data: order(state) });
    }
    return extra(url) ?? jsonResponse(404, { success: false, message: 'Order not found' });
  });
  return reads;
}

const path = `/checkout/${ORDER_ID}/return?session_id=cs_test_1`;

afterEach(() => vi.mocked(leaveForCardPayment).mockClear());

describe('/checkout/:orderId/return', () => {
  it('asks the server until the payment is confirmed, and says so in a live region', async () => {
    signInAs('user');
    const reads = stubOrder([{}, {}, ACTIVE]);
    renderRoute(path);
    const state = await screen.findByTestId('order-state');
    expect(state).toHaveAttribute('role', 'status');
    expect(state).toHaveTextContent(
      'We are waiting for the card processor to confirm your payment.',
    );
    await waitFor(
      () => expect(state).toHaveTextContent(/Payment received\. Your subscription is active until/),
      { timeout: 8_000 },
    );
    expect(reads).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
    // Nothing left to pay: no way to the card page.
    expect(screen.queryByRole('button', { name: 'Open the card payment page' })).toBeNull();
  }, 15_000);

  it('believes the server, not the address: a return marked paid shows an unpaid order as unpaid', async () => {
    signInAs('user');
    stubOrder([{}]);
    renderRoute(`/checkout/${ORDER_ID}/return?session_id=cs_test_1&paid=1`);
    expect(await screen.findByTestId('order-state')).toHaveTextContent(
      /waiting for the card processor/,
    );
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
  });

  it('opens the card payment page again for a card order still waiting', async () => {
    signInAs('user');
    const posts: string[] = [];
    stubOrder([{}], (url) => {
      if (url.pathname === `/api/orders/${ORDER_ID}/checkout`) {
        posts.push(url.pathname);
        return jsonResponse(200, {
          success: true,
          data: { checkoutUrl: 'https://checkout.stripe.test/pay/cs_test_2' },
        });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Open the card payment page' }));
    await waitFor(() =>
      expect(leaveForCardPayment).toHaveBeenCalledWith(
        'https://checkout.stripe.test/pay/cs_test_2',
      ),
    );
    expect(posts).toHaveLength(1);
  });

  it("says why the card page cannot open, in the server's words", async () => {
    signInAs('user');
    stubOrder([{}], (url) =>
      url.pathname.endsWith('/checkout')
        ? jsonResponse(409, {
            success: false,
            message: 'This order is paid; its confirmation is on its way.',
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Open the card payment page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order is paid; its confirmation is on its way.',
    );
    expect(leaveForCardPayment).not.toHaveBeenCalled();
  });

  it("says so when the order is not the customer's", async () => {
    signInAs('user');
    stubFetch((url) =>
      url.pathname === '/api/auth/validate'
        ? validateAnswer()
        : jsonResponse(404, { success: false, message: 'Order not found' }),
    );
    renderRoute(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find this order in your account.',
    );
  });

  it('sends a visitor to sign in, coming back here', async () => {
    stubOrder([{}]);
    renderRoute(`/checkout/${ORDER_ID}/return`);
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe(
      `/login?returnUrl=${encodeURIComponent(`/checkout/${ORDER_ID}/return`)}`,
    );
  });
});
