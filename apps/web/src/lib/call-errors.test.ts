import { describe, expect, it } from 'vitest';
import { API_MESSAGES, ApiError } from './api-client';
import { callErrorMessage, toCallError } from './call-errors';

const FALLBACK = 'Failed to update the order. Please try again.';
const http = (status: number, message: string) =>
  new ApiError({ status, code: 'http', message, serverMessage: 'the server says' });

describe('callErrorMessage', () => {
  it.each([
    ['401', http(401, API_MESSAGES.sessionExpired), API_MESSAGES.sessionExpired],
    ['404', http(404, API_MESSAGES.notFound), API_MESSAGES.notFound],
    ['429', http(429, API_MESSAGES.tooManyRequests(30)), API_MESSAGES.tooManyRequests(30)],
    [
      'no connection',
      new ApiError({ status: 0, code: 'network', message: API_MESSAGES.noConnection }),
      API_MESSAGES.noConnection,
    ],
    ['a 422', http(422, 'Note: Note is too long'), 'Note: Note is too long'],
  ])('tells a %s in the general words of spec §8, as every call does', (_, error, words) => {
    expect(callErrorMessage(error, FALLBACK)).toBe(words);
  });

  it('names the operation for a 5xx, a refusal it was not told to pass on, or anything else', () => {
    expect(callErrorMessage(http(500, API_MESSAGES.serverError), FALLBACK)).toBe(FALLBACK);
    expect(callErrorMessage(http(409, 'Conflict'), FALLBACK)).toBe(FALLBACK);
    expect(callErrorMessage(new Error('odd'), FALLBACK)).toBe(FALLBACK);
  });

  it("passes on the server's own reason for the statuses it is told to", () => {
    expect(callErrorMessage(http(409, 'Conflict'), FALLBACK, { serverSays: [409] })).toBe(
      'the server says',
    );
  });

  it('leaves a cancelled request as it is', () => {
    const aborted = new DOMException('stopped', 'AbortError');
    expect(toCallError(aborted, FALLBACK)).toBe(aborted);
  });
});
