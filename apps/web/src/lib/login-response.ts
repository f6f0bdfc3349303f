import { ApiError, formatFieldErrors, parseRetryAfter } from './api-client';

/** Spec §8, login. */
export const LOGIN_MESSAGES = {
  invalidFormat: 'Invalid response format from server',
  missingToken: 'Invalid response from server: Missing token',
  missingUser: 'Invalid response from server: Missing user data',
  tooManyAttempts: (seconds: number) =>
    `Too many login attempts. Please try again in ${seconds} seconds.`,
  tooManyAttemptsLater: 'Too many login attempts. Please try again later.',
  invalidCredentials: 'Invalid email or password',
  failedWithStatus: (status: number) => `Login failed with status ${status}`,
} as const;

/** A sign-in answer that does not have the shape spec §5 requires. */
export class LoginResponseError extends Error {
  override readonly name = 'LoginResponseError';
}

export type LoginUserData = Record<string, unknown>;

export interface ParsedLoginResponse {
  token: string;
  user: LoginUserData;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function looksLikeUser(value: unknown): value is LoginUserData {
  return isRecord(value) && ['id', '_id', 'email', 'role'].some((key) => value[key] != null);
}

/**
 * Spec §5: the answer must be an object; the token sits at the top level or inside `data`;
 * the user is read from `data`, or `user`, or the `user` nested inside them. The nested
 * objects are tried first, because `data` of a `{ data: { token, user } }` answer is an
 * envelope rather than the user.
 */
export function parseLoginResponse(body: unknown): ParsedLoginResponse {
  if (!isRecord(body)) throw new LoginResponseError(LOGIN_MESSAGES.invalidFormat);
  const data = isRecord(body.data) ? body.data : undefined;
  const top = isRecord(body.user) ? body.user : undefined;

  const token = [body.token, data?.token].find((t) => typeof t === 'string' && t !== '');
  if (typeof token !== 'string') throw new LoginResponseError(LOGIN_MESSAGES.missingToken);

  const user = [data?.user, top?.user, top, data].find(looksLikeUser);
  if (!user) throw new LoginResponseError(LOGIN_MESSAGES.missingUser);
  return { token, user };
}

/** The message a failed sign-in (or registration) shows, per spec §8. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code !== 'http') return error.message;
    if (error.status === 429) {
      const seconds = parseRetryAfter(error.headers?.get('retry-after') ?? null, Date.now());
      return seconds === undefined
        ? LOGIN_MESSAGES.tooManyAttemptsLater
        : LOGIN_MESSAGES.tooManyAttempts(seconds);
    }
    if (error.status === 401) return LOGIN_MESSAGES.invalidCredentials;
    // Spec §5 applies to every form: a 422 field map reads better than a bare message.
    if (error.status === 422 && error.errors) return formatFieldErrors(error.errors);
    return error.serverMessage ?? LOGIN_MESSAGES.failedWithStatus(error.status);
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Login failed. Please try again.';
}
