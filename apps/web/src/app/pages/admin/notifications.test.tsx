import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveStore } from '@/features/notifications/live/live-store';
import { fakeSocketFactory } from '@/features/notifications/testing/fake-live-socket';
import {
  ADMIN_USER,
  makeNotification,
  storeSignedIn,
} from '@/features/notifications/testing/fake-notifications-api';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderRoute } from '../../test-utils';

const USER_ID = '33333333-3333-4333-8333-333333333333';

const sentRecord = (body: Record<string, unknown>) => ({
  _id: '44444444-4444-4444-8444-444444444444',
  id: '44444444-4444-4444-8444-444444444444',
  audience: body.audience,
  recipient:
    body.audience === 'user' ? { id: USER_ID, name: 'Ada Viewer', email: 'ada@example.com' } : null,
  package: null,
  sender: { id: ADMIN_USER.id, name: 'Admin', email: 'admin@example.com' },
  type: body.type,
  title: body.title,
  message: body.message,
  link: body.link ?? null,
  recipientsCount: 1,
  createdAt: new Date().toISOString(),
});

/** Our server at the fetch boundary: validate, the admin's inbox, send and history. */
function stubServer({ inboxStatus = 200 } = {}) {
  const sent: unknown[] = [];
  const posted: unknown[] = [];
  const inbox = [makeNotification({ type: 'vod_request', title: 'Dune requested' })];
  const fetchMock = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/auth/validate') {
      return jsonResponse(200, {
        success: true,
        data: { ...ADMIN_USER, _id: ADMIN_USER.id, email: 'admin@example.com', name: 'Admin' },
      });
    }
    if (url.pathname.startsWith('/api/notifications') && inboxStatus !== 200) {
      return jsonResponse(inboxStatus, { success: false, message: 'Authentication required' });
    }
    if (url.pathname === '/api/notifications') {
      return jsonResponse(200, {
        success: true,
        data: inbox,
        meta: { page: 1, pageSize: 20, total: inbox.length },
      });
    }
    if (url.pathname === '/api/notifications/unread-count') {
      return jsonResponse(200, { success: true, data: { count: 1 } });
    }
    if (url.pathname === '/api/admin/notifications/recipients') {
      return jsonResponse(200, {
        success: true,
        data: [{ _id: USER_ID, id: USER_ID, name: 'Ada Viewer', email: 'ada@example.com' }],
      });
    }
    if (url.pathname === '/api/admin/notifications' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      const record = sentRecord(body);
      sent.unshift(record);
      return jsonResponse(201, { success: true, data: record });
    }
    if (url.pathname === '/api/admin/notifications') {
      return jsonResponse(200, {
        success: true,
        data: sent,
        meta: { page: 1, pageSize: 20, total: sent.length },
      });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  return { fetchMock, posted };
}

beforeEach(() => {
  liveStore.configure({ createSocket: fakeSocketFactory().create, hostname: () => 'localhost' });
  storeSignedIn(ADMIN_USER);
});

afterEach(() => {
  liveStore.configure({});
});

describe('/admin/notifications', () => {
  it('shows the inbox, the bell in the admin header, the send form and the sent list', async () => {
    stubServer();
    renderRoute('/admin/notifications');

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const inbox = screen.getByRole('region', { name: 'Notification inbox' });
    expect(await within(inbox).findByText('Dune requested')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Send a notification' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing has been sent yet.')).toBeInTheDocument();
  });

  it('sends to one customer found by email and lists what was sent', async () => {
    const { posted } = stubServer();
    renderRoute('/admin/notifications');
    const form = await screen.findByRole('form', { name: 'Send a notification' });

    await userEvent.selectOptions(within(form).getByLabelText('Audience'), 'user');
    await userEvent.type(within(form).getByLabelText('Customer'), 'ada@');
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Notify Ada Viewer (ada@example.com)' }),
    );
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'success');
    await userEvent.type(within(form).getByLabelText('Title'), 'Your title is ready');
    await userEvent.type(within(form).getByLabelText('Message'), 'Dune is now in the library.');
    await userEvent.type(within(form).getByLabelText('Link (optional)'), '/packages');
    await userEvent.click(within(form).getByRole('button', { name: 'Send notification' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      '“Your title is ready” was sent to 1 recipient.',
    );
    expect(posted).toEqual([
      {
        audience: 'user',
        userId: USER_ID,
        type: 'success',
        title: 'Your title is ready',
        message: 'Dune is now in the library.',
        link: '/packages',
      },
    ]);
    const sentList = await screen.findByRole('list', { name: 'Sent notifications' });
    expect(within(sentList).getByText('Your title is ready')).toBeInTheDocument();
    expect(within(sentList).getByText(/One customer \(Ada Viewer\)/)).toBeInTheDocument();
  });

  it('checks the form with the contract before sending', async () => {
    const { posted } = stubServer();
    renderRoute('/admin/notifications');
    const form = await screen.findByRole('form', { name: 'Send a notification' });

    await userEvent.selectOptions(within(form).getByLabelText('Audience'), 'user');
    await userEvent.click(within(form).getByRole('button', { name: 'Send notification' }));

    expect(await within(form).findByText('Choose the customer to notify')).toBeInTheDocument();
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('offers customers no admin-only types (spec §3)', async () => {
    stubServer();
    renderRoute('/admin/notifications');
    const form = await screen.findByRole('form', { name: 'Send a notification' });
    const typeOptions = () =>
      within(within(form).getByLabelText('Type'))
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value);

    expect(within(form).getByLabelText('Audience')).toHaveValue('customers');
    expect(typeOptions()).toEqual(['success', 'error', 'warning', 'info']);

    await userEvent.selectOptions(within(form).getByLabelText('Audience'), 'admins');
    expect(typeOptions()).toContain('content_report');
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'order');
    await userEvent.selectOptions(within(form).getByLabelText('Audience'), 'customers');
    expect(within(form).getByLabelText('Type')).toHaveValue('info');
  });

  it('a 401 clears the stored and the session user and goes to /login', async () => {
    stubServer({ inboxStatus: 401 });
    renderRoute('/admin/notifications');

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/login?returnUrl=%2Fadmin%2Fnotifications',
      ),
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
