import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveStore } from '../live/live-store';
import { resetNotificationToneForTests } from '../live/notification-tone';
import { fakeSocketFactory, flushSocketCreation } from '../testing/fake-live-socket';
import {
  ADMIN_USER,
  CUSTOMER_USER,
  fakeNotificationsApi,
  makeNotification,
  storeSignedIn,
} from '../testing/fake-notifications-api';
import { NotificationBell, type NotificationBellProps } from './notification-bell';

let sockets: ReturnType<typeof fakeSocketFactory>;

function renderBell(props: Partial<NotificationBellProps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (bellProps: Partial<NotificationBellProps>) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NotificationBell user={ADMIN_USER} viewAllHref="/admin/notifications" {...bellProps} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(ui(props));
  return {
    ...view,
    queryClient,
    rerenderWith: (next: Partial<NotificationBellProps>) => view.rerender(ui(next)),
  };
}

const bell = () => screen.findByTestId('notification-bell');
const badge = () => screen.queryByTestId('notification-badge');

async function openInbox() {
  await userEvent.click(await bell());
  return screen.findByRole('region', { name: 'Notification inbox' });
}

/** The live socket once it exists, connected and (for an admin) subscribed. */
async function connectedSocket() {
  await waitFor(() => expect(sockets.sockets.length).toBe(1));
  await flushSocketCreation();
  const socket = sockets.last();
  act(() => socket.serverAccepts());
  return socket;
}

beforeEach(() => {
  sockets = fakeSocketFactory();
  liveStore.configure({ createSocket: sockets.create, hostname: () => 'localhost' });
  // jsdom has no Web Audio; each test that cares installs its own.
  vi.stubGlobal('AudioContext', undefined);
});

afterEach(() => {
  liveStore.configure({});
  resetNotificationToneForTests();
});

