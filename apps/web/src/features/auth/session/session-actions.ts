import { ApiError } from '@/lib/api-client';
import { loginErrorMessage, parseLoginResponse } from '@/lib/login-response';
import { setStoredUser, setToken } from '@/lib/storage';
import { postLogin } from '../api/login';
import { postRegister } from '../api/register';
import { postResetPassword } from '../api/reset-password';
import { postTwoFactorCode, postTwoFactorEnrolment } from '../api/two-factor';
import { getValidatedSession } from '../api/validate-session';
import { restoreSession } from './restore-session';
import type { LoginResult, SecondStep, SignInRequest } from './session-context';
import { isAdminUser, toStoredUser, userFromLogin, type SessionUser } from './session-user';

/**
 * What the session provider does only for someone who has or wants an account: signing in
 * and checking a stored session. Its own chunk, which session-provider.tsx loads when there
 * is a token or a sign-in: a visitor who only reads pages needs none of it.
 */

export function send(request: SignInRequest): Promise<unknown> {
  switch (request.kind) {
    case 'login':
      return postLogin(request.body);
    case 'register':
      return postRegister(request.body);
    case 'reset':
      return postResetPassword(request.body);
    case 'two-factor':
      return postTwoFactorCode(request.body);
    case 'two-factor-enrol':
      return postTwoFactorEnrolment(request.body);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The step a right password asks for before any token (decision 061), read from the answer
 * (`{ twoFactorRequired | twoFactorSetupRequired, challenge }`); null for a token answer.
 */
export function secondStepOf(answer: unknown): SecondStep | null {
  const data = isRecord(answer) && isRecord(answer.data) ? answer.data : undefined;
  const challenge = data?.challenge;
  if (typeof challenge !== 'string' || challenge === '') return null;
  if (data?.twoFactorRequired === true) return { kind: 'code', challenge };
  if (data?.twoFactorSetupRequired === true) return { kind: 'enrol', challenge };
  return null;
}

/** The words of a failed sign-in; the two-factor steps' 401 is a timed-out sign-in. */
export function signInErrorMessage(error: unknown, kind: SignInRequest['kind']): string {
  const twoFactor = kind === 'two-factor' || kind === 'two-factor-enrol';
  if (twoFactor && error instanceof ApiError && error.code === 'http' && error.status === 401)
    return error.serverMessage ?? 'Your sign-in has timed out. Please sign in again.';
  return loginErrorMessage(error);
}

/** The start-up check of spec §4 for a stored token. */
export function restoreStoredSession(): Promise<SessionUser | null> {
  // At start-up a bad token is simply dropped (spec §4): no bounce to /login from a public
  // page, and no retries holding the spinner.
  return restoreSession(() => getValidatedSession({ authRedirect: false, retries: 0 }));
}

/**
 * Sends a sign-in, reads its answer (spec §5) and keeps the session in the browser; or, when
 * the answer asks for a two-factor step first, the step and no user (decision 061).
 */
export async function signInWith(
  request: SignInRequest,
): Promise<LoginResult & { user?: SessionUser }> {
  const answer = await send(request);
  const secondStep = secondStepOf(answer);
  if (secondStep) return { success: false, isAdmin: false, secondStep };
  const { token, user: data } = parseLoginResponse(answer);
  // The typed email stands in for a user answer without one (spec §3).
  const user = userFromLogin(data, 'email' in request.body ? request.body.email : '', token);
  setToken(token);
  setStoredUser(toStoredUser(user));
  // Enrolment at sign-in answers the recovery codes with the token: shown once, never kept.
  const codes = isRecord(answer) && isRecord(answer.data) ? answer.data.recoveryCodes : undefined;
  return {
    success: true,
    isAdmin: isAdminUser(user),
    user,
    ...(Array.isArray(codes) ? { recoveryCodes: codes.map(String) } : {}),
  };
}
