import type { Notification } from '@streamfront/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory, flushSocketCreation } from '../testing/fake-live-socket';
import { openLiveConnection, type LiveHandlers, type LiveUser } from './live-connection';

const ADMIN: LiveUser = {
  id: '5b1f6a36-6d7e-4b0c-9a41-0c7b1f7e2a10',
  role: 'admin',
  token: 'admin-token',
};
const CUSTOMER: LiveUser = { id: 'c-1', role: 'user', token: 'customer-token' };

const notification: Notification = {
  _id: 'n-1',
  id: 'n-1',
  type: 'order',
  title: 'New order',
  message: 'Order #42 is waiting',
  read: false,
  link: '/admin/orders',
  createdAt: '2026-05-01T10:00:00.000Z',
};

function handlers() {
  return {
    onNew: vi.fn(),
    onRead: vi.fn(),
    onChanged: vi.fn(),
    onResync: vi.fn(),
    onRecordChanged: vi.fn(),
  } satisfies LiveHandlers;
}

async function open(user: LiveUser, token: string | null = user.token) {
  const factory = fakeSocketFactory();
  const on = handlers();
  const connection = openLiveConnection({
    user,
    createSocket: factory.create,
    handlers: on,
    readToken: () => token,
  });
  await flushSocketCreation();
  return { connection, socket: factory.last(), factory, on };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('connection options (spec §9 live reconnect)', () => {
  it('opens /socket.io with 10 attempts, 1–5 s delays, a 20 s timeout, WebSocket first', async () => {
    const { socket } = await open(ADMIN);
    expect(socket.options).toMatchObject({
      path: '/socket.io',
      reconnection: true,
      reconnectionAttempts: 10,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20_000,
      transports: ['websocket', 'polling'],
    });
  });

  it('sends the token in the handshake auth, read again for every reconnection', async () => {
    let token: string | null = 'first-token';
    const factory = fakeSocketFactory();
    openLiveConnection({
      user: ADMIN,
      createSocket: factory.create,
      handlers: handlers(),
      readToken: () => token,
    });
    await flushSocketCreation();
    const socket = factory.last();
    expect(socket.handshakeAuth()).toEqual({ token: 'first-token' });
    token = 'second-token';
    expect(socket.handshakeAuth()).toEqual({ token: 'second-token' });
    token = null;
    expect(socket.handshakeAuth()).toEqual({});
    expect(JSON.stringify(socket.options)).not.toContain('query');
  });

  it('switches the transport order to polling, then websocket, after a connection error', async () => {
    const { socket, connection } = await open(ADMIN);
    expect(socket.io.opts.transports).toEqual(['websocket', 'polling']);

    socket.connectionFails();

    expect(socket.io.opts.transports).toEqual(['polling', 'websocket']);
    expect(connection.getState()).toBe('reconnecting');
  });
});

describe('states (spec §4)', () => {
  it('connecting → connected → reconnecting → connected → disconnected', async () => {
    const { socket, connection } = await open(CUSTOMER);
    const seen: string[] = [connection.getState()];
    connection.subscribe(() => seen.push(connection.getState()));

    socket.serverAccepts();
    socket.drop();
    socket.io.fire('reconnect_attempt', 1);
    socket.serverAccepts();
    connection.close();

    expect(seen).toEqual(['connecting', 'connected', 'reconnecting', 'connected', 'disconnected']);
    expect(socket.disconnect).toHaveBeenCalledOnce();
  });

  it('is disconnected after the 10 attempts are used up', async () => {
    const { socket, connection } = await open(CUSTOMER);
    socket.connectionFails();
    socket.io.fire('reconnect_failed');
    expect(connection.getState()).toBe('disconnected');
  });

  it('a refused handshake ends in disconnected with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { socket, connection } = await open(CUSTOMER);
    socket.serverRefuses('Your session has expired. Please log in again.');
    expect(connection.getState()).toBe('disconnected');
    expect(warn).toHaveBeenCalledWith(
      'Live notifications: connection refused (Your session has expired. Please log in again.)',
    );
  });

  it('closing before socket.io-client has loaded still disconnects the socket', async () => {
    const factory = fakeSocketFactory();
    const connection = openLiveConnection({
      user: CUSTOMER,
      createSocket: factory.create,
      handlers: handlers(),
      readToken: () => 't',
    });
    connection.close();
    await flushSocketCreation();
    expect(factory.last().disconnect).toHaveBeenCalled();
  });

  it('a failure to load socket.io-client leaves it disconnected with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const connection = openLiveConnection({
      user: CUSTOMER,
      createSocket: () => Promise.reject(new Error('chunk failed')),
      handlers: handlers(),
      readToken: () => 't',
    });
    await flushSocketCreation();
    expect(connection.getState()).toBe('disconnected');
    expect(warn).toHaveBeenCalled();
  });
});

