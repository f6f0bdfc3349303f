import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory, flushSocketCreation } from '../testing/fake-live-socket';
import { isServerlessHost, RELEASE_GRACE_MS, SERVERLESS_HOST_SUFFIXES } from './live-config';
import type { LiveHandlers, LiveUser } from './live-connection';
import { createLiveStore, type LiveStoreDeps } from './live-store';

const ADMIN: LiveUser = { id: 'a-1', role: 'admin', token: 'admin-token' };

const noHandlers: LiveHandlers = {
  onNew: () => undefined,
  onRead: () => undefined,
  onChanged: () => undefined,
  onResync: () => undefined,
  onRecordChanged: () => undefined,
};

function setup(overrides: Partial<LiveStoreDeps> = {}) {
  const factory = fakeSocketFactory();
  let user: LiveUser | null = ADMIN;
  let token: string | null = ADMIN.token;
  const store = createLiveStore({
    createSocket: factory.create,
    hostname: () => 'streamfront.example',
    readUser: () => user,
    readToken: () => token,
    ...overrides,
  });
  return {
    store,
    factory,
    signOut() {
      user = null;
      token = null;
    },
    signInAs(next: LiveUser) {
      user = next;
      token = next.token;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('when there is no connection (spec §4)', () => {
  it('no stored user with a token: no connection, and a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, factory } = setup({ readUser: () => null });

    store.acquire(noHandlers);

    expect(factory.create).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      'Live notifications need a stored user with a token; not connecting.',
    );
    expect(store.getStatus()).toEqual({
      state: 'disconnected',
      subscribed: false,
      off: 'no-stored-token',
    });
  });

  it.each([
    'streamfront.vercel.app',
    'preview-123.streamfront.netlify.app',
    'streamfront.pages.dev',
    'api.example.workers.dev',
    'STREAMFRONT.WEB.APP',
    'vercel.app',
  ])('is disabled on the serverless host %s', (hostname) => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { store, factory } = setup({ hostname: () => hostname });
    store.acquire(noHandlers);
    expect(factory.create).not.toHaveBeenCalled();
    expect(store.getStatus().off).toBe('serverless-host');
  });

  it('knows the serverless hosts by suffix only', () => {
    for (const suffix of SERVERLESS_HOST_SUFFIXES)
      expect(isServerlessHost(`x.${suffix}`)).toBe(true);
    expect(isServerlessHost('streamfront.example')).toBe(false);
    expect(isServerlessHost('myvercel.app.example.com')).toBe(false);
    expect(isServerlessHost('notvercel.app')).toBe(false);
    expect(isServerlessHost('localhost')).toBe(false);
  });
});

describe('one connection per tab', () => {
  it('every holder shares one socket', async () => {
    const { store, factory } = setup();
    const releaseBell = store.acquire(noHandlers);
    const releasePage = store.acquire(noHandlers);
    await flushSocketCreation();

    expect(factory.create).toHaveBeenCalledOnce();
    releaseBell();
    releasePage();
  });

  it('publishes the connection state', async () => {
    const { store, factory } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.acquire(noHandlers);
    await flushSocketCreation();
    expect(store.getStatus().state).toBe('connecting');

    factory.last().serverAccepts();

    expect(store.getStatus()).toEqual({ state: 'connected', subscribed: true, off: null });
    expect(listener).toHaveBeenCalled();
  });

  it('signing out disconnects at once when the last holder lets go', async () => {
    const { store, factory, signOut } = setup();
    const release = store.acquire(noHandlers);
    await flushSocketCreation();
    factory.last().serverAccepts();

    signOut();
    release();

    expect(factory.last().disconnect).toHaveBeenCalledOnce();
    expect(store.getStatus().state).toBe('disconnected');
  });

  it('still signed in, it waits a grace period for the next bell before disconnecting', async () => {
    const { store, factory } = setup();
    const releaseNavbarBell = store.acquire(noHandlers);
    await flushSocketCreation();
    releaseNavbarBell();

    await vi.advanceTimersByTimeAsync(RELEASE_GRACE_MS - 1);
    const releaseAdminBell = store.acquire(noHandlers);
    await vi.advanceTimersByTimeAsync(RELEASE_GRACE_MS * 2);
    expect(factory.create).toHaveBeenCalledOnce();
    expect(factory.last().disconnect).not.toHaveBeenCalled();

    releaseAdminBell();
    await vi.advanceTimersByTimeAsync(RELEASE_GRACE_MS);
    expect(factory.last().disconnect).toHaveBeenCalledOnce();
  });

  it('another user signing in gets a connection of their own', async () => {
    const { store, factory, signInAs } = setup();
    store.acquire(noHandlers);
    await flushSocketCreation();
    const first = factory.last();

    signInAs({ id: 'a-2', role: 'admin', token: 'other-token' });
    store.acquire(noHandlers);
    await flushSocketCreation();

    expect(first.disconnect).toHaveBeenCalledOnce();
    expect(factory.create).toHaveBeenCalledTimes(2);
    expect(factory.last().handshakeAuth()).toEqual({ token: 'other-token' });
  });

  it('events go to the holder that registered last', async () => {
    const { store, factory } = setup();
    const first = { ...noHandlers, onResync: vi.fn() };
    const second = { ...noHandlers, onResync: vi.fn() };
    store.acquire(first);
    store.acquire(second);
    await flushSocketCreation();
    factory.last().serverAccepts();
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.onResync).not.toHaveBeenCalled();
    expect(second.onResync).toHaveBeenCalledWith('subscribe-retry');
  });
});
