import type { AccountSession } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { effectsRun } from '@/testing/effects';
import { dataAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { SignedInSessions } from './signed-in-sessions';

const at = '2026-11-20T10:00:00.000Z';
const session = (id: string, device: string | null, current = false): AccountSession => ({
  id,
  device,
  address: current ? '203.0.113.7' : `198.51.100.${id.length}`,
  signedInAt: at,
  lastSeenAt: at,
  current,
});

function fakeServer({ failEnd = false } = {}) {
  let sessions = [
    session('laptop', 'Firefox on Windows', true),
    session('phone', 'Safari on iOS'),
    session('tablet-1', null),
  ];
  const api = stubApi(({ method, path }) => {
    if (path === '/api/account/sessions' && method === 'GET') return dataAnswer(sessions);
    if (path === '/api/account/sessions/sign-out-others' && method === 'POST') {
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return dataAnswer({ ended });
    }
    const one = /^\/api\/account\/sessions\/(.+)$/.exec(path);
    if (one && method === 'DELETE') {
      if (failEnd)
        return jsonResponse(409, { success: false, message: 'Could not sign it out just now.' });
      sessions = sessions.filter((s) => s.id !== one[1]);
      return dataAnswer({ message: 'Signed out' });
    }
    return undefined;
  });
  return api;
}

describe('signed-in devices', () => {
  it('lists each device, marks this one, and signs another out, keeping the focus', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAdminPage(<SignedInSessions />, '/account');
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Firefox on Windows');
    expect(rows[0]).toHaveTextContent('This device');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('Unknown device');

    await effectsRun();
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS (198.51.100.5)' }));
    expect(await screen.findByText('Safari on iOS is signed out.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/phone'))).toBe(true);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    // The next device's button, not the page body.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Sign out Unknown device (198.51.100.8)' }),
      ).toHaveFocus(),
    );
  });

  it('signs every other device out at once and says how many', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderAdminPage(<SignedInSessions />, '/account');
    const button = await screen.findByRole('button', { name: 'Sign out everywhere else' });
    await effectsRun();
    await user.click(button);
    expect(await screen.findByText('Signed out of 2 other devices.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Signed-in devices' })).toHaveFocus(),
    );
  });

  it('keeps the device listed, and the focus on its button, when a sign-out fails', async () => {
    const server = fakeServer({ failEnd: true });
    const user = userEvent.setup();
    renderAdminPage(<SignedInSessions />, '/account');
    const button = await screen.findByRole('button', { name: /^Sign out Safari on iOS/ });
    await effectsRun();
    await user.click(button);
    // The app's query cache toasts a failed call's words (app/query-client.ts).
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(button).toHaveFocus());
  });
});
