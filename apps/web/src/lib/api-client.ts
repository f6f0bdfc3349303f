import { SERVER_ERROR_MESSAGE } from '@streamfront/contract/plain';
import { ApiError, type FieldErrors } from './api-error';
import { clearStoredSession, getToken } from './storage';

export { ApiError, isApiError, type ApiErrorCode, type FieldErrors } from './api-error';

/** Spec §9. */
export const API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 30_000;
export const CLIENT_QUOTA = 60;
export const DEFAULT_RETRY_AFTER_SECONDS = 60;
export const DEFAULT_RETRIES = 2;

/** Spec §8, general requests and the client rate limit. */
export const API_MESSAGES = {
  noConnection:
    'Unable to connect to the server. Please check your internet connection and try again.',
  noConnectionCors:
    'Unable to connect to the server. This may be due to CORS restrictions. Please check your internet connection and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  notFound: 'The requested resource was not found.',
  serverError: SERVER_ERROR_MESSAGE,
  validationFailed: 'Validation failed. Please check your input.',
  quota: (seconds: number) => `Rate limit exceeded. Please try again in ${seconds} seconds.`,
  /** Minutes once the wait is over a minute, rounded up: 61 s reads "2 minutes". */
  tooManyRequests: (seconds: number) => {
    if (seconds <= 60) return `Too many requests. Please try again in ${seconds} seconds.`;
    const minutes = Math.ceil(seconds / 60);
    return `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
  otherStatus: (status: number) => `Request failed with status ${status}`,
} as const;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Extra attempts after a network failure, a timeout or a 5xx; backoff 2^n seconds. */
  retries?: number;
  /** Whether a 401/403 signs the user out and goes to /login (off for the sign-in calls). */
  authRedirect?: boolean;
  /** Whether a 429 waits for `retry-after` and tries once more (off for the sign-in calls). */
  rateLimitRetry?: boolean;
  /** `blob`: a success answers its bytes as a Blob (a PDF); a failure is read as usual. */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /** This call's own time limit instead of the client's: an action slow by nature (a backup). */
  timeoutMs?: number;
}

export interface UploadOptions extends Omit<RequestOptions, 'body'> {
  method?: 'PUT' | 'POST';
}

export interface ApiClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  /** Where a 401/403 sends the browser; a full navigation, so every piece of state restarts. */
  redirect?: (url: string) => void;
  /** The page the user is on, for the returnUrl and the cross-origin check. */
  location?: () => Pick<Location, 'pathname' | 'search' | 'origin'>;
}

export interface QuotaState {
  remaining: number;
  /** Epoch milliseconds when the server's window resets; `null` until a server said so. */
  resetAt: number | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClient {
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** Sends one file as multipart/form-data in the `file` field (the server's image uploads). */
  upload<T>(path: string, file: Blob, options?: UploadOptions): Promise<T>;
  getQuota(): QuotaState;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Seconds from a `retry-after` header (delta seconds or an HTTP date); `undefined` if absent. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * `x-ratelimit-reset` as epoch milliseconds. Our server sends seconds until the reset (as
 * @fastify/rate-limit does); large values are read as an epoch in seconds or milliseconds so
 * another API in front of us cannot confuse the quota.
 */
export function parseRateLimitReset(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) return null;
  if (n > 1e12) return n;
  if (n > 1e9) return n * 1000;
  return now + n * 1000;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function serverMessageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const message = body.message ?? body.error;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function fieldErrorsOf(body: unknown): FieldErrors | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    const list = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    if (list.length > 0) errors[field] = list;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Spec §5: one line per field, 'Field: messages joined by commas', field capitalised. */
export function formatFieldErrors(errors: FieldErrors): string {
  return Object.entries(errors)
    .map(
      ([field, messages]) =>
        `${field.charAt(0).toUpperCase()}${field.slice(1)}: ${messages.join(', ')}`,
    )
    .join('\n');
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function defaultLocation() {
  return window.location;
}

function defaultRedirect(url: string) {
  window.location.assign(url);
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? API_BASE_URL;
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const redirect = options.redirect ?? defaultRedirect;
  const location = options.location ?? defaultLocation;
  const quota: QuotaState = { remaining: CLIENT_QUOTA, resetAt: null };

  function buildUrl(method: Method, path: string, query: RequestOptions['query']): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    // Spec §7: every GET carries a timestamp so no cache in between answers it.
    if (method === 'GET') params.set('_t', String(Date.now()));
    const search = params.toString();
    return `${baseUrl}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
  }

  function assertQuota() {
    const now = Date.now();
    if (quota.remaining <= 0 && quota.resetAt !== null && now < quota.resetAt) {
      const seconds = Math.ceil((quota.resetAt - now) / 1000);
      throw new ApiError({
        status: 429,
        code: 'quota',
        message: API_MESSAGES.quota(seconds),
        retryAfter: seconds,
      });
    }
  }

  function updateQuota(headers: Headers) {
    const now = Date.now();
    const remaining = Number.parseInt(headers.get('x-ratelimit-remaining') ?? '', 10);
    if (Number.isFinite(remaining)) quota.remaining = remaining;
    const resetAt = parseRateLimitReset(headers.get('x-ratelimit-reset'), now);
    if (resetAt !== null) quota.resetAt = resetAt;
  }

  function isCrossOrigin(url: string): boolean {
    try {
      const here = location().origin;
      return new URL(url, here).origin !== here;
    } catch {
      return false;
    }
  }

  function signOutAndGoToLogin() {
    clearStoredSession();
    const { pathname, search } = location();
    // Already on the sign-in page: going there again would only nest returnUrls.
    if (pathname === '/login') return;
    redirect(`/login?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`);
  }

  /** One attempt: resolves with any answer (status < 500 is not a transport error). */
  async function send(method: Method, url: string, opts: RequestOptions) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, opts.timeoutMs ?? timeoutMs);
    const onCallerAbort = () => controller.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    // Like axios, the JSON content type goes with a body only: a header that announces no
    // body is noise (the server reads an empty JSON body as none all the same, app.ts).
    // A FormData body (an upload) sets its own multipart type with the boundary.
    const isForm = opts.body instanceof FormData;
    if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    try {
      const response = await fetch(url, {
        method,
        headers,
        body: isForm
          ? (opts.body as FormData)
          : opts.body === undefined
            ? undefined
            : JSON.stringify(opts.body),
        credentials: 'omit',
        signal: controller.signal,
      });
      // A file's bytes stay bytes: read as text, a PDF would be broken.
      const body =
        opts.responseType === 'blob' && response.ok
          ? await response.blob()
          : await readBody(response);
      return { response, body };
    } catch (error) {
      if (opts.signal?.aborted) throw opts.signal.reason ?? error;
      throw new ApiError({
        status: 0,
        code: timedOut ? 'timeout' : isCrossOrigin(url) ? 'cors' : 'network',
        message: isCrossOrigin(url) ? API_MESSAGES.noConnectionCors : API_MESSAGES.noConnection,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function failure(response: Response, body: unknown, retryAfter?: number): ApiError {
    const { status, headers } = response;
    const serverMessage = serverMessageOf(body);
    const base = { status, code: 'http' as const, serverMessage, headers };
    if (status === 401 || status === 403)
      return new ApiError({ ...base, message: API_MESSAGES.sessionExpired });
    if (status === 404) return new ApiError({ ...base, message: API_MESSAGES.notFound });
    if (status === 422) {
      const errors = fieldErrorsOf(body);
      const message = errors ? formatFieldErrors(errors) : API_MESSAGES.validationFailed;
      return new ApiError({ ...base, message, errors });
    }
    if (status === 429) {
      const seconds = retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS;
      return new ApiError({
        ...base,
        message: API_MESSAGES.tooManyRequests(seconds),
        retryAfter: seconds,
      });
    }
    if (status >= 500) return new ApiError({ ...base, message: API_MESSAGES.serverError });
    // A refused upload (413, 415) names its field like a 422 does, for the form to show.
    return new ApiError({
      ...base,
      message: serverMessage ?? API_MESSAGES.otherStatus(status),
      errors: fieldErrorsOf(body),
    });
  }

  async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
    const retries = opts.retries ?? DEFAULT_RETRIES;
    const authRedirect = opts.authRedirect ?? true;
    const rateLimitRetry = opts.rateLimitRetry ?? true;
    let failures = 0;
    let rateLimitRetried = false;

    assertQuota();
    for (;;) {
      let outcome: Awaited<ReturnType<typeof send>>;
      try {
        outcome = await send(method, buildUrl(method, path, opts.query), opts);
      } catch (error) {
        if (error instanceof ApiError && failures < retries) {
          failures += 1;
          await sleep(2 ** failures * 1000, opts.signal);
          continue;
        }
        throw error;
      }

      const { response, body } = outcome;
      updateQuota(response.headers);
      if (response.status < 400) return body as T;

      if (response.status >= 500 && failures < retries) {
        failures += 1;
        await sleep(2 ** failures * 1000, opts.signal);
        continue;
      }
      if (response.status === 429) {
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'), Date.now());
        if (rateLimitRetry && !rateLimitRetried) {
          rateLimitRetried = true;
          await sleep((retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000, opts.signal);
          continue;
        }
        throw failure(response, body, retryAfter);
      }
      if ((response.status === 401 || response.status === 403) && authRedirect)
        signOutAndGoToLogin();
      throw failure(response, body);
    }
  }

  type NoBody = Omit<RequestOptions, 'body'>;
  return {
    request,
    get: <T>(path: string, options?: NoBody) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: NoBody) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: NoBody) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: NoBody) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: NoBody) => request<T>('DELETE', path, options),
    upload: <T>(path: string, file: Blob, { method = 'PUT', ...options }: UploadOptions = {}) => {
      const body = new FormData();
      body.append('file', file, file instanceof File ? file.name : 'upload');
      return request<T>(method, path, { ...options, body });
    },
    getQuota: () => ({ ...quota }),
  };
}

/** THE client every feature uses (spec §7). */
export const apiClient = createApiClient();
