import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { loginErrorMessage, parseLoginResponse } from '@/lib/login-response';
import { clearStoredSession, setStoredUser, setToken } from '@/lib/storage';
import { postLogin } from '../api/login';
import { postLogout } from '../api/logout';
import { postRegister } from '../api/register';
import { postResetPassword } from '../api/reset-password';
import { getValidatedSession } from '../api/validate-session';
import { restoreSession } from './restore-session';
import {
  SessionContext,
  type LoginResult,
  type RegisterInput,
  type Session,
  type SignInRequest,
} from './session-context';
import { isAdminUser, toStoredUser, userFromLogin, type SessionUser } from './session-user';

interface State {
  user: SessionUser | null;
  loading: boolean;
}

const FAILED: LoginResult = { success: false, isAdmin: false };

function send(request: SignInRequest): Promise<unknown> {
  switch (request.kind) {
    case 'login':
      return postLogin(request.body);
    case 'register':
      return postRegister(request.body);
    case 'reset':
      return postResetPassword(request.body);
  }
}

// At start-up a bad token is simply dropped (spec §4): no bounce to /login from a public
// page, and no retries holding the spinner.
const validateStoredToken = () => getValidatedSession({ authRedirect: false, retries: 0 });

/** Holds the session of spec §4 and runs its start-up check once. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ user: null, loading: true });

  useEffect(() => {
    let active = true;
    void restoreSession(validateStoredToken).then((user) => {
      if (active) setState((s) => ({ ...s, user, loading: false }));
    });
    return () => {
      active = false;
    };
  }, []);

  const signIn = useCallback(
    async (request: SignInRequest): Promise<LoginResult> => {
      // The typed email stands in for a user answer without one (spec §3).
      const typedEmail = request.kind === 'reset' ? '' : request.body.email;
      try {
        const { token, user: data } = parseLoginResponse(await send(request));
        const user = userFromLogin(data, typedEmail, token);
        setToken(token);
        setStoredUser(toStoredUser(user));
        // Whatever an earlier visitor of this browser had cached is not this user's.
        queryClient.clear();
        setState({ user, loading: false });
        return { success: true, isAdmin: isAdminUser(user) };
      } catch (error) {
        const message = loginErrorMessage(error);
        // An HTTP failure is told by its status; the client's general wording ("session
        // expired" for a 401) would mislead here.
        console.error(
          `Sign-in failed: ${message}`,
          error instanceof ApiError ? { status: error.status, code: error.code } : error,
        );
        throw error instanceof ApiError
          ? error.withMessage(message)
          : new Error(message, { cause: error });
      }
    },
    [queryClient],
  );

  const login = useCallback(
    (email: string, password: string) =>
      signIn({ kind: 'login', body: { email, password } }).catch(() => FAILED),
    [signIn],
  );

  const register = useCallback(
    (body: RegisterInput) => signIn({ kind: 'register', body }).catch(() => FAILED),
    [signIn],
  );

  const resetPassword = useCallback(
    (token: string, newPassword: string) =>
      signIn({ kind: 'reset', body: { token, newPassword } }).catch(() => FAILED),
    [signIn],
  );

  const logout = useCallback(() => {
    // The request reads the token synchronously before its first await, so clearing the
    // storage right after still revokes the right session.
    postLogout().catch(() => undefined);
    clearStoredSession();
    queryClient.clear();
    setState({ user: null, loading: false });
  }, [queryClient]);

  const updateUser = useCallback(
    (changes: Partial<SessionUser>) => {
      if (!state.user) return;
      const user = { ...state.user, ...changes };
      setStoredUser(toStoredUser(user));
      setState((s) => ({ ...s, user }));
    },
    [state.user],
  );

  const session = useMemo<Session>(
    () => ({ ...state, login, register, resetPassword, signIn, logout, updateUser }),
    [state, login, register, resetPassword, signIn, logout, updateUser],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}
