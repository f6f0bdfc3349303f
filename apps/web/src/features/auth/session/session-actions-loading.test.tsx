import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '@/lib/api-client';
import { jsonResponse, stubFetch } from '@/testing/http';

// The sign-in and session-check code is a chunk of its own (session-actions.ts): what a
// visitor's first load is spared, and what happens when that chunk cannot be fetched.

async function renderSession() {
  // After vi.resetModules the provider imports a fresh copy of the query library: the test's
  // QueryClientProvider must be that copy, or its context is not the one the provider reads.
  const [{ SessionProvider }, { useSession }, { QueryClient, QueryClientProvider }] =
    await Promise.all([
      import('./session-provider'),
      import('./use-session'),
      import('@tanstack/react-query'),
    ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
  const view = renderHook(() => useSession(), { wrapper });
  await waitFor(() => expect(view.result.current.loading).toBe(false));
  return view;
}

/** Counts how often the actions' chunk is fetched; `fail` makes it fail like a lost network. */
function watchActions({ fail = false } = {}) {
  const loads = { count: 0 };
  vi.resetModules();
  vi.doMock('./session-actions', async () => {
    loads.count += 1;
    if (fail) throw new TypeError('Failed to fetch dynamically imported module');
    return vi.importActual('./session-actions');
  });
  return loads;
}

afterEach(() => {
  vi.doUnmock('./session-actions');
  vi.restoreAllMocks();
});

describe('the session’s sign-in code', () => {
  it('is not fetched for a visitor who has no session', async () => {
    const loads = watchActions();
    const { result } = await renderSession();
    expect(result.current.user).toBeNull();
    expect(loads.count).toBe(0);
  });

  it('is fetched to check a stored session', async () => {
    const loads = watchActions();
    localStorage.setItem('token', 'opaque-token');
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', email: 'ada@example.com' }));
    const { result } = await renderSession();
    expect(result.current.user).toMatchObject({ id: 'u1' });
    expect(loads.count).toBe(1);
  });

  it('that cannot arrive keeps a stored token for the next visit', async () => {
    watchActions({ fail: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('token', 'opaque-token');
    const { result } = await renderSession();
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('token')).toBe('opaque-token');
  });

  it('that cannot arrive fails a sign-in with the no-connection words, calling nobody', async () => {
    watchActions({ fail: true });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = stubFetch(() => jsonResponse(500, {}));
    const { result } = await renderSession();

    await expect(
      result.current.signIn({
        kind: 'login',
        body: { email: 'ada@example.com', password: 'secret-password' },
      }),
    ).rejects.toThrow(API_MESSAGES.noConnection);
    expect(await result.current.login('ada@example.com', 'secret-password')).toEqual({
      success: false,
      isAdmin: false,
    });
    expect(consoleError).toHaveBeenCalledWith(
      `Sign-in failed: ${API_MESSAGES.noConnection}`,
      expect.anything(),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
