import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { overQuota, type QuotaTaken } from './rate-limit.ts';
import { SECURITY_HEADER_LINES } from './security.ts';

interface Refusal {
  status: number;
  message: string;
}

/** Failures Node meets while reading a request, each with the status and words it gets. */
const clientFailures: Record<string, Refusal> = {
  // Node's headersTimeout and requestTimeout (app.ts): a caller too slow to send its request.
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
};
const NOT_HTTP: Refusal = { status: 400, message: 'The request is not valid HTTP' };
const URL_TOO_LONG: Refusal = { status: 414, message: 'The request URL is too long' };

// Fastify types `rawPacket` as its JSON form; Node hands over the Buffer itself.
type ClientError = Error & { code?: string; rawPacket?: unknown };

/**
 * Node's 16 KiB header limit counts the request line too. A line over half of it is taken
 * as the reason (nginx's default buffer for one header line is 8 KiB as well).
 */
const LONG_REQUEST_LINE = 8 * 1024;

/** What can be read of the request line in the bytes Node was parsing when it gave up. */
export function requestLine(packet: unknown) {
  const rawPacket = Buffer.isBuffer(packet) ? packet : undefined;
  // The request line is all a scanner's over-long URL is; 2 KB of it is plenty to log.
  const text = rawPacket?.subarray(0, 2048).toString('latin1') ?? '';
  const match = /^([A-Z]{1,16}) (\S+)/.exec(text);
  const lineEnd = rawPacket?.indexOf('\r\n') ?? -1;
  return {
    method: match?.[1],
    url: match?.[2],
    /** Whether the URL, rather than the headers after it, is what overflowed. */
    tooLong: rawPacket !== undefined && (lineEnd === -1 || lineEnd > LONG_REQUEST_LINE),
  };
}

function refusalFor(error: ClientError, urlTooLong: boolean): Refusal {
  if (error.code === 'HPE_HEADER_OVERFLOW' && urlTooLong) return URL_TOO_LONG;
  return (error.code ? clientFailures[error.code] : undefined) ?? NOT_HTTP;
}

function write(socket: Socket, { status, message }: Refusal, extraHeaders: Record<string, string>) {
  // Node keeps the answer in progress here; once its headers are out nothing more can be said.
  const inProgress = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (!socket.writable || inProgress?.headersSent) return;
  const body = JSON.stringify({ success: false, message });
  const extra = Object.entries(extraHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${SECURITY_HEADER_LINES}${extra}` +
      'connection: close\r\ncontent-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Fastify's `clientErrorHandler`: Node calls it before any request object exists, so the
 * answer is written to the socket by hand, in the envelope and with the headers of every
 * other answer. Like every other request it is logged with its status, and one whose request
 * line names an API path spends the caller's API quota (a scanner's over-long URLs are most
 * of what it sends). Behind a trusted proxy the peer is the proxy, whose address is everyone's:
 * those are not counted here, and the proxy refuses over-long URLs itself (deploy/nginx.conf).
 */
export const clientErrorHandler = ({ trustProxy }: { trustProxy: boolean }) =>
  function refuseClientError(this: FastifyInstance, error: ClientError, socket: Socket) {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const started = performance.now();
    const { method, url, tooLong } = requestLine(error.rawPacket);
    const refusal = refusalFor(error, tooLong);
    const ip = socket.remoteAddress;
    const finish = (taken: QuotaTaken | null) => {
      const answer = taken?.wait != null ? toRefusal(overQuota(taken.wait)) : refusal;
      this.log.info(
        {
          method,
          url: url && url.length > 200 ? `${url.slice(0, 200)}…` : url,
          statusCode: answer.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          ip,
          reason: error.code,
        },
        'request',
      );
      write(socket, answer, {
        ...taken?.headers,
        ...(taken?.wait != null ? { 'retry-after': String(taken.wait) } : {}),
      });
      socket.destroy(error);
    };
    const quota = this.takeUnroutedQuota;
    if (!quota || !url || !ip || trustProxy) return finish(null);
    // A limiter that cannot answer (Redis away) must not leave the caller without a reply.
    quota(ip, url).then(finish, () => finish(null));
  };

const toRefusal = (error: { statusCode: number; message: string }): Refusal => ({
  status: error.statusCode,
  message: error.message,
});
