import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fakeJwt, jsonResponse, stubFetch } from '@/testing/http';
import { SessionProvider } from './session-provider';
import { useSession } from './use-session';

function renderSession() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useSession(), { wrapper });
}

async function settled() {
  const view = renderSession();
  await waitFor(() => expect(view.result.current.loading).toBe(false));
  return view;
}

const storedUser = () => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown;

describe('the start-up check (spec §4)', () => {
  it('is loading at first', async () => {
    const view = renderSession();
    expect(view.result.current.loading).toBe(true);
    await waitFor(() => expect(view.result.current.loading).toBe(false));
  });

  it('no stored token → no user, and no call', async () => {
    const fetchMock = stubFetch(() => jsonResponse(500, {}));
    const { result } = await settled();
    expect(result.current.user).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('(1) uses the stored user when it parses and has an id', async () => {
    const fetchMock = stubFetch(() => jsonResponse(500, {}));
    localStorage.setItem('token', 'opaque-token');
    localStorage.setItem(
      'user',
      JSON.stringify({ _id: 'u1', email: 'ada@example.com', role: 'Admin', token: 'opaque-token' }),
    );

    const { result } = await settled();

    expect(result.current.user).toEqual({
      id: 'u1',
      email: 'ada@example.com',
      role: 'admin',
      token: 'opaque-token',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('(2) decodes the token payload when the stored user has no id, and stores the user', async () => {
    const fetchMock = stubFetch(() => jsonResponse(500, {}));
    localStorage.setItem('token', fakeJwt({ id: 'u2', email: 'bo@example.com', role: 'ADMIN' }));
    localStorage.setItem('user', JSON.stringify({ email: 'no-id@example.com' }));

    const { result } = await settled();

    expect(result.current.user).toEqual({ id: 'u2', email: 'bo@example.com', role: 'admin' });
    expect(storedUser()).toMatchObject({ id: 'u2', _id: 'u2', role: 'admin' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('(2) accepts a payload with an email only, role defaulting to user', async () => {
    localStorage.setItem('token', fakeJwt({ email: 'cy@example.com' }));
    localStorage.setItem('user', '{not json');

    const { result } = await settled();

    expect(result.current.user).toEqual({ id: '', email: 'cy@example.com', role: 'user' });
  });

  it('(3) asks the validation endpoint when the token says nothing', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: {
          _id: 'u3',
          id: 'u3',
          email: 'di@example.com',
          name: 'Di',
          role: 'user',
          photo: null,
        },
      }),
    );
    localStorage.setItem('token', 'opaque-token');

    const { result } = await settled();

    expect(result.current.user).toEqual({
      id: 'u3',
      email: 'di@example.com',
      name: 'Di',
      role: 'user',
    });
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(input), 'http://localhost').pathname).toBe('/api/auth/validate');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer opaque-token' });
  });

  it('(3) accepts a reply with only a role', async () => {
    stubFetch(() => jsonResponse(200, { role: 'Admin' }));
    localStorage.setItem('token', 'opaque-token');

    const { result } = await settled();

    expect(result.current.user).toEqual({ id: '', email: '', role: 'admin' });
  });

  it('(4) keeps the token and leaves the user unset when the reply has no role, id or email', async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: { name: 'Nobody' } }));
    localStorage.setItem('token', 'opaque-token');

    const { result } = await settled();

    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('token')).toBe('opaque-token');
  });

  it('an unexpected failure removes the token, and loading still ends', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    localStorage.setItem('token', 'opaque-token');

    const { result } = await settled();

    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(consoleError).toHaveBeenCalled();
  });

  it('a refused token (401) is removed without leaving the page', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse(401, { success: false, message: 'Unauthorized' }));
    localStorage.setItem('token', 'revoked-token');

    const { result } = await settled();

    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(consoleError).toHaveBeenCalled();
  });
});

const loginAnswer = (role: string, extra: Record<string, unknown> = {}) => ({
  success: true,
  data: {
    token: 'fresh-token',
    user: {
      _id: 'u9',
      id: 'u9',
      email: 'eve@example.com',
      name: 'Eve',
      role,
      photo: null,
      ...extra,
    },
  },
});

