import { SETUP_GUIDE_DEVICES, type MySubscription } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format-date';
import { dataAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import {
  ACCESS_PASSWORD,
  NEW_ACCESS_PASSWORD,
  SUBSCRIPTION_ORDER_ID,
  mySubscription,
} from '@/testing/subscription-fixtures';
import { PENDING_POLL_MS } from '../api/get-my-subscriptions';
import { ACCESS_MESSAGES } from './access-details';
import { NEW_PASSWORD_READY } from './reset-access';
import { NO_SUBSCRIPTION, YourSubscription } from './your-subscription';

const RESET_PATH = `/api/account/subscriptions/${SUBSCRIPTION_ORDER_ID}/reset-access`;

/**
 * The two endpoints of the section: the list answers `list()` as it stands at each call, and a
 * reset answers `reset()` (the updated subscription, or a refusal).
 */
function fakeServer({ list, reset }: { list: () => MySubscription[]; reset?: () => Response }) {
  return stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/account/subscriptions') return dataAnswer(list());
    if (method === 'POST' && path === RESET_PATH) return reset?.();
    return undefined;
  });
}

function renderSection() {
  return renderAdminPage(<YourSubscription />, '/account');
}

const card = (name: string | RegExp = 'Sports Max') => screen.findByRole('article', { name });

afterEach(() => vi.useRealTimers());

