import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The baseline of the HTTP benches: a plain `node:http` server that replays answers captured
 * from the real server (same status, same headers, same body bytes), so any difference in a
 * measurement is what the real server does beyond writing those bytes.
 */

export interface RequestSpec {
  method: 'GET' | 'POST';
  /** Path with its query string. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What the raw server replays for one method and path (the query string is ignored). */
export interface Capture {
  method: string;
  pathname: string;
  status: number;
  /** As sent, minus the per-response headers Node writes for both servers alike. */
  headers: [string, string][];
  /** Base64: compressed answers are bytes, not text. */
  body: string;
}

export interface RawAnswer {
  status: number;
  rawHeaders: string[];
  body: Buffer;
}

// Headers node:http writes by itself on every answer, for both servers alike.
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const pathnameOf = (pathAndQuery: string) => pathAndQuery.split('?')[0] ?? '/';

/** One request, the answer's bytes as sent (no decompression, unlike fetch). */
export function rawRequest(baseURL: string, spec: RequestSpec): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(spec.path, baseURL),
      { method: spec.method, headers: spec.headers ?? {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(spec.body);
  });
}

export function headerPairs(rawHeaders: string[]): [string, string][] {
  const result: [string, string][] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) result.push([rawHeaders[i]!, rawHeaders[i + 1]!]);
  return result;
}

/** The real server's answer to `spec`, which must be a 2xx, ready to replay. */
export async function captureAnswer(baseURL: string, spec: RequestSpec): Promise<Capture> {
  const answer = await rawRequest(baseURL, spec);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(
      `${spec.method} ${spec.path} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`,
    );
  }
  return {
    method: spec.method,
    pathname: pathnameOf(spec.path),
    status: answer.status,
    headers: headerPairs(answer.rawHeaders).filter(
      ([name]) => !PER_RESPONSE.has(name.toLowerCase()),
    ),
    body: answer.body.toString('base64'),
  };
}

/** A `node:http` server answering each captured method and path with its capture. */
export async function serveReplay(captures: Capture[]): Promise<http.Server> {
  const answers = new Map(
    captures.map((c) => [
      `${c.method} ${c.pathname}`,
      { status: c.status, headers: c.headers.flat(), body: Buffer.from(c.body, 'base64') },
    ]),
  );
  const server = http.createServer((request, response) => {
    const answer = answers.get(`${request.method} ${pathnameOf(request.url ?? '/')}`);
    const send = () => {
      if (!answer) response.writeHead(404).end();
      else response.writeHead(answer.status, answer.headers).end(answer.body);
    };
    if (request.method === 'GET' || request.method === 'HEAD') {
      send();
    } else {
      // A body is read to its end first, as the real server reads it before answering.
      request.resume();
      request.once('end', send);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

const headerNames = (rawHeaders: string[]) =>
  headerPairs(rawHeaders)
    .map(([name]) => name.toLowerCase())
    .sort()
    .join(',');

/**
 * The raw server must answer what the real one does, header for header, byte for byte.
 * `sameBody: false` for answers that differ on every call (a chat reply names its session).
 */
export async function checkSameAnswer(
  realURL: string,
  rawURL: string,
  spec: RequestSpec,
  { sameBody = true } = {},
) {
  const [real, raw] = await Promise.all([rawRequest(realURL, spec), rawRequest(rawURL, spec)]);
  const what = `${spec.method} ${spec.path}`;
  if (real.status !== raw.status)
    throw new Error(`${what}: ${real.status} real, ${raw.status} raw`);
  if (sameBody && !real.body.equals(raw.body)) throw new Error(`${what}: raw body differs`);
  if (headerNames(real.rawHeaders) !== headerNames(raw.rawHeaders)) {
    throw new Error(
      `${what}: header names differ:\n  real: ${headerNames(real.rawHeaders)}\n  raw:  ${headerNames(raw.rawHeaders)}`,
    );
  }
  const pairs = headerPairs(real.rawHeaders);
  return {
    bytes: real.body.length,
    headers: pairs.length,
    rateLimitHeaders: pairs.filter(([name]) => name.toLowerCase().startsWith('x-ratelimit')).length,
  };
}
