import type { Order } from '@streamfront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dataAnswer, listAnswer, stubApi } from '@/testing/fake-api';
import { SPORTS_MAX_MONTH } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/http';
import { ordersKeys } from '../api/orders-keys';
import { RenewSubscription } from './renew-subscription';

const ENDING = '0b7f7d8e-2a4c-4e8e-9d1c-5f0a9d7e1a01';

function order(patch: Partial<Order>): Order {
  return {
    _id: ENDING,
    id: ENDING,
    orderNumber: 'SF-000100',
    serviceId: '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a11',
    ...SPORTS_MAX_MONTH,
    status: 'active',
    startsAt: '2026-10-25T10:00:00.000Z',
    expiresAt: '2026-11-25T10:00:00.000Z',
    renewalOf: null,
    createdAt: '2026-10-24T10:00:00.000Z',
    updatedAt: '2026-10-25T10:00:00.000Z',
    timeline: [],
    ...patch,
  } as Order;
}

const RENEWAL = order({
  _id: 'c0000000-0000-4000-8000-000000000003',
  id: 'c0000000-0000-4000-8000-000000000003',
  orderNumber: 'SF-000102',
  status: 'pending',
  startsAt: null,
  expiresAt: null,
  renewalOf: ENDING,
});

/** The customer's orders and the renew call, as the server keeps them. */
function fakeServer(initial: Order[], renew: () => Response = () => dataAnswer(RENEWAL, 201)) {
  let mine = [...initial];
  return stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/orders/mine') return listAnswer(mine, 100);
    if (method === 'POST' && path === `/api/orders/${ENDING}/renew`) {
      const answer = renew();
      if (answer.ok) mine = [RENEWAL, ...mine];
      return answer;
    }
    return undefined;
  });
}

/** As the app mounts it, under StrictMode: React's development double effects run. */
function renderRenew(paymentInstructions = '', cachedOrders?: Order[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // Opened from the account page, the customer's orders are already in the cache.
  if (cachedOrders) queryClient.setQueryData(ordersKeys.mine, cachedOrders);
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/account/renew/${ENDING}`]}>
          <RenewSubscription orderId={ENDING} paymentInstructions={paymentInstructions} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const renewCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith('/renew'));

describe('renewing from a reminder mail', () => {
  it('orders the renewal once, and shows its number, amount and how to pay', async () => {
    const { calls } = fakeServer([order({})]);
    renderRenew();
    const placed = await screen.findByRole('region', { name: 'Order placed' });
    expect(within(placed).getByTestId('order-number')).toHaveTextContent('SF-000102');
    expect(placed).toHaveTextContent('Quote it when you pay $29.99.');
    expect(placed).toHaveTextContent(
      'Transfer $29.99 and write SF-000102 as the payment reference.',
    );
    expect(within(placed).getByRole('heading', { name: 'Order placed' })).toHaveFocus();
    expect(
      within(placed).getByRole('link', { name: 'See your orders in your account' }),
    ).toHaveAttribute('href', '/account');
    expect(renewCalls(calls)).toHaveLength(1);
  });

  it('orders it once when the orders are already loaded, React’s double effects included', async () => {
    const { calls } = fakeServer([order({})]);
    renderRenew('', [order({})]);
    expect(await screen.findByRole('region', { name: 'Order placed' })).toBeInTheDocument();
    expect(renewCalls(calls)).toHaveLength(1);
  });

  it('shows the admin’s payment words when the site has them', async () => {
    fakeServer([order({})]);
    renderRenew('Pay at any Streamfront shop.');
    expect(await screen.findByTestId('payment-instructions')).toHaveTextContent(
      'Pay at any Streamfront shop.',
    );
  });

  it('shows a renewal already ordered for this subscription instead of ordering it twice', async () => {
    const { calls } = fakeServer([RENEWAL, order({})]);
    renderRenew();
    const shown = await screen.findByRole('region', { name: 'Renewal already ordered' });
    expect(within(shown).getByTestId('order-number')).toHaveTextContent('SF-000102');
    expect(renewCalls(calls)).toHaveLength(0);
  });

  it('says why the server refused, with the way to the account', async () => {
    fakeServer([order({ status: 'cancelled' })], () =>
      jsonResponse(409, {
        success: false,
        message: 'Only an active or expired subscription can be renewed',
      }),
    );
    renderRenew();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an active or expired subscription can be renewed',
    );
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('says so when the subscription is not this customer’s', async () => {
    fakeServer([], () => jsonResponse(404, { success: false, message: 'Order not found' }));
    renderRenew();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find this subscription in your account.',
    );
  });
});
