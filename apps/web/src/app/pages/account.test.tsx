import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPORTS_MAX_MONTH, validateAnswer } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/http';
import { mySubscription } from '@/testing/subscription-fixtures';
import { renderRoute, signInAs } from '../test-utils';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-23T12:00:00.000Z');

function order(overrides: Record<string, unknown>) {
  return {
    _id: '0b7f7d8e-2a4c-4e8e-9d1c-5f0a9d7e1a01',
    id: '0b7f7d8e-2a4c-4e8e-9d1c-5f0a9d7e1a01',
    orderNumber: 'SF-000100',
    serviceId: '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a11',
    ...SPORTS_MAX_MONTH,
    status: 'active',
    startsAt: new Date(NOW - 20 * DAY).toISOString(),
    expiresAt: new Date(NOW + 10 * DAY).toISOString(),
    renewalOf: null,
    createdAt: new Date(NOW - 21 * DAY).toISOString(),
    updatedAt: new Date(NOW - 20 * DAY).toISOString(),
    timeline: [],
    ...overrides,
  };
}

const active = order({});
const pending = order({
  _id: '1b7f7d8e-2a4c-4e8e-9d1c-5f0a9d7e1a02',
  id: '1b7f7d8e-2a4c-4e8e-9d1c-5f0a9d7e1a02',
  orderNumber: 'SF-000101',
  serviceName: 'Family 12 months',
  status: 'pending',
  total: 19900,
  startsAt: null,
  expiresAt: null,
});

const RILEY = {
  _id: 'user-1',
  id: 'user-1',
  email: 'riley@example.com',
  name: 'Riley',
  role: 'user',
};
const PHOTO_URL = '/api/users/user-1/photo?v=abc123';