describe('login, logout and update (spec §4)', () => {
  it('login sets the user, stores token and user, and tells whether they are an admin', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, loginAnswer('admin')));
    const { result } = await settled();

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.login('eve@example.com', 'secret-password');
    });

    expect(outcome).toEqual({ success: true, isAdmin: true });
    expect(result.current.user).toMatchObject({ id: 'u9', role: 'admin', token: 'fresh-token' });
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(storedUser()).toMatchObject({
      id: 'u9',
      _id: 'u9',
      role: 'admin',
      token: 'fresh-token',
    });
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toBe('/api/auth/login');
    // With the browser's language and zone, so the mail this person gets reads their way.
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'eve@example.com',
      password: 'secret-password',
      locale: 'en-US',
      timeZone: 'UTC',
    });
  });

  it('a customer login answers isAdmin false; the email falls back to the typed one', async () => {
    stubFetch(() => jsonResponse(200, { token: 't', user: { _id: 'u8', role: 'USER' } }));
    const { result } = await settled();

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.login('typed@example.com', 'pw');
    });

    expect(outcome).toEqual({ success: true, isAdmin: false });
    expect(result.current.user).toEqual({
      id: 'u8',
      email: 'typed@example.com',
      role: 'user',
      token: 't',
    });
  });

  it('a failed login answers success false; the error goes to the console only', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse(401, { success: false, message: 'Invalid email or password' }));
    const { result } = await settled();

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.login('eve@example.com', 'wrong');
    });

    expect(outcome).toEqual({ success: false, isAdmin: false });
    expect(consoleError).toHaveBeenCalledWith('Sign-in failed: Invalid email or password', {
      status: 401,
      code: 'http',
    });
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signIn, for the sign-in forms, fails with the words of spec §8 and a 422 keeps its fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch((url) =>
      url.pathname === '/api/auth/login'
        ? jsonResponse(401, { success: false, message: 'Unauthorized' })
        : jsonResponse(422, {
            success: false,
            message: 'Validation failed',
            errors: { password: ['This password is too common. Please choose another one.'] },
          }),
    );
    const { result } = await settled();

    await expect(
      result.current.signIn({ kind: 'login', body: { email: 'eve@example.com', password: 'x' } }),
    ).rejects.toThrow('Invalid email or password');
    const failure = await result.current
      .signIn({
        kind: 'register',
        body: { name: 'Eve', email: 'eve@example.com', password: 'password1' },
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).errors).toEqual({
      password: ['This password is too common. Please choose another one.'],
    });
    expect(result.current.user).toBeNull();
  });

  it('an answer without a token fails the login', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse(200, { success: true, data: { user: { id: 'u1' } } }));
    const { result } = await settled();

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.login('eve@example.com', 'pw');
    });

    expect(outcome).toEqual({ success: false, isAdmin: false });
    expect(consoleError).toHaveBeenCalledWith(
      'Sign-in failed: Invalid response from server: Missing token',
      expect.any(Error),
    );
  });

  it('register signs the new customer in like login', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, loginAnswer('user')));
    const { result } = await settled();

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.register({
        name: 'Eve',
        email: 'eve@example.com',
        password: 'long-enough-pw',
      });
    });

    expect(outcome).toEqual({ success: true, isAdmin: false });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/auth/register');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      email: 'eve@example.com',
      locale: 'en-US',
      timeZone: 'UTC',
    });
    expect(localStorage.getItem('token')).toBe('fresh-token');
  });

  it('logout clears storage and the session, and revokes the token on the server', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/auth/logout'
        ? jsonResponse(200, { success: true, data: { message: 'Signed out' } })
        : jsonResponse(200, loginAnswer('user')),
    );
    const { result } = await settled();
    await act(async () => {
      await result.current.login('eve@example.com', 'pw');
    });

    act(() => result.current.logout());

    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/auth/logout');
    expect(logoutCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer fresh-token' });
  });

  it('updateUser merges the changes and stores them again', async () => {
    stubFetch(() => jsonResponse(200, loginAnswer('user')));
    const { result } = await settled();
    await act(async () => {
      await result.current.login('eve@example.com', 'pw');
    });

    act(() =>
      result.current.updateUser({ name: 'Eve Adams', photo: 'https://img.example/eve.png' }),
    );

    expect(result.current.user).toMatchObject({
      id: 'u9',
      name: 'Eve Adams',
      photo: 'https://img.example/eve.png',
    });
    expect(storedUser()).toMatchObject({ _id: 'u9', name: 'Eve Adams', token: 'fresh-token' });
  });

  it('updateUser does nothing when nobody is signed in', async () => {
    const { result } = await settled();

    act(() => result.current.updateUser({ name: 'Ghost' }));

    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
