import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { jsonResponse, stubFetch } from '@/testing/http';
import { getServices } from './api/get-services';
import { SERVICES_MESSAGES, servicesErrorMessage } from './services-errors';

const http = (status: number) => new ApiError({ status, code: 'http', message: 'general' });

describe('servicesErrorMessage (spec §8, services)', () => {
  it.each([
    ['429', http(429), 'You are being rate-limited. Please wait a moment and try again.'],
    [
      'the client quota',
      new ApiError({ status: 429, code: 'quota', message: 'q', retryAfter: 3 }),
      'You are being rate-limited. Please wait a moment and try again.',
    ],
    ['401', http(401), 'Session expired. Please login again.'],
    ['403', http(403), 'Session expired. Please login again.'],
    ['404', http(404), 'Resource not found. Please try again.'],
    [
      'no connection',
      new ApiError({ status: 0, code: 'network', message: 'n' }),
      'Network error. Please check your internet connection.',
    ],
    [
      'a timeout',
      new ApiError({ status: 0, code: 'timeout', message: 't' }),
      'Request timed out. Please try again.',
    ],
    ['a 5xx', http(500), 'Failed to load services. Please try again later.'],
    ['anything else', new Error('odd'), 'Failed to load services. Please try again later.'],
  ])('%s → its message', (_case, error, message) => {
    expect(servicesErrorMessage(error, SERVICES_MESSAGES.load)).toBe(message);
  });

  it('keeps the field lines of a 422', () => {
    const error = new ApiError({ status: 422, code: 'http', message: 'Name: Name is required' });
    expect(servicesErrorMessage(error, SERVICES_MESSAGES.create)).toBe('Name: Name is required');
  });
});

describe('the services calls', () => {
  it('getServices reads the list from data', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, data: [{ _id: 's1' }] }));
    await expect(getServices()).resolves.toEqual([{ _id: 's1' }]);
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost').pathname).toBe(
      '/api/services',
    );
  });

  it('getServices fails with the load message when the servers fail', async () => {
    vi.useFakeTimers();
    stubFetch(() => jsonResponse(500, { success: false, message: 'boom' }));
    const result = getServices().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(6000);
    const error = (await result) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.message).toBe('Failed to load services. Please try again later.');
  });
});
