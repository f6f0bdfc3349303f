import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch, stubFetchSequence } from '@/testing/http';
import { API_MESSAGES, ApiError, createApiClient, type ApiClientOptions } from './api-client';

const here = { pathname: '/admin/orders', search: '?page=2', origin: 'http://localhost' };

function client(options: ApiClientOptions = {}) {
  const redirect = vi.fn<(url: string) => void>();
  return { api: createApiClient({ redirect, location: () => here, ...options }), redirect };
}

/** Runs `promise` to its end, returning the ApiError it rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the request it sends (spec §7)', () => {
  it('calls /api with JSON, XHR and bearer headers, no credentials, and a timestamp on GET', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    localStorage.setItem('token', 'tok-123');
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, data: [1] }));
    const { api } = client();

    await expect(api.get('/services', { query: { page: 2 } })).resolves.toEqual({
      success: true,
      data: [1],
    });

    const [input, init] = fetchMock.mock.calls[0]!;
    const url = new URL(String(input), 'http://localhost');
    expect(url.pathname).toBe('/api/services');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('_t')).toBe(String(Date.parse('2026-01-01T00:00:00Z')));
    expect(init?.credentials).toBe('omit');
    expect(init?.headers).toMatchObject({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: 'Bearer tok-123',
    });
  });

  it('sends a JSON body with its content type and no timestamp on other methods', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { success: true }));
    const { api } = client();

    await api.post('/admin/services', { name: 'Gold' });

    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toBe('/api/admin/services');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Gold"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('sends the JSON content type with a body only', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true }));
    await client().api.delete('/admin/services/1');
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Content-Type');
  });
});

describe('uploads', () => {
  it('sends the file as multipart in a "file" field, letting the browser set the boundary', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true }));
    const file = new File(['png-bytes'], 'icon.png', { type: 'image/png' });
    await client().api.upload('/admin/favicon', file);

    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toBe('/api/admin/favicon');
    expect(init?.method).toBe('PUT');
    expect(init?.headers).not.toHaveProperty('Content-Type');
    const sent = (init?.body as FormData).get('file') as File;
    expect(sent.name).toBe('icon.png');
    expect(await sent.text()).toBe('png-bytes');
  });

  it('keeps the field line of a refused upload so the form can show it', async () => {
    const errors = { file: ['The file must be a PNG, ICO or WebP image'] };
    stubFetch(() => jsonResponse(415, { success: false, message: errors.file[0], errors }));
    const error = await failureOf(client().api.upload('/admin/favicon', new Blob(['x'])));
    expect(error.status).toBe(415);
    expect(error.message).toBe(errors.file[0]);
    expect(error.errors).toEqual(errors);
  });
});

describe('files', () => {
  it('answers a file as its bytes, and a refused one with the server’s message', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00]);
    stubFetchSequence(
      () => new Response(bytes, { status: 200, headers: { 'content-type': 'application/pdf' } }),
      () => jsonResponse(404, { success: false, message: 'This order has no invoice yet' }),
    );
    const { api } = client();

    const file = await api.get<Blob>('/orders/1/invoice.pdf', { responseType: 'blob' });
    expect(Object.prototype.toString.call(file)).toBe('[object Blob]');
    expect(file.type).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    const refused = await failureOf(api.get('/orders/1/invoice.pdf', { responseType: 'blob' }));
    expect(refused.status).toBe(404);
    expect(refused.serverMessage).toBe('This order has no invoice yet');
  });
});

describe('the error catalogue (spec §8)', () => {
  it('404 → not found', async () => {
    stubFetch(() => jsonResponse(404, { success: false, message: 'Package not found' }));
    const error = await failureOf(client().api.get('/x'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('The requested resource was not found.');
    expect(error.serverMessage).toBe('Package not found');
  });

  it.each([401, 403])('%i → token cleared, /login?returnUrl=<path and query>', async (status) => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('user', '{"id":"u1"}');
    stubFetch(() => jsonResponse(status, { success: false, message: 'Unauthorized' }));
    const { api, redirect } = client();

    const error = await failureOf(api.get('/admin/orders'));

    expect(error.status).toBe(status);
    expect(error.message).toBe('Your session has expired. Please log in again.');
    expect(localStorage.getItem('token')).toBeNull();
    expect(redirect).toHaveBeenCalledExactlyOnceWith(
      '/login?returnUrl=%2Fadmin%2Forders%3Fpage%3D2',
    );
  });

  it('401 with the redirect turned off only fails (the sign-in calls)', async () => {
    localStorage.setItem('token', 'kept');
    stubFetch(() => jsonResponse(401, { success: false, message: 'Invalid email or password' }));
    const { api, redirect } = client();

    const error = await failureOf(api.post('/auth/login', {}, { authRedirect: false }));

    expect(error.status).toBe(401);
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('kept');
  });

  it('does not redirect to /login from /login itself', async () => {
    stubFetch(() => jsonResponse(401, { success: false, message: 'Unauthorized' }));
    const { api, redirect } = client({
      location: () => ({ pathname: '/login', search: '?returnUrl=%2F', origin: here.origin }),
    });
    await failureOf(api.get('/auth/validate'));
    expect(redirect).not.toHaveBeenCalled();
  });

  it.each([500, 502, 503])('%i → servers are having issues', async (status) => {
    stubFetch(() => jsonResponse(status, { success: false, message: 'boom' }));
    const error = await failureOf(client().api.get('/x', { retries: 0 }));
    expect(error.status).toBe(status);
    expect(error.message).toBe(
      'Our servers are currently experiencing issues. Please try again later.',
    );
  });

  it('422 with a field map → one capitalised line per field, messages joined by commas', async () => {
    stubFetch(() =>
      jsonResponse(422, {
        success: false,
        message: 'Validation failed',
        errors: { email: ['Enter a valid email address'], password: ['Too short', 'Too common'] },
      }),
    );
    const error = await failureOf(client().api.post('/auth/register', {}));
    expect(error.message).toBe(
      'Email: Enter a valid email address\nPassword: Too short, Too common',
    );
    expect(error.errors).toEqual({
      email: ['Enter a valid email address'],
      password: ['Too short', 'Too common'],
    });
  });

  it('422 without a field map → validation failed', async () => {
    stubFetch(() => jsonResponse(422, { success: false, message: 'Nope' }));
    const error = await failureOf(client().api.post('/x', {}));
    expect(error.message).toBe('Validation failed. Please check your input.');
  });

  it('no connection → unable to connect', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(client().api.get('/x', { retries: 0 }));
    expect(error.status).toBe(0);
    expect(error.code).toBe('network');
    expect(error.message).toBe(
      'Unable to connect to the server. Please check your internet connection and try again.',
    );
  });

  it('no connection to another origin → the CORS variant', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { api } = client({ baseUrl: 'https://api.example.com/api' });
    const error = await failureOf(api.get('/x', { retries: 0 }));
    expect(error.code).toBe('cors');
    expect(error.message).toBe(API_MESSAGES.noConnectionCors);
    expect(error.message).toMatch(/CORS restrictions/);
  });

  it('other status with a server message → that message', async () => {
    stubFetch(() =>
      jsonResponse(409, { success: false, message: 'An account with this email already exists' }),
    );
    const error = await failureOf(client().api.post('/auth/register', {}));
    expect(error.status).toBe(409);
    expect(error.message).toBe('An account with this email already exists');
  });

  it('other status without a message → request failed with status N', async () => {
    stubFetch(() => new Response('', { status: 418 }));
    const error = await failureOf(client().api.get('/x'));
    expect(error.message).toBe('Request failed with status 418');
  });

  it('treats any status below 500 as an answer, not a transport failure (no retries)', async () => {
    const fetchMock = stubFetch(() => jsonResponse(400, { success: false, message: 'Bad' }));
    await failureOf(client().api.get('/x'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('retries (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('tries a network failure or 5xx twice more by default, after 2 s then 4 s', async () => {
    const fetchMock = stubFetchSequence(
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => jsonResponse(503, { success: false, message: 'down' }),
      () => jsonResponse(200, { success: true, data: 'ok' }),
    );
    const result = client().api.get('/x');

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ success: true, data: 'ok' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after the retries with the 5xx message', async () => {
    const fetchMock = stubFetch(() => jsonResponse(500, { success: false, message: 'x' }));
    const result = failureOf(client().api.get('/x'));
    await vi.advanceTimersByTimeAsync(6000);
    expect((await result).message).toBe(API_MESSAGES.serverError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('times out after 30 seconds', async () => {
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const result = failureOf(client().api.get('/slow', { retries: 0 }));
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error.code).toBe('timeout');
    expect(error.message).toBe(API_MESSAGES.noConnection);
  });
});

describe('the client quota (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
  });

  /** A client whose first answer left `remaining` requests until a reset 30 s away. */
  async function afterFirstAnswer(remaining: string) {
    const fetchMock = stubFetch(() =>
      jsonResponse(
        200,
        { success: true },
        { 'x-ratelimit-remaining': remaining, 'x-ratelimit-reset': '30' },
      ),
    );
    const { api } = client();
    await api.get('/x');
    return { api, fetchMock };
  }

  it('starts with 60 remaining', () => {
    expect(client().api.getQuota()).toEqual({ remaining: 60, resetAt: null });
  });

  it('blocks a request while 0 remain and the reset has not passed', async () => {
    const { api, fetchMock } = await afterFirstAnswer('0');

    await vi.advanceTimersByTimeAsync(10_500);
    const error = await failureOf(api.get('/x'));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error.status).toBe(429);
    expect(error.code).toBe('quota');
    // 19.5 s left, rounded up.
    expect(error.retryAfter).toBe(20);
    expect(error.message).toBe('Rate limit exceeded. Please try again in 20 seconds.');
  });

  it('lets requests through again once the reset time has passed', async () => {
    const { api, fetchMock } = await afterFirstAnswer('0');
    await vi.advanceTimersByTimeAsync(30_000);
    await api.get('/x');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not block while some remain', async () => {
    const { api, fetchMock } = await afterFirstAnswer('1');
    await api.get('/x');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(api.getQuota()).toEqual({ remaining: 1, resetAt: Date.now() + 30_000 });
  });
});