describe('NotificationBell', () => {
  it('shows nothing, fetches nothing and opens no socket without a signed-in user', () => {
    const api = fakeNotificationsApi([]);
    renderBell({ user: null });
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(sockets.create).not.toHaveBeenCalled();
  });

  it('shows the unread count from the server', async () => {
    storeSignedIn(ADMIN_USER);
    fakeNotificationsApi([
      makeNotification(),
      makeNotification(),
      makeNotification({ read: true }),
    ]);
    renderBell();

    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    expect(await bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('never shows a count below 0', async () => {
    storeSignedIn(ADMIN_USER);
    const api = fakeNotificationsApi([], { countOverride: -3 });
    renderBell();
    await waitFor(() => expect(api.count('GET /api/notifications/unread-count')).toBe(1));
    expect(await bell()).toHaveAccessibleName('Notifications');
    expect(badge()).toBeNull();
  });

  it('lists the notifications with an icon per type, newest first', async () => {
    storeSignedIn(ADMIN_USER);
    fakeNotificationsApi([
      makeNotification({ type: 'order', title: 'Order placed' }),
      makeNotification({ type: 'something-new' as 'info', title: 'Mystery', read: true }),
    ]);
    renderBell();
    const inbox = await openInbox();

    const items = await within(inbox).findAllByTestId('notification-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Order placed'),
      expect.stringContaining('Mystery'),
    ]);
    expect(items[0]!.querySelector('svg')).toHaveAttribute('data-icon', 'order');
    expect(items[1]!.querySelector('svg')).toHaveAttribute('data-icon', 'bell');
    expect(within(items[0]!).getByText('Unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/admin/notifications',
    );
  });

  it('has an empty state', async () => {
    storeSignedIn(ADMIN_USER);
    fakeNotificationsApi([]);
    renderBell();
    const inbox = await openInbox();
    expect(await within(inbox).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(inbox).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(within(inbox).getByRole('button', { name: 'Delete all' })).toBeDisabled();
  });

  it("has an error state: 'Failed to fetch notifications'", async () => {
    storeSignedIn(ADMIN_USER);
    const api = fakeNotificationsApi([], { failWith: 404 });
    renderBell();
    const inbox = await openInbox();

    const alert = await within(inbox).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch notifications');
    expect(alert).toHaveTextContent('The requested resource was not found.');

    await userEvent.click(within(inbox).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.count('GET /api/notifications')).toBe(2));
  });

  it("says 'Authentication required' without a token, calls nothing, and warns that live is off", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeNotificationsApi([]);
    renderBell();
    const inbox = await openInbox();

    expect(await within(inbox).findByRole('alert')).toHaveTextContent('Authentication required');
    expect(within(inbox).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(sockets.create).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      'Live notifications need a stored user with a token; not connecting.',
    );
  });

  it('a 401 tells the app to clear its session user (and the client clears storage)', async () => {
    storeSignedIn(CUSTOMER_USER);
    fakeNotificationsApi([], { failWith: 401 });
    const onSessionExpired = vi.fn();
    renderBell({ user: CUSTOMER_USER, onSessionExpired });

    await waitFor(() => expect(onSessionExpired).toHaveBeenCalled());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('managing the inbox', () => {
  it('marks one read: the badge falls, the server is told, focus stays on the notification', async () => {
    storeSignedIn(ADMIN_USER);
    const a = makeNotification({ title: 'First' });
    const api = fakeNotificationsApi([a, makeNotification({ title: 'Second' })]);
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    const inbox = await openInbox();

    await userEvent.click(
      await within(inbox).findByRole('button', { name: 'Mark as read: First' }),
    );

    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(api.calls).toContain(`PATCH /api/notifications/${a._id}/read`);
    expect(within(inbox).queryByRole('button', { name: 'Mark as read: First' })).toBeNull();
    // The pressed button went away: focus is on the notification it acted on.
    expect(document.activeElement).toBe(
      within(within(inbox).getAllByTestId('notification-item')[0]!).getAllByRole('button')[0],
    );
  });

  it('marks all read: the badge goes away, focus goes to the heading', async () => {
    storeSignedIn(ADMIN_USER);
    const api = fakeNotificationsApi([makeNotification(), makeNotification()]);
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    const inbox = await openInbox();
    await within(inbox).findAllByTestId('notification-item');

    await userEvent.click(within(inbox).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(badge()).toBeNull());
    expect(api.calls).toContain('PATCH /api/notifications/read-all');
    expect(
      within(inbox)
        .getAllByTestId('notification-item')
        .map((item) => item.dataset.read),
    ).toEqual(['true', 'true']);
    // Nothing left to mark, so the button is off: focus waits on the list's heading.
    expect(within(inbox).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
  });

  it('deletes one, focus on to the next', async () => {
    storeSignedIn(ADMIN_USER);
    const gone = makeNotification({ title: 'Gone soon', read: true });
    const api = fakeNotificationsApi([gone, makeNotification({ title: 'Stays' })]);
    renderBell();
    const inbox = await openInbox();

    await userEvent.click(await within(inbox).findByRole('button', { name: 'Delete: Gone soon' }));

    await waitFor(() => expect(within(inbox).queryByText('Gone soon')).toBeNull());
    expect(within(inbox).getByText('Stays')).toBeInTheDocument();
    expect(api.calls).toContain(`DELETE /api/notifications/${gone._id}`);
    // Focus moves on to the next notification, where the deleted one was.
    expect(document.activeElement).toHaveTextContent('Stays');
    expect(document.activeElement?.tagName).toBe('BUTTON');
  });

  it('deletes all after a confirmation; focus never falls to the page', async () => {
    storeSignedIn(ADMIN_USER);
    const api = fakeNotificationsApi([makeNotification(), makeNotification()]);
    renderBell();
    const inbox = await openInbox();
    await within(inbox).findAllByTestId('notification-item');

    await userEvent.click(within(inbox).getByRole('button', { name: 'Delete all' }));
    await userEvent.click(within(inbox).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).not.toContain('DELETE /api/notifications');
    expect(within(inbox).getByRole('button', { name: 'Delete all' })).toHaveFocus();

    await userEvent.click(within(inbox).getByRole('button', { name: 'Delete all' }));
    await userEvent.click(within(inbox).getByRole('button', { name: 'Yes, delete all' }));

    expect(await within(inbox).findByText('No notifications yet')).toBeInTheDocument();
    expect(api.calls).toContain('DELETE /api/notifications');
    expect(within(inbox).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    await waitFor(() => expect(badge()).toBeNull());
  });

  it('a failed change is undone and reconciled with the server', async () => {
    storeSignedIn(ADMIN_USER);
    const ghost = makeNotification({ title: 'Already gone' });
    const api = fakeNotificationsApi([ghost]);
    renderBell();
    const inbox = await openInbox();
    await within(inbox).findByText('Already gone');
    // Deleted in another tab meanwhile: the server answers 404 to this tab's read.
    api.items().splice(0);

    await userEvent.click(
      within(inbox).getByRole('button', { name: 'Mark as read: Already gone' }),
    );

    expect(await within(inbox).findByText('No notifications yet')).toBeInTheDocument();
    await waitFor(() => expect(badge()).toBeNull());
  });

  it('opening one shows it in the pop-up card and marks it read; Close dismisses the card', async () => {
    storeSignedIn(ADMIN_USER);
    const order = makeNotification({
      type: 'order',
      title: 'Order #42',
      message: 'Paid by Ada, 2 devices.',
      link: '/admin/orders',
    });
    const api = fakeNotificationsApi([order]);
    renderBell();
    const inbox = await openInbox();

    await userEvent.click(await within(inbox).findByText('Order #42'));

    const card = await screen.findByRole('dialog', { name: 'Order #42' });
    expect(card).toHaveTextContent('Paid by Ada, 2 devices.');
    expect(within(card).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    await waitFor(() => expect(api.calls).toContain(`PATCH /api/notifications/${order._id}/read`));

    await userEvent.click(within(card).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog', { name: 'Order #42' })).toBeNull();
    // The list stays open under the card.
    expect(screen.getByRole('region', { name: 'Notification inbox' })).toBeInTheDocument();
  });
});

describe('live updates', () => {
  it('admin:notification:new: a toast with its title and message, the tone, and the badge rises', async () => {
    storeSignedIn(ADMIN_USER);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeNotificationsApi([]);
    renderBell();
    const socket = await connectedSocket();
    await waitFor(() => expect(api.count('GET /api/notifications/unread-count')).toBe(1));
    expect(socket.subscribes()).toEqual([ADMIN_USER.id]);

    const fresh = makeNotification({ type: 'contact', title: 'New message', message: 'From Bo' });
    api.add(fresh);
    act(() => socket.serverSends('admin:notification:new', fresh));

    expect(await screen.findByText('New message')).toBeInTheDocument();
    expect(screen.getByText('From Bo')).toBeInTheDocument();
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    // jsdom has no Web Audio: the tone fails, and that is only a warning.
    expect(warn).toHaveBeenCalledWith('Could not play the notification sound:', expect.any(Error));
  });

  it('the toast stays 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSignedIn(ADMIN_USER);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeNotificationsApi([]);
    renderBell();
    const socket = await connectedSocket();

    act(() =>
      socket.serverSends('admin:notification:new', makeNotification({ title: 'Five seconds' })),
    );
    expect(await screen.findByText('Five seconds')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(4800));
    expect(screen.getByText('Five seconds')).toBeInTheDocument();
    // Past 5 s the toast is dismissed; react-hot-toast removes it after its 1 s exit.
    await act(() => vi.advanceTimersByTimeAsync(1400));
    await waitFor(() => expect(screen.queryByText('Five seconds')).toBeNull());
  });

  it('plays the 880 → 440 Hz tone when Web Audio is there', async () => {
    storeSignedIn(ADMIN_USER);
    const createOscillator = vi.fn(() => ({
      type: '',
      frequency: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: (node: unknown) => node,
      start: vi.fn(),
      stop: vi.fn(),
    }));
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'running';
        currentTime = 0;
        destination = {};
        createOscillator = createOscillator;
        createGain = () => ({
          gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
          connect: (node: unknown) => node,
        });
      },
    );
    fakeNotificationsApi([]);
    renderBell();
    const socket = await connectedSocket();

    act(() => socket.serverSends('admin:notification:new', makeNotification()));

    expect(createOscillator).toHaveBeenCalledOnce();
    const oscillator = createOscillator.mock.results[0]!.value;
    expect(oscillator.type).toBe('sine');
    expect(oscillator.frequency.setValueAtTime).toHaveBeenCalledWith(880, 0);
    expect(oscillator.frequency.exponentialRampToValueAtTime).toHaveBeenCalledWith(440, 0.5);
  });

  it.each([
    ['admin:notification:read', { notificationId: 'x', unreadCount: 0 }],
    ['admin:notification:updated', { notificationId: null, unreadCount: 0 }],
    ['admin:notification:deleted', { notificationId: 'x', unreadCount: 0 }],
  ])('%s refetches the count and the inbox', async (event, payload) => {
    storeSignedIn(ADMIN_USER);
    const api = fakeNotificationsApi([makeNotification()]);
    renderBell();
    await openInbox();
    const socket = await connectedSocket();
    await waitFor(() => expect(api.count('GET /api/notifications')).toBe(1));
    const countCalls = api.count('GET /api/notifications/unread-count');

    act(() => socket.serverSends(event, payload));

    await waitFor(() => expect(api.count('GET /api/notifications')).toBe(2));
    await waitFor(() =>
      expect(api.count('GET /api/notifications/unread-count')).toBe(countCalls + 1),
    );
  });

  it('a customer bell follows notification:new and refetches after a reconnect', async () => {
    storeSignedIn(CUSTOMER_USER);
    const api = fakeNotificationsApi([]);
    renderBell({ user: CUSTOMER_USER, viewAllHref: undefined });
    const socket = await connectedSocket();
    expect(socket.subscribes()).toEqual([]);
    await waitFor(() =>
      expect(api.count('GET /api/notifications/unread-count')).toBeGreaterThan(0),
    );

    const mine = makeNotification({ title: 'Your order is active' });
    act(() => socket.serverSends('notification:new', mine));
    await waitFor(() => expect(badge()).toHaveTextContent('1'));

    // Away for a while: two more arrive meanwhile, and the reconnection brings them in.
    act(() => socket.drop());
    api.add(mine);
    api.add(makeNotification());
    api.add(makeNotification());
    const before = api.count('GET /api/notifications/unread-count');
    act(() => socket.serverAccepts());

    await waitFor(() =>
      expect(api.count('GET /api/notifications/unread-count')).toBeGreaterThan(before),
    );
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
  });

  it('signing out disconnects the live channel', async () => {
    storeSignedIn(ADMIN_USER);
    fakeNotificationsApi([]);
    const view = renderBell();
    const socket = await connectedSocket();

    localStorage.clear(); // what logout does first
    view.rerenderWith({ user: null });

    expect(socket.disconnect).toHaveBeenCalledOnce();
    expect(liveStore.getStatus().state).toBe('disconnected');
  });
});
