import type { IncomingMessage } from 'node:http';

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * Which browser pages may open the live channel: the configured public URL and the origin
 * the request was served on (its Host). A request without an Origin header is let through:
 * browsers always send one on a WebSocket handshake and on cross-origin requests, but not on
 * a same-origin polling GET, and non-browser clients have none; the token still decides.
 * A literal `null` origin (sandboxed frame, file://) is refused.
 */
export function createOriginCheck(options: { publicUrl: string | undefined; trustProxy: boolean }) {
  const allowed = new Set<string>();
  if (options.publicUrl) allowed.add(new URL(options.publicUrl).origin);

  return (request: IncomingMessage): boolean => {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (allowed.has(url.origin)) return true;
    const host =
      (options.trustProxy ? firstValue(request.headers['x-forwarded-host']) : undefined) ??
      firstValue(request.headers.host);
    return host !== undefined && url.host === host.toLowerCase();
  };
}