describe('429 (spec §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const tooMany = (retryAfter?: string) => () =>
    jsonResponse(
      429,
      { success: false, message: 'Too many requests' },
      retryAfter === undefined ? {} : { 'retry-after': retryAfter },
    );

  it('waits for retry-after and tries once more', async () => {
    const fetchMock = stubFetchSequence(tooMany('5'), () =>
      jsonResponse(200, { success: true, data: 1 }),
    );
    const result = client().api.get('/x');

    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ success: true, data: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails after the one retry, in seconds', async () => {
    const fetchMock = stubFetchSequence(tooMany('5'), tooMany('45'));
    const result = failureOf(client().api.get('/x'));
    await vi.advanceTimersByTimeAsync(5_000);
    const error = await result;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(45);
    expect(error.message).toBe('Too many requests. Please try again in 45 seconds.');
  });

  it('fails after the one retry, in minutes when over 60 seconds', async () => {
    stubFetchSequence(tooMany('1'), tooMany('90'));
    const result = failureOf(client().api.get('/x'));
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await result;
    expect(error.retryAfter).toBe(90);
    expect(error.message).toBe('Too many requests. Please try again in 2 minutes.');
  });

  it('waits 60 seconds by default when retry-after is missing', async () => {
    const fetchMock = stubFetch(tooMany());
    const result = failureOf(client().api.get('/x'));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error.message).toBe('Too many requests. Please try again in 60 seconds.');
  });

  it('fails at once when the caller turns the retry off', async () => {
    const fetchMock = stubFetch(tooMany('120'));
    const error = await failureOf(client().api.post('/auth/login', {}, { rateLimitRetry: false }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error.message).toBe('Too many requests. Please try again in 2 minutes.');
  });
});
