import type { Notification } from '@streamfront/contract';
import { jsonResponse, stubFetch } from '@/testing/http';

export const ADMIN_USER = { id: '11111111-1111-4111-8111-111111111111', role: 'admin' };
export const CUSTOMER_USER = { id: '22222222-2222-4222-8222-222222222222', role: 'user' };

/** Signs `user` in the way the live channel reads it (spec §3 stored user with a token). */
export function storeSignedIn(user: { id: string; role: string }, token = `${user.role}-token`) {
  localStorage.setItem('token', token);
  localStorage.setItem(
    'user',
    JSON.stringify({ ...user, _id: user.id, email: 'x@example.com', token }),
  );
}

let counter = 0;
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  const id = overrides._id ?? `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    type: 'info',
    title: `Notification ${counter}`,
    message: `Message ${counter}`,
    read: false,
    link: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export interface FakeApiOptions {
  /** Answer for any notifications call instead of the fake store (e.g. 401, 404). */
  failWith?: number;
  /** A count the server reports regardless of the list (to check the badge's floor). */
  countOverride?: number;
}

/**
 * The notification endpoints of spec §7 over an in-memory list, at the `fetch` boundary.
 * `calls` lists "METHOD /path" for every request.
 */
export function fakeNotificationsApi(initial: Notification[], options: FakeApiOptions = {}) {
  let items = [...initial];
  const calls: string[] = [];
  const fetchMock = stubFetch((url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname;
    calls.push(`${method} ${path}`);
    if (options.failWith) {
      return jsonResponse(options.failWith, { success: false, message: 'Refused' });
    }
    const unread = () => items.filter((item) => !item.read).length;
    if (method === 'GET' && path === '/api/notifications') {
      return jsonResponse(200, {
        success: true,
        data: items,
        meta: { page: 1, pageSize: 20, total: items.length },
      });
    }
    if (method === 'GET' && path === '/api/notifications/unread-count') {
      return jsonResponse(200, {
        success: true,
        data: { count: options.countOverride ?? unread() },
      });
    }
    if (method === 'PATCH' && path === '/api/notifications/read-all') {
      const updated = unread();
      items = items.map((item) => ({ ...item, read: true }));
      return jsonResponse(200, { success: true, data: { updated } });
    }
    const readMatch = /^\/api\/notifications\/([^/]+)\/read$/.exec(path);
    if (method === 'PATCH' && readMatch) {
      const found = items.find((item) => item._id === readMatch[1]);
      if (!found) return jsonResponse(404, { success: false, message: 'Notification not found' });
      items = items.map((item) => (item === found ? { ...item, read: true } : item));
      return jsonResponse(200, { success: true, data: { ...found, read: true } });
    }
    if (method === 'DELETE' && path === '/api/notifications') {
      const deleted = items.length;
      items = [];
      return jsonResponse(200, { success: true, data: { deleted } });
    }
    const deleteMatch = /^\/api\/notifications\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && deleteMatch) {
      const id = deleteMatch[1]!;
      if (!items.some((item) => item._id === id)) {
        return jsonResponse(404, { success: false, message: 'Notification not found' });
      }
      items = items.filter((item) => item._id !== id);
      return jsonResponse(200, { success: true, data: { _id: id, id, deleted: true } });
    }
    return jsonResponse(404, { success: false, message: `No route ${method} ${path}` });
  });
  return {
    fetchMock,
    calls,
    items: () => items,
    /** The server side gains a notification (what a live event announces). */
    add(notification: Notification) {
      items = [notification, ...items];
    },
    count: (call: string) => calls.filter((c) => c === call).length,
  };
}
