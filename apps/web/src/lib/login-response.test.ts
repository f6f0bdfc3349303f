import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/http';
import { ApiError } from './api-error';
import { LoginResponseError, loginErrorMessage, parseLoginResponse } from './login-response';

const user = { _id: 'u1', id: 'u1', email: 'ada@example.com', role: 'admin', photo: null };

describe('parseLoginResponse (spec §5)', () => {
  it.each([null, undefined, 'token', 42, ['token']])(
    'refuses a non-object answer (%j): Invalid response format from server',
    (body) => {
      expect(() => parseLoginResponse(body)).toThrow(
        new LoginResponseError('Invalid response format from server'),
      );
    },
  );

  it.each([
    ['no token at all', { success: true, data: { user } }],
    ['an empty token', { token: '', user }],
    ['a token that is not a string', { data: { token: 42, user } }],
  ])('refuses %s: Missing token', (_case, body) => {
    expect(() => parseLoginResponse(body)).toThrow('Invalid response from server: Missing token');
  });

  it.each([
    ['no user anywhere', { token: 't' }],
    ['a data object holding only the token', { data: { token: 't' } }],
    ['a user that is not an object', { token: 't', user: 'ada' }],
  ])('refuses %s: Missing user data', (_case, body) => {
    expect(() => parseLoginResponse(body)).toThrow(
      'Invalid response from server: Missing user data',
    );
  });

  it('reads our server answer: token and user inside data', () => {
    expect(parseLoginResponse({ success: true, data: { token: 't', user } })).toEqual({
      token: 't',
      user,
    });
  });

  it('reads a top-level token with the user as data', () => {
    expect(parseLoginResponse({ token: 't', data: user })).toEqual({ token: 't', user });
  });

  it('reads a top-level token with a top-level user', () => {
    expect(parseLoginResponse({ token: 't', user })).toEqual({ token: 't', user });
  });

  it('reads the user nested inside user', () => {
    expect(parseLoginResponse({ token: 't', user: { user } })).toEqual({ token: 't', user });
  });
});

function httpError(status: number, body: unknown, headers: Record<string, string> = {}) {
  const response = jsonResponse(status, body, headers);
  const record = body as { message?: string; errors?: Record<string, string[]> };
  return new ApiError({
    status,
    code: 'http',
    message: 'general message',
    serverMessage: record.message,
    errors: record.errors,
    headers: response.headers,
  });
}

describe('loginErrorMessage (spec §8, login)', () => {
  it('429 with Retry-After → try again in n seconds', () => {
    expect(loginErrorMessage(httpError(429, {}, { 'retry-after': '120' }))).toBe(
      'Too many login attempts. Please try again in 120 seconds.',
    );
  });

  it('429 without Retry-After → try again later', () => {
    expect(loginErrorMessage(httpError(429, {}))).toBe(
      'Too many login attempts. Please try again later.',
    );
  });

  it('401 → Invalid email or password', () => {
    expect(loginErrorMessage(httpError(401, { message: 'Unauthorized' }))).toBe(
      'Invalid email or password',
    );
  });

  it("other failures → the server's message", () => {
    expect(loginErrorMessage(httpError(403, { message: 'This account has been disabled.' }))).toBe(
      'This account has been disabled.',
    );
  });

  it('other failures without a message → Login failed with status {code}', () => {
    expect(loginErrorMessage(httpError(500, {}))).toBe('Login failed with status 500');
  });

  it('a 422 field map → the field lines of spec §5', () => {
    expect(
      loginErrorMessage(
        httpError(422, {
          message: 'Validation failed',
          errors: { email: ['Enter a valid email address'] },
        }),
      ),
    ).toBe('Email: Enter a valid email address');
  });

  it('keeps the message of a failure without an answer (no connection)', () => {
    const error = new ApiError({ status: 0, code: 'network', message: 'Unable to connect' });
    expect(loginErrorMessage(error)).toBe('Unable to connect');
  });

  it('keeps the message of an invalid answer', () => {
    expect(
      loginErrorMessage(new LoginResponseError('Invalid response from server: Missing token')),
    ).toBe('Invalid response from server: Missing token');
  });
});
