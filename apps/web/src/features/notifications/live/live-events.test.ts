import type { Notification } from '@streamfront/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxData } from '../api/inbox-cache';
import { notificationsKeys } from '../api/notifications-keys';
import { createLiveHandlers } from './live-events';

const make = (id: string, read = false): Notification => ({
  _id: id,
  id,
  type: 'contact',
  title: `Title ${id}`,
  message: `Message ${id}`,
  read,
  link: null,
  createdAt: '2026-05-01T10:00:00.000Z',
});

function inbox(items: Notification[]): InboxData {
  return { pages: [{ items, page: 1, pageSize: 20, total: items.length }], pageParams: [1] };
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const effects = { showToast: vi.fn(), playTone: vi.fn() };
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const handlers = createLiveHandlers(queryClient, effects);
  const count = () => queryClient.getQueryData<number>(notificationsKeys.unreadCount);
  const items = () => queryClient.getQueryData<InboxData>(notificationsKeys.inbox)?.pages[0]?.items;
  const refetched = () =>
    invalidate.mock.calls.map(([filters]) => (filters?.queryKey ?? []).join('/')).sort();
  return { queryClient, effects, handlers, count, items, invalidate, refetched };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a new notification', () => {
  it('on the admin channel: toast, tone, the item on top, the badge up one', () => {
    const { queryClient, effects, handlers, count, items } = setup();
    queryClient.setQueryData(notificationsKeys.unreadCount, 1);
    queryClient.setQueryData(notificationsKeys.inbox, inbox([make('old')]));

    handlers.onNew(make('new'), 'admin');

    expect(effects.showToast).toHaveBeenCalledExactlyOnceWith(make('new'));
    expect(effects.playTone).toHaveBeenCalledOnce();
    expect(count()).toBe(2);
    expect(items()?.map((n) => n._id)).toEqual(['new', 'old']);
  });

  it('on the admin channel, a new order refreshes the orders, the renewals and the dashboard at once', () => {
    const { handlers, refetched } = setup();
    handlers.onNew({ ...make('o'), type: 'order' }, 'admin');
    expect(refetched()).toEqual(['admin-dashboard', 'admin-orders', 'admin-renewals']);
  });

  it('on the admin channel, a question refreshes the queries inbox and the dashboard’s counts', () => {
    const { handlers, refetched } = setup();
    handlers.onNew({ ...make('q'), type: 'query' }, 'admin');
    expect(refetched()).toEqual(['admin-dashboard', 'admin-queries']);
  });

  it('a VOD request and a content report refresh their own lists', () => {
    const { handlers, refetched } = setup();
    handlers.onNew({ ...make('v'), type: 'vod_request' }, 'admin');
    handlers.onNew({ ...make('r'), type: 'content_report' }, 'admin');
    expect(refetched()).toEqual([
      'admin-content-reports',
      'admin-dashboard',
      'admin-dashboard',
      'admin-vod-requests',
    ]);
  });

  it("another admin's change to a record refreshes that record's lists", () => {
    const { handlers, refetched } = setup();
    handlers.onRecordChanged({ record: 'event', id: 'e-1' });
    expect(refetched()).toEqual(['admin-events']);
  });

  it('on the customer channel: a toast and the badge, no tone', () => {
    const { queryClient, effects, handlers, count } = setup();
    queryClient.setQueryData(notificationsKeys.unreadCount, 0);
    handlers.onNew(make('n'), 'customer');
    expect(effects.showToast).toHaveBeenCalledOnce();
    expect(effects.playTone).not.toHaveBeenCalled();
    expect(count()).toBe(1);
  });

  it('the same notification twice counts once', () => {
    const { queryClient, handlers, count } = setup();
    queryClient.setQueryData(notificationsKeys.unreadCount, 0);
    queryClient.setQueryData(notificationsKeys.inbox, inbox([]));
    handlers.onNew(make('n'), 'admin');
    handlers.onNew(make('n'), 'admin');
    expect(count()).toBe(1);
  });

  it('is reconciled with the server shortly after (one refetch for a burst)', async () => {
    const { handlers, refetched } = setup();
    handlers.onNew(make('a'), 'admin');
    handlers.onNew(make('b'), 'admin');
    // A contact message refreshes the inbox and the dashboard at once.
    expect(refetched()).toEqual([
      'admin-dashboard',
      'admin-dashboard',
      'admin-queries',
      'admin-queries',
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refetched()).toEqual([
      'admin-dashboard',
      'admin-dashboard',
      'admin-queries',
      'admin-queries',
      'notifications/inbox',
      'notifications/unread-count',
    ]);
  });
});

describe('read, updated, deleted (spec §7): each refetches the inbox and the count', () => {
  it('read: the item shows read and the count is the server’s', () => {
    const { queryClient, handlers, count, items, refetched } = setup();
    queryClient.setQueryData(notificationsKeys.unreadCount, 2);
    queryClient.setQueryData(notificationsKeys.inbox, inbox([make('a'), make('b')]));

    handlers.onRead({ notificationId: 'a', unreadCount: 1 });

    expect(count()).toBe(1);
    expect(items()?.map((n) => n.read)).toEqual([true, false]);
    expect(refetched()).toEqual(['notifications/inbox', 'notifications/unread-count']);
  });

  it.each(['updated', 'deleted'] as const)('%s', (kind) => {
    const { queryClient, handlers, count, refetched } = setup();
    queryClient.setQueryData(notificationsKeys.unreadCount, 3);
    handlers.onChanged(kind, { notificationId: null, unreadCount: 0 });
    expect(count()).toBe(0);
    expect(refetched()).toEqual(['notifications/inbox', 'notifications/unread-count']);
  });

  it('a resync (reconnect, subscribe retry) refetches both', () => {
    const { handlers, refetched } = setup();
    handlers.onResync('reconnected');
    expect(refetched()).toEqual(['notifications/inbox', 'notifications/unread-count']);
  });
});

describe('the badge never goes below 0 (spec §4)', () => {
  it('whatever count an event carries', () => {
    const { queryClient, handlers, count } = setup();
    queryClient.setQueryData(notificationsKeys.unreadCount, 0);
    handlers.onRead({ notificationId: 'x', unreadCount: -4 });
    expect(count()).toBe(0);
    handlers.onChanged('deleted', { notificationId: 'x', unreadCount: -1 });
    expect(count()).toBe(0);
  });
});
