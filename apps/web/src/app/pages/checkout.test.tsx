import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SPORTS_MAX, validateAnswer } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/http';
import { SITE_DEFAULTS } from '@/features/site/site-defaults';
import { leaveForCardPayment } from '@/features/orders/leave-for-card-payment';
import { renderRoute, signInAs } from '../test-utils';

vi.mock('@/features/orders/leave-for-card-payment', () => ({ leaveForCardPayment: vi.fn() }));

const service = SPORTS_MAX;

const order = {
  _id: '0b7f7d8e-2a4c-4e8e-9d1c-5f0a9d7e1a01',
  id: '0b7f7d8e-2a4c-4e8e-9d1c-5f0a9d7e1a01',
  orderNumber: 'SF-000123',
  serviceId: service._id,
  serviceName: service.name,
  periodMonths: 1,
  status: 'pending',
  subtotal: 2999,
  discount: 750,
  total: 2249,
  currency: 'USD',
  promoCode: 'VIP25',
  startsAt: null,
  expiresAt: null,
  renewalOf: null,
  paymentMethod: 'manual',
  paidWith: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  timeline: [{ from: null, to: 'pending', at: '2026-11-23T10:00:00.000Z' }],
};

function stubServer({
  paymentInstructions,
  cardPayments,
  checkoutUrl = 'https://checkout.stripe.test/pay/cs_test_1',
}: { paymentInstructions?: string; cardPayments?: boolean; checkoutUrl?: string | null } = {}) {
  const checks: unknown[] = [];
  const placed: unknown[] = [];
  const fetchMock = stubFetch((url, init) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.pathname === '/api/auth/validate') return validateAnswer();
    if (url.pathname === '/api/site' && (paymentInstructions !== undefined || cardPayments)) {
      return jsonResponse(200, {
        success: true,
        data: { ...SITE_DEFAULTS, paymentInstructions: paymentInstructions ?? '', cardPayments },
      });
    }
    if (url.pathname === '/api/services')
      return jsonResponse(200, { success: true, data: [service] });
    if (url.pathname === '/api/promo-codes/validate') {
      checks.push(body);
      // The server's own figures: the page must show these, not work them out itself.
      if (body.code === 'VIP25') {
        return jsonResponse(200, {
          success: true,
          data: {
            valid: true,
            code: 'VIP25',
            discountType: 'percent',
            discountValue: 25,
            subtotal: 2999,
            discount: 750,
            total: 2249,
            currency: 'USD',
          },
        });
      }
      return jsonResponse(200, {
        success: true,
        data: { valid: false, reason: 'expired', message: 'This promo code has expired' },
      });
    }
    if (url.pathname === '/api/orders' && init.method === 'POST') {
      placed.push(body);
      const card = body.paymentMethod === 'card';
      return jsonResponse(201, {
        success: true,
        data: card
          ? { ...order, paymentMethod: 'card', ...(checkoutUrl ? { checkoutUrl } : {}) }
          : order,
      });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  return { checks, placed, fetchMock };
}

const location = () => screen.getByTestId('location').textContent;

describe('/checkout/:serviceId', () => {
  it('sends a visitor to sign in, returning to the same checkout', async () => {
    stubServer();
    renderRoute(`/checkout/${service._id}`);
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(location()).toBe(`/login?returnUrl=${encodeURIComponent(`/checkout/${service._id}`)}`);
  });

  it('reviews the package: period, devices and price', async () => {
    signInAs('user', 'riley@example.com');
    stubServer();
    renderRoute(`/checkout/${service._id}`);
    const review = await screen.findByRole('region', { name: 'Sports Max' });
    expect(within(review).getByText('month')).toBeInTheDocument();
    expect(within(review).getByText('3 devices')).toBeInTheDocument();
    expect(within(review).getByText('$29.99')).toBeInTheDocument();
  });

  it('checks the promo code once typing pauses and shows the discount and total from the server', async () => {
    signInAs('user', 'riley@example.com');
    const { checks } = stubServer();
    const user = userEvent.setup();
    renderRoute(`/checkout/${service._id}`);
    await user.type(await screen.findByLabelText('Promo code'), 'VIP25');

    expect(await screen.findByText('Code VIP25 applied: $7.50 off.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('−$7.50')).toBeInTheDocument();
    expect(within(summary).getByText('$22.49')).toBeInTheDocument();
    // One check for the whole word, not one per letter.
    expect(checks).toEqual([{ code: 'VIP25', serviceId: service._id }]);
  });

  it("gives the server's reason when a code does not apply, and keeps the full price", async () => {
    signInAs('user', 'riley@example.com');
    stubServer();
    const user = userEvent.setup();
    renderRoute(`/checkout/${service._id}`);
    await user.type(await screen.findByLabelText('Promo code'), 'SUMMER20');
    expect(await screen.findByText('This promo code has expired')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getAllByText('$29.99')).toHaveLength(2);
  });

  it('places the order without a price and confirms it with the order number and how to pay', async () => {
    signInAs('user', 'riley@example.com');
    const { placed } = stubServer();
    const user = userEvent.setup();
    renderRoute(`/checkout/${service._id}`);
    await user.type(await screen.findByLabelText('Promo code'), 'VIP25');
    await screen.findByText('Code VIP25 applied: $7.50 off.');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('SF-000123');
    expect(screen.getByRole('heading', { name: 'How to pay' })).toBeInTheDocument();
    expect(screen.getByText(/Transfer \$22\.49 and write SF-000123/)).toBeInTheDocument();
    expect(placed).toEqual([
      { serviceId: service._id, promoCode: 'VIP25', paymentMethod: 'manual' },
    ]);
    expect(screen.getByRole('link', { name: 'See your orders in your account' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it("shows the admin's payment instructions from the site settings, before and after ordering", async () => {
    signInAs('user', 'riley@example.com');
    stubServer({
      paymentInstructions:
        'Pay by bank transfer to ACME Bank.\nUse your order number as the reference.',
    });
    const user = userEvent.setup();
    renderRoute(`/checkout/${service._id}`);
    expect(await screen.findByText(/Pay by bank transfer to ACME Bank/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-instructions')).toHaveTextContent(
      'Use your order number as the reference.',
    );
    // The number to quote, spelled out under the admin's words.
    expect(screen.getByTestId('payment-reference')).toHaveTextContent(
      'Payment reference: SF-000123',
    );
    expect(screen.queryByText(/Transfer \$/)).not.toBeInTheDocument();
  });

  it('shows why an order was refused', async () => {
    signInAs('user', 'riley@example.com');
    stubFetch((url) => {
      if (url.pathname === '/api/services')
        return jsonResponse(200, { success: true, data: [service] });
      if (url.pathname === '/api/orders') {
        return jsonResponse(422, {
          success: false,
          message: 'This promo code has been used up',
          errors: { promoCode: ['This promo code has been used up'] },
        });
      }
      return jsonResponse(404, { success: false, message: 'Not found' });
    });
    const user = userEvent.setup();
    renderRoute(`/checkout/${service._id}`);
    // Placed before the check has answered: the server still decides, and says why.
    await user.type(await screen.findByLabelText('Promo code'), 'LAST1');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/used up/));
    expect(screen.queryByRole('heading', { name: 'Order placed' })).not.toBeInTheDocument();
  });

  it('offers no card payment unless the server has a card processor', async () => {
    signInAs('user', 'riley@example.com');
    stubServer();
    renderRoute(`/checkout/${service._id}`);
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Pay by card/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/card processor/)).not.toBeInTheDocument();
  });

  it('places a card order with a billing address and sends the browser to the card page', async () => {
    signInAs('user', 'riley@example.com');
    const { placed } = stubServer({ cardPayments: true });
    const user = userEvent.setup();
    renderRoute(`/checkout/${service._id}`);
    const card = await screen.findByRole('radio', { name: /Pay by card/ });
    expect(card).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pay by transfer/ })).not.toBeChecked();
    await user.type(screen.getByLabelText('Billing address'), '  Acme Ltd, 1 High Street  ');
    await user.click(screen.getByRole('button', { name: 'Place order and pay by card' }));

    await waitFor(() =>
      expect(leaveForCardPayment).toHaveBeenCalledWith(
        'https://checkout.stripe.test/pay/cs_test_1',
      ),
    );
    expect(screen.getByText('Taking you to the card payment page…')).toBeInTheDocument();
    expect(placed).toEqual([
      { serviceId: service._id, paymentMethod: 'card', billingAddress: 'Acme Ltd, 1 High Street' },
    ]);
  });

  it('places a manual order when the customer chooses to pay by hand', async () => {
    signInAs('user', 'riley@example.com');
    const { placed } = stubServer({ cardPayments: true });
    const user = userEvent.setup();
    renderRoute(`/checkout/${service._id}`);
    await user.click(await screen.findByRole('radio', { name: /Pay by transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(placed).toEqual([{ serviceId: service._id, paymentMethod: 'manual' }]);
  });

  it("goes to the order's return page when the card page could not be opened", async () => {
    signInAs('user', 'riley@example.com');
    stubServer({ cardPayments: true, checkoutUrl: null });
    const user = userEvent.setup();
    renderRoute(`/checkout/${service._id}`);
    await user.click(await screen.findByRole('button', { name: 'Place order and pay by card' }));
    await waitFor(() => expect(location()).toBe(`/checkout/${order.id}/return`));
  });

  it('says so when the package is no longer offered', async () => {
    signInAs('user', 'riley@example.com');
    stubServer();
    renderRoute('/checkout/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText(/This package is not available any more/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another package' })).toHaveAttribute(
      'href',
      '/packages',
    );
  });
});