describe('Your subscription on /account', () => {
  it('shows the package, where it stands and the access, the password hidden until Show', async () => {
    fakeServer({ list: () => [mySubscription()] });
    const user = userEvent.setup();
    renderSection();

    expect(screen.getByRole('heading', { level: 2, name: 'Your subscription' })).toBeVisible();
    const subscription = await card();
    expect(within(subscription).getByText('Active')).toBeInTheDocument();
    expect(within(subscription).getByText('12 days left')).toBeInTheDocument();
    expect(within(subscription).getByText('Screens at once').nextSibling).toHaveTextContent('3');
    expect(within(subscription).getByText('sf-riley-4821')).toBeInTheDocument();
    expect(within(subscription).getByText('http://line.example.tv:8080')).toBeInTheDocument();
    expect(within(subscription).getByRole('button', { name: 'Copy username' })).toBeVisible();
    expect(within(subscription).getByRole('button', { name: 'Copy server address' })).toBeVisible();
    // Left out when the connector gave none.
    expect(within(subscription).queryByText('Activation code')).not.toBeInTheDocument();
    expect(within(subscription).queryByText('Playlist or portal link')).not.toBeInTheDocument();

    expect(within(subscription).queryByText(ACCESS_PASSWORD)).not.toBeInTheDocument();
    expect(within(subscription).getByText('Password hidden')).toBeInTheDocument();
    await user.click(within(subscription).getByRole('button', { name: 'Show password' }));
    expect(within(subscription).getByText(ACCESS_PASSWORD)).toBeInTheDocument();
  });

  it('copies the password to the clipboard without showing it', async () => {
    fakeServer({ list: () => [mySubscription()] });
    const user = userEvent.setup();
    // After setup(): user-event puts its own clipboard on navigator, which this spies on.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderSection();
    const subscription = await card();

    await user.click(within(subscription).getByRole('button', { name: 'Copy password' }));

    expect(writeText).toHaveBeenCalledWith(ACCESS_PASSWORD);
    expect(await within(subscription).findByText('Copied')).toBeInTheDocument();
    expect(within(subscription).queryByText(ACCESS_PASSWORD)).not.toBeInTheDocument();
  });

  it('shows every detail the connector gave, each with its copy button', async () => {
    fakeServer({
      list: () => [
        mySubscription({
          access: {
            username: 'sf-riley-4821',
            password: ACCESS_PASSWORD,
            serverUrl: null,
            portalUrl: 'http://line.example.tv/get.php?type=m3u',
            activationCode: '5521-8890',
            screens: 2,
          },
        }),
      ],
    });
    renderSection();
    const subscription = await card();
    expect(within(subscription).getByText('5521-8890')).toBeInTheDocument();
    expect(
      within(subscription).getByRole('button', { name: 'Copy activation code' }),
    ).toBeVisible();
    expect(
      within(subscription).getByRole('button', { name: 'Copy playlist or portal link' }),
    ).toBeVisible();
    expect(within(subscription).queryByText('Server address')).not.toBeInTheDocument();
  });

  it('links each device family to its part of the setup guide, and Renew to the renew flow', async () => {
    fakeServer({ list: () => [mySubscription()] });
    renderSection();
    const subscription = await card();
    const watch = within(subscription).getByRole('region', { name: 'How to start watching' });
    for (const device of SETUP_GUIDE_DEVICES) {
      expect(within(watch).getByRole('link', { name: device.label })).toHaveAttribute(
        'href',
        `/setup-guide#${device.id}`,
      );
    }
    expect(within(subscription).getByRole('link', { name: 'Renew Sports Max' })).toHaveAttribute(
      'href',
      `/account/renew/${SUBSCRIPTION_ORDER_ID}`,
    );
  });

  it('says the access is being set up, asks again every 10 s, and announces it once ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let ready = false;
    const api = fakeServer({
      list: () => [
        ready ? mySubscription() : mySubscription({ access: null, provisioning: 'pending' }),
      ],
    });
    renderSection();
    const subscription = await card();
    const status = within(subscription).getByRole('status');
    expect(status).toHaveTextContent(ACCESS_MESSAGES.pending);
    expect(within(subscription).queryByText('Username')).not.toBeInTheDocument();
    // Nothing to reset before there is a password.
    expect(
      within(subscription).queryByRole('button', { name: 'Get a new password' }),
    ).not.toBeInTheDocument();

    ready = true;
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS);

    await waitFor(() => expect(status).toHaveTextContent(ACCESS_MESSAGES.ready));
    expect(within(subscription).getByText('sf-riley-4821')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/account/subscriptions')).toHaveLength(2);
  });

  it('says the team will set the access up when the connector gave up', async () => {
    fakeServer({ list: () => [mySubscription({ access: null, provisioning: 'failed' })] });
    renderSection();
    const subscription = await card();
    expect(within(subscription).getByRole('status')).toHaveTextContent(ACCESS_MESSAGES.failed);
  });

  it('says a suspended access is on hold, with a way to support, and offers no new password', async () => {
    fakeServer({ list: () => [mySubscription({ accessState: 'suspended', suspension: 'admin' })] });
    renderSection();
    const subscription = await card();
    expect(within(subscription).getByText('Suspended')).toBeInTheDocument();
    expect(within(subscription).getByText(/Your access is on hold/)).toBeInTheDocument();
    expect(within(subscription).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(
      within(subscription).queryByRole('button', { name: 'Get a new password' }),
    ).not.toBeInTheDocument();
  });

  it('says a subscription in its grace period keeps its login if renewed and paid in time', async () => {
    const graceEndsAt = '2026-12-05T12:00:00.000Z';
    fakeServer({
      list: () => [
        mySubscription({
          status: 'expired',
          daysLeft: 0,
          accessState: 'suspended',
          suspension: 'grace',
          graceEndsAt,
        }),
      ],
    });
    renderSection();
    const subscription = await card();
    expect(within(subscription).getByText('Suspended')).toBeInTheDocument();
    expect(
      within(subscription).getByText(
        `Renew and pay by ${formatDate(graceEndsAt)} to keep this login`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    // Not the admin's hold: support cannot lift it, a renewal does.
    expect(within(subscription).queryByRole('link', { name: 'Contact support' })).toBeNull();
    expect(within(subscription).getByRole('link', { name: 'Renew Sports Max' })).toBeVisible();
  });

  it('shows one card per subscription: the last day of one, the end of another', async () => {
    fakeServer({
      list: () => [
        mySubscription({ daysLeft: 1 }),
        mySubscription({
          orderId: '1b7f7d8e-2a4c-4e8e-9d1c-5f0a9d7e1a02',
          orderNumber: 'SF-000090',
          serviceName: 'Family',
          status: 'expired',
          daysLeft: 0,
          accessState: 'ended',
          access: null,
        }),
      ],
    });
    renderSection();
    const running = await card('Sports Max');
    expect(within(running).getByText('Last day')).toBeInTheDocument();
    const ended = screen.getByRole('article', { name: 'Family' });
    expect(within(ended).getAllByText('Ended')).toHaveLength(2);
    expect(within(ended).queryByText('Username')).not.toBeInTheDocument();
    expect(within(ended).getByRole('link', { name: 'Renew Family' })).toBeVisible();
  });

  it('gets a new password after confirming: the new one is shown, announced, and the focus stays', async () => {
    let current = mySubscription();
    const api = fakeServer({
      list: () => [current],
      reset: () => {
        current = mySubscription({
          access: { ...current.access!, password: NEW_ACCESS_PASSWORD },
          accessResetAt: new Date().toISOString(),
        });
        return dataAnswer(current);
      },
    });
    const user = userEvent.setup();
    renderSection();
    const subscription = await card();

    await user.click(within(subscription).getByRole('button', { name: 'Get a new password' }));
    const dialog = screen.getByRole('dialog', { name: 'Get a new password?' });
    expect(dialog).toHaveAccessibleDescription(/stops working at once on every device/);
    await user.click(within(dialog).getByRole('button', { name: 'Get a new password' }));

    expect(await screen.findByText(NEW_PASSWORD_READY)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === RESET_PATH)).toHaveLength(1);
    expect(within(subscription).getByRole('button', { name: 'Get a new password' })).toHaveFocus();

    await user.click(within(subscription).getByRole('button', { name: 'Show password' }));
    expect(within(subscription).getByText(NEW_ACCESS_PASSWORD)).toBeInTheDocument();
    expect(within(subscription).queryByText(ACCESS_PASSWORD)).not.toBeInTheDocument();
  });

  it('shows the server’s words when the hourly allowance is used up, keeping the password', async () => {
    const refusal = 'You asked for a new password 3 times this hour. Try again in 40 minutes.';
    fakeServer({
      list: () => [mySubscription()],
      reset: () =>
        jsonResponse(429, { success: false, message: refusal }, { 'retry-after': '2400' }),
    });
    const user = userEvent.setup();
    renderSection();
    const subscription = await card();

    await user.click(within(subscription).getByRole('button', { name: 'Get a new password' }));
    const dialog = screen.getByRole('dialog', { name: 'Get a new password?' });
    await user.click(within(dialog).getByRole('button', { name: 'Get a new password' }));

    expect(await within(subscription).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByText(NEW_PASSWORD_READY)).not.toBeInTheDocument();
    expect(within(subscription).getByRole('button', { name: 'Get a new password' })).toHaveFocus();
    await user.click(within(subscription).getByRole('button', { name: 'Show password' }));
    expect(within(subscription).getByText(ACCESS_PASSWORD)).toBeInTheDocument();
  });

  it('says there is no subscription yet, with a way to the packages', async () => {
    fakeServer({ list: () => [] });
    renderSection();
    expect(await screen.findByText(NO_SUBSCRIPTION, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a package' })).toHaveAttribute(
      'href',
      '/packages',
    );
  });

  it('shows a free trial by its hours, with one click to order the package', async () => {
    const now = Date.now();
    fakeServer({
      list: () => [
        mySubscription({
          trial: true,
          periodMonths: 0,
          startsAt: new Date(now - 19 * 3_600_000).toISOString(),
          expiresAt: new Date(now + 5 * 3_600_000 - 60_000).toISOString(),
          daysLeft: 1,
        }),
      ],
    });
    renderSection();
    const trial = await card(/^Sports Max/);
    expect(within(trial).getByText('Free trial')).toBeVisible();
    expect(within(trial).getByText('5 hours left')).toBeInTheDocument();
    expect(within(trial).getByText('sf-riley-4821')).toBeInTheDocument();
    expect(within(trial).getByRole('link', { name: 'Order Sports Max' })).toHaveAttribute(
      'href',
      `/account/renew/${SUBSCRIPTION_ORDER_ID}`,
    );
    expect(within(trial).queryByRole('link', { name: /Renew/ })).not.toBeInTheDocument();
  });

  it('says an ended trial took its access with it, and the login comes back with an order', async () => {
    fakeServer({
      list: () => [
        mySubscription({
          trial: true,
          status: 'expired',
          accessState: 'ended',
          access: null,
          daysLeft: 0,
          expiresAt: new Date(Date.now() - 3_600_000).toISOString(),
        }),
      ],
    });
    renderSection();
    const trial = await card(/^Sports Max/);
    expect(within(trial).getByText('Free trial')).toBeVisible();
    expect(
      within(trial).getByText(
        'This free trial has ended, and its access with it. Order the package to watch again with the same login.',
      ),
    ).toBeInTheDocument();
    expect(within(trial).getByRole('link', { name: 'Order Sports Max' })).toBeVisible();
  });
});
