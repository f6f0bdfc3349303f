import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { API_MESSAGES, ApiError } from '@/lib/api-client';
import { clearStoredSession, getToken, setStoredUser } from '@/lib/storage';
import { postLogout } from '../api/logout';
import {
  SessionContext,
  type LoginResult,
  type RegisterInput,
  type Session,
  type SignInRequest,
} from './session-context';
import { toStoredUser, type SessionUser } from './session-user';

interface State {
  user: SessionUser | null;
  loading: boolean;
}

const FAILED: LoginResult = { success: false, isAdmin: false };

// Signing in and checking a stored session come in a chunk of their own, when there is a
// token or a sign-in: a visitor who only reads pages needs neither.
const loadActions = () => import('./session-actions');
type SessionActions = Awaited<ReturnType<typeof loadActions>>;

/** Holds the session of spec §4 and runs its start-up check once. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ user: null, loading: true });

  useEffect(() => {
    let active = true;
    const restored = getToken()
      ? loadActions().then(
          (actions) => actions.restoreStoredSession(),
          (error: unknown) => {
            // Offline, or a deploy in between: the token stays for the next visit.
            console.warn('Could not check the stored session:', error);
            return null;
          },
        )
      : Promise.resolve(null);
    void restored.then((user) => {
      if (active) setState((s) => ({ ...s, user, loading: false }));
    });
    return () => {
      active = false;
    };
  }, []);

  const signIn = useCallback(
    async (request: SignInRequest): Promise<LoginResult> => {
      let actions: SessionActions | undefined;
      try {
        actions = await loadActions();
        const { user, ...result } = await actions.signInWith(request);
        // No user: a two-factor step comes first (decision 061).
        if (!user) return result;
        // Whatever an earlier visitor of this browser had cached is not this user's.
        queryClient.clear();
        setState({ user, loading: false });
        return result;
      } catch (error) {
        // No actions: their chunk did not arrive, a network failure like any other.
        const message = actions
          ? actions.signInErrorMessage(error, request.kind)
          : API_MESSAGES.noConnection;
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
