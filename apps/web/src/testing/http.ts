import { vi } from 'vitest';

/** An answer as the server would send it: JSON body plus the given headers. */
export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export type FetchHandler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Replaces the global `fetch`, the network boundary of the web app, with `handler`.
 * URLs are resolved against http://localhost so tests can read path and query.
 */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    return Promise.resolve(handler(url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Answers each call with the next response of the list (the last one repeats). */
export function stubFetchSequence(...responses: (() => Response | Promise<Response>)[]) {
  let call = 0;
  return stubFetch(() => {
    const next = responses[Math.min(call, responses.length - 1)];
    call += 1;
    if (!next) throw new Error('stubFetchSequence needs at least one response');
    return next();
  });
}

/** A base64url JWT-shaped token carrying `payload` (unsigned: the client never verifies). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