function stubServer(
  orders: unknown[] = [active, pending],
  subscriptions = [mySubscription()],
  emailVerified = true,
) {
  const calls: { path: string; body: unknown }[] = [];
  let name = RILEY.name;
  stubFetch((url, init) => {
    // An upload's body is FormData, not JSON.
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    if (init.method === 'POST') calls.push({ path: url.pathname, body });
    if (url.pathname === '/api/auth/validate') return validateAnswer();
    if (url.pathname === '/api/auth/me' && (init.method ?? 'GET') === 'GET')
      return validateAnswer({ emailVerified });
    if (url.pathname === '/api/auth/me' && init.method === 'PATCH') {
      ({ name } = body as { name: string });
      return validateAnswer({ name });
    }
    if (url.pathname === '/api/auth/me/photo' && init.method === 'PUT') {
      calls.push({ path: url.pathname, body: init.body });
      return jsonResponse(200, {
        success: true,
        data: { ...RILEY, name, photo: PHOTO_URL },
      });
    }
    if (url.pathname === '/api/account/subscriptions')
      return jsonResponse(200, { success: true, data: subscriptions });
    if (url.pathname === '/api/account/email-preferences')
      return jsonResponse(200, { success: true, data: { reminders: true, news: true } });
    if (url.pathname === '/api/account/queries') {
      return jsonResponse(200, {
        success: true,
        data: [],
        meta: { page: 1, pageSize: 20, total: 0 },
      });
    }
    if (url.pathname === '/api/orders/mine') {
      return jsonResponse(200, {
        success: true,
        data: orders,
        meta: { page: 1, pageSize: 100, total: orders.length },
      });
    }
    if (url.pathname === `/api/orders/${active._id}/renew`) {
      return jsonResponse(201, {
        success: true,
        data: order({
          _id: 'c0000000-0000-4000-8000-000000000003',
          orderNumber: 'SF-000102',
          status: 'pending',
          renewalOf: active._id,
        }),
      });
    }
    if (url.pathname === '/api/account/exports')
      return jsonResponse(200, { success: true, data: { exports: [], nextRequestAt: null } });
    if (url.pathname === '/api/account/close')
      return jsonResponse(200, { success: true, data: { message: 'Your account is closed.' } });
    if (url.pathname === '/api/auth/change-password') {
      const { currentPassword } = body as { currentPassword: string };
      if (currentPassword !== 'old-password-1') {
        return jsonResponse(422, {
          success: false,
          message: 'Validation failed',
          errors: { currentPassword: ['Current password is incorrect'] },
        });
      }
      return jsonResponse(200, {
        success: true,
        data: {
          token: 'fresh-token',
          user: { id: 'user-1', email: 'riley@example.com', role: 'user' },
        },
      });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  return calls;
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.useRealTimers());

describe('/account', () => {
  it('sends a visitor to sign in and back', async () => {
    stubServer();
    renderRoute('/account');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/login?returnUrl=%2Faccount');
  });

  it('opens with the subscription and its access, before the profile, preferences, orders and questions', async () => {
    signInAs('user', 'riley@example.com');
    stubServer();
    renderRoute('/account');
    const main = await screen.findByRole('main');
    const subscription = await within(main).findByRole('article', { name: 'Sports Max' });
    expect(within(subscription).getByText('sf-riley-4821')).toBeInTheDocument();

    // In document order: the page's heading, then this section, then the others as before.
    const titles = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles[0]).toBe('Your subscription');
    const later = ['Profile', 'Email preferences', 'Order history', 'Your questions'];
    expect(titles.filter((title) => later.includes(title ?? ''))).toEqual(later);
    expect(
      within(main)
        .getByRole('heading', { level: 1 })
        .compareDocumentPosition(
          within(main).getByRole('heading', { level: 2, name: 'Your subscription' }),
        ),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('ends with "Your data": closing the account signs out and lands home with a toast', async () => {
    signInAs('user', 'riley@example.com');
    const calls = stubServer();
    const user = userEvent.setup();
    renderRoute('/account');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 2, name: 'Your data' });
    const titles = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles.at(-1)).toBe('Your data');

    await user.click(within(main).getByRole('button', { name: 'Close my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'old-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByText('Your account is closed.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.find((call) => call.path === '/api/account/close')?.body).toEqual({
      password: 'old-password-1',
    });
  });

  it('asks to verify an unverified email, right after the subscription', async () => {
    signInAs('user', 'riley@example.com');
    stubServer(undefined, undefined, false);
    renderRoute('/account');
    const main = await screen.findByRole('main');
    const notice = await within(main).findByRole('region', { name: 'Verify your email' });
    expect(notice).toHaveTextContent('riley@example.com');
    expect(within(notice).getByRole('button', { name: 'Send the link again' })).toBeEnabled();
    const titles = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles.slice(0, 3)).toEqual(['Your subscription', 'Verify your email', 'Profile']);
  });

  it('brings the session’s email verification up to what the server says', async () => {
    signInAs('user', 'riley@example.com');
    stubServer(undefined, undefined, true);
    renderRoute('/account');
    // The stored session was made before the link was opened; the server knows better.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
        email: 'riley@example.com',
        emailVerified: true,
      }),
    );
  });

  it('shows the profile, the subscription with days left, and the order history', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    signInAs('user', 'riley@example.com');
    stubServer();
    renderRoute('/account');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My account' }),
    ).toBeInTheDocument();
    const email = screen.getByRole('region', { name: 'Email' });
    expect(within(email).getByText('riley@example.com')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Profile' })).getByLabelText('Name'),
    ).toBeInTheDocument();

    const subscription = await screen.findByRole('article', { name: 'Sports Max' });
    expect(within(subscription).getByText('12 days left')).toBeInTheDocument();

    const history = screen.getByRole('table', { name: 'Your orders' });
    expect(within(history).getByText('SF-000101')).toBeInTheDocument();
    expect(within(history).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(history).getByText('$199.00')).toBeInTheDocument();
  });

  it('renews a subscription from its card, on the renew page', async () => {
    signInAs('user', 'riley@example.com');
    stubServer();
    const user = userEvent.setup();
    renderRoute('/account');
    await user.click(await screen.findByRole('link', { name: 'Renew Sports Max' }));
    await waitFor(() => expect(location()).toBe(`/account/renew/${active._id}`));
  });

  it('offers no second Renew once a renewal is ordered', async () => {
    signInAs('user', 'riley@example.com');
    stubServer(
      [active],
      [
        mySubscription({
          renewal: {
            orderId: 'c0000000-0000-4000-8000-000000000003',
            orderNumber: 'SF-000102',
            status: 'pending',
          },
        }),
      ],
    );
    renderRoute('/account');
    const subscription = await screen.findByRole('article', { name: 'Sports Max' });
    expect(
      within(subscription).getByText(/Renewal ordered: SF-000102 \(awaiting payment\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew Sports Max' })).not.toBeInTheDocument();
  });

  it('offers to pay a card order still waiting, through its return page', async () => {
    signInAs('user', 'riley@example.com');
    const waitingCard = { ...pending, paymentMethod: 'card' };
    stubServer([active, waitingCard]);
    const user = userEvent.setup();
    renderRoute('/account');
    const pay = await screen.findByRole('link', { name: 'Pay order SF-000101 by card' });
    // One for the card order only: the active one is paid.
    expect(screen.getAllByRole('link', { name: /by card$/ })).toHaveLength(1);
    await user.click(pay);
    await waitFor(() => expect(location()).toBe(`/checkout/${pending._id}/return`));
  });

  it('says when there is nothing yet', async () => {
    signInAs('user', 'riley@example.com');
    stubServer([], []);
    renderRoute('/account');
    expect(await screen.findByRole('link', { name: 'Choose a package' })).toBeInTheDocument();
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
  });

  it('changes the password, keeps this tab signed in with the new token and says others are signed out', async () => {
    signInAs('user', 'riley@example.com');
    const calls = stubServer();
    const user = userEvent.setup();
    renderRoute('/account');
    const form = await screen.findByRole('form', { name: 'Change password' });
    expect(within(form).getByText(/signs you out on every other device/)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Current password'), 'wrong-password');
    await user.type(within(form).getByLabelText('New password'), 'a-much-better-pass-42');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'old-password-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/every other device has been signed out/)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBe('fresh-token'));
    expect(calls.filter((c) => c.path === '/api/auth/change-password')).toHaveLength(2);
  });

  it('a new name and photo show in the header at once, and stay after a reload', async () => {
    signInAs('user', 'riley@example.com');
    const calls = stubServer();
    const user = userEvent.setup();
    renderRoute('/account');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    const header = screen.getByRole('banner');

    const name = within(profile).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Riley Stone');
    await user.click(within(profile).getByRole('button', { name: 'Save name' }));
    expect(await within(profile).findByText('You now appear as Riley Stone.')).toBeInTheDocument();
    expect(within(header).getAllByText('Riley Stone').length).toBeGreaterThan(0);
    expect(within(profile).getByLabelText('Name')).toHaveValue('Riley Stone');

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(within(profile).getByLabelText('Photo'), file);
    expect(await within(profile).findByText('Image uploaded')).toBeInTheDocument();
    await waitFor(() => expect(header.querySelector(`img[src="${PHOTO_URL}"]`)).not.toBeNull());
    expect(calls.filter((c) => c.path === '/api/auth/me/photo')).toHaveLength(1);
    // The stored user is what the next visit starts from.
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({
      name: 'Riley Stone',
      photo: PHOTO_URL,
    });
  });
});
