let addressCounter = 0;

/**
 * A fresh client address for `X-Forwarded-For` (the server under test trusts the proxy): each
 * request counts against its own per-address quotas, so a long stream of posts is never 429.
 */
export function nextForwardedFor(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A JSON call to a server over the network (not `inject`): rejects only when no answer came
 * (refused, reset, timed out), which is what a test of a dying server needs to tell apart.
 */
export async function call<T = unknown>(
  base: string,
  method: string,
  url: string,
  { body, token, timeoutMs = 20_000 }: { body?: unknown; token?: string; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'x-forwarded-for': nextForwardedFor(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the assertion that fails on it
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}
