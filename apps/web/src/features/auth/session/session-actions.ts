import { loginErrorMessage, parseLoginResponse } from '@/lib/login-response';
import { setStoredUser, setToken } from '@/lib/storage';
import { postLogin } from '../api/login';
import { postRegister } from '../api/register';
import { postResetPassword } from '../api/reset-password';
import { getValidatedSession } from '../api/validate-session';
import { restoreSession } from './restore-session';
import type { SignInRequest } from './session-context';
import { isAdminUser, toStoredUser, userFromLogin, type SessionUser } from './session-user';

/**
 * What the session provider does only for someone who has or wants an account: signing in
 * and checking a stored session. Its own chunk, which session-provider.tsx loads when there
 * is a token or a sign-in: a visitor who only reads pages needs none of it.
 */

export { loginErrorMessage };

export function send(request: SignInRequest): Promise<unknown> {
  switch (request.kind) {
    case 'login':
      return postLogin(request.body);
    case 'register':
      return postRegister(request.body);
    case 'reset':
      return postResetPassword(request.body);
  }
}

/** The start-up check of spec §4 for a stored token. */
export function restoreStoredSession(): Promise<SessionUser | null> {
  // At start-up a bad token is simply dropped (spec §4): no bounce to /login from a public
  // page, and no retries holding the spinner.
  return restoreSession(() => getValidatedSession({ authRedirect: false, retries: 0 }));
}

/** Reads a sign-in answer (spec §5) and keeps the session in the browser. */
export function keepSignedInUser(typedEmail: string, answer: unknown) {
  const { token, user: data } = parseLoginResponse(answer);
  const user = userFromLogin(data, typedEmail, token);
  setToken(token);
  setStoredUser(toStoredUser(user));
  return { user, isAdmin: isAdminUser(user) };
}