describe('admin subscription and the notification retry (spec §6, §9)', () => {
  it('emits admin:subscribe with the user id once connected, then again at +1 s and +3 s until confirmed', async () => {
    const { socket, on } = await open(ADMIN);
    socket.subscribeAnswer = null; // the server has not answered yet
    expect(socket.subscribes()).toEqual([]);

    socket.serverAccepts();
    expect(socket.subscribes()).toEqual([ADMIN.id]);
    expect(on.onResync).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(999);
    expect(socket.subscribes()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.subscribes()).toEqual([ADMIN.id, ADMIN.id]);
    expect(on.onResync).toHaveBeenLastCalledWith('subscribe-retry');

    await vi.advanceTimersByTimeAsync(1999);
    expect(socket.subscribes()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.subscribes()).toEqual([ADMIN.id, ADMIN.id, ADMIN.id]);
    expect(on.onResync).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.subscribes()).toHaveLength(3);
    expect(on.onResync).toHaveBeenCalledTimes(2);
  });

  it('once the server confirms, the retries only refetch the inbox', async () => {
    const { socket, connection, on } = await open(ADMIN);
    socket.serverAccepts();
    expect(connection.isAdminSubscribed()).toBe(true);

    await vi.advanceTimersByTimeAsync(3000);

    expect(socket.subscribes()).toEqual([ADMIN.id]);
    expect(on.onResync.mock.calls).toEqual([['subscribe-retry'], ['subscribe-retry']]);
  });

  it('a refusal is logged once as a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { socket } = await open(ADMIN);
    socket.subscribeAnswer = { ok: false, message: 'Admin access required' };
    socket.serverAccepts();
    await vi.advanceTimersByTimeAsync(3000);
    expect(socket.subscribes()).toHaveLength(3);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a customer never emits admin:subscribe', async () => {
    const { socket } = await open(CUSTOMER);
    socket.serverAccepts();
    await vi.advanceTimersByTimeAsync(5000);
    expect(socket.subscribes()).toEqual([]);
  });

  it('a disconnect cancels pending retries', async () => {
    const { socket, on } = await open(ADMIN);
    socket.subscribeAnswer = null;
    socket.serverAccepts();
    socket.drop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(socket.subscribes()).toHaveLength(1);
    expect(on.onResync).not.toHaveBeenCalled();
  });
});

describe('nothing is missed across a disconnect (issue 4)', () => {
  it('a reconnection refetches at once, and an admin subscribes again with the retries', async () => {
    const { socket, on } = await open(ADMIN);
    socket.serverAccepts();
    await vi.advanceTimersByTimeAsync(3000);
    on.onResync.mockClear();

    socket.drop();
    socket.serverAccepts();

    expect(on.onResync).toHaveBeenCalledExactlyOnceWith('reconnected');
    expect(socket.subscribes()).toEqual([ADMIN.id, ADMIN.id]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(on.onResync).toHaveBeenCalledTimes(3);
  });

  it('a customer refetches on the first connection and on every reconnection', async () => {
    const { socket, on } = await open(CUSTOMER);
    socket.serverAccepts();
    socket.drop();
    socket.serverAccepts();
    expect(on.onResync.mock.calls).toEqual([['connected'], ['reconnected']]);
  });
});

describe('events', () => {
  it('hands new notifications to the handlers with their channel', async () => {
    const { socket, on } = await open(ADMIN);
    socket.serverAccepts();
    socket.serverSends('admin:notification:new', notification);
    socket.serverSends('notification:new', { ...notification, _id: 'n-2' });
    expect(on.onNew.mock.calls).toEqual([
      [notification, 'admin'],
      [{ ...notification, _id: 'n-2' }, 'customer'],
    ]);
  });

  it('read, updated and deleted reach the handlers; malformed payloads only refetch', async () => {
    const { socket, on } = await open(ADMIN);
    socket.serverSends('admin:notification:read', { notificationId: 'n-1', unreadCount: 2 });
    socket.serverSends('admin:notification:updated', { notificationId: null, unreadCount: 0 });
    socket.serverSends('notification:deleted', { notificationId: 'n-1', unreadCount: 1 });
    socket.serverSends('admin:notification:read', { notificationId: 42 });
    socket.serverSends('admin:notification:new', { title: 'no id' });

    expect(on.onRead).toHaveBeenCalledExactlyOnceWith({ notificationId: 'n-1', unreadCount: 2 });
    expect(on.onChanged.mock.calls).toEqual([
      ['updated', { notificationId: null, unreadCount: 0 }],
      ['deleted', { notificationId: 'n-1', unreadCount: 1 }],
      ['updated', null],
    ]);
    expect(on.onNew).not.toHaveBeenCalled();
  });

  it("another admin's change to a record reaches the handlers; an unknown record is ignored", async () => {
    const { socket, on } = await open(ADMIN);
    const id = '6a1f0c7e-8f0b-4c55-9d7e-2b1f3a4c5d6e';
    socket.serverSends('admin:record:changed', { record: 'query', id });
    socket.serverSends('admin:record:changed', { record: 'password', id });
    expect(on.onRecordChanged).toHaveBeenCalledExactlyOnceWith({ record: 'query', id });
  });
});
