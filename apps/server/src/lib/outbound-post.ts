import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_ANSWER_MAX_BYTES, WEBHOOK_TIMEOUT_MS } from '@streamfront/contract';
import ipaddr from 'ipaddr.js';

export const URL_INVALID = 'Enter a full address, like https://example.com/hooks';
export const HTTPS_REQUIRED = 'Use an https:// address';
export const HTTP_REQUIRED = 'Use an http:// or https:// address';
export const URL_CREDENTIALS = 'Leave the user name and password out of the address';
export const PRIVATE_ADDRESS = 'This address is on a private network';
export const HOST_NOT_FOUND = 'This host name could not be found';

/**
 * A URL or address that may not be called (plain http, a private network): no retry mends
 * it, so callers treat it as permanent. Its message is fit to show to an admin.
 */
export class OutboundRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRefusedError';
  }
}

export interface OutboundPostOptions {
  body: string;
  headers: Record<string, string>;
  /** Plain http and loopback, private and link-local addresses too (ALLOW_PRIVATE_WEBHOOKS). */
  allowPrivate: boolean;
  /** For the whole exchange: connecting, sending and reading the answer. */
  timeoutMs?: number;
  /** What is read of the answer; the rest is not waited for. */
  maxAnswerBytes?: number;
  signal?: AbortSignal;
}

export interface OutboundAnswer {
  status: number;
  /** The start of the answer's body, at most `maxAnswerBytes`, as UTF-8. */
  body: string;
  durationMs: number;
}

/**
 * Only addresses of the public internet. Everything else that ipaddr.js names is refused:
 * loopback, private, link-local (169.254.169.254, the cloud metadata service), unique-local,
 * CGNAT, unspecified, multicast, reserved, and the IPv6 forms that carry an IPv4 address
 * elsewhere (NAT64, 6to4, Teredo). `process` unwraps IPv4-mapped IPv6 (`::ffff:127.0.0.1`).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** `[::1]` → `::1`: URL keeps the brackets of an IPv6 host. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** The URL's form alone (scheme, credentials): the refusal's message, or the parsed URL. */
function checkShape(url: string, allowPrivate: boolean): URL | string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return URL_INVALID;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return allowPrivate ? HTTP_REQUIRED : HTTPS_REQUIRED;
  if (parsed.protocol === 'http:' && !allowPrivate) return HTTPS_REQUIRED;
  if (parsed.username || parsed.password) return URL_CREDENTIALS;
  if (!parsed.hostname) return URL_INVALID;
  return parsed;
}

const lookupAll = (hostname: string, family: number) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, family }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/**
 * Whether `url` may receive webhooks: null when it may, else the message to show beside the
 * field. Without `allowPrivate` it must be https and its host (resolved now) public; the
 * address is checked again on every call, since a name may resolve elsewhere later.
 */
export async function checkWebhookUrl(
  url: string,
  { allowPrivate }: { allowPrivate: boolean },
): Promise<string | null> {
  const parsed = checkShape(url, allowPrivate);
  if (typeof parsed === 'string') return parsed;
  if (allowPrivate) return null;
  const host = bareHost(parsed.hostname);
  if (isIP(host)) return isPublicAddress(host) ? null : PRIVATE_ADDRESS;
  try {
    const addresses = await lookupAll(host, 0);
    return addresses.every((a) => isPublicAddress(a.address)) ? null : PRIVATE_ADDRESS;
  } catch {
    return HOST_NOT_FOUND;
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The `lookup` the connection uses: the addresses it connects to are the ones checked here,
 * so a name cannot pass a check with a public address and then connect to a private one
 * (DNS rebinding). Node asks for all addresses when it tries several (autoSelectFamily).
 */
function checkedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    const { family } = options;
    lookupAll(hostname, family === 'IPv4' ? 4 : family === 'IPv6' ? 6 : (family ?? 0)).then(
      (addresses) => {
        if (!allowPrivate && !addresses.every((a) => isPublicAddress(a.address))) {
          callback(new OutboundRefusedError(PRIVATE_ADDRESS), []);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

const NETWORK_WORDS: Record<string, string> = {
  ECONNREFUSED: 'Connection refused',
  ECONNRESET: 'The connection was cut',
  ENOTFOUND: HOST_NOT_FOUND,
  EAI_AGAIN: 'The host name could not be looked up',
  EHOSTUNREACH: 'The host could not be reached',
  ENETUNREACH: 'The network could not be reached',
  EPIPE: 'The connection was cut',
};

/** A network failure in words an admin can act on. */
function describeFailure(error: unknown): Error {
  if (error instanceof OutboundRefusedError) return error;
  const { code, message } = error as { code?: string; message?: string };
  const words = (code && NETWORK_WORDS[code]) || message || String(error);
  return new Error(code && !words.includes(code) ? `${words} (${code})` : words, { cause: error });
}

/** Why an answer with this status is not a success, or null for a 2xx. */
export function answerFailure(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400) return `Answered ${status}: redirects are not followed`;
  return `Answered ${status}`;
}

/** Reads at most `max` bytes of `response`, then lets the rest go. */
function readCapped(response: IncomingMessage, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(new TextDecoder().decode(Buffer.concat(chunks)));
    response.on('data', (chunk: Buffer) => {
      const room = max - size;
      chunks.push(room < chunk.length ? chunk.subarray(0, room) : chunk);
      size += Math.min(room, chunk.length);
      if (size >= max) {
        response.off('end', done);
        response.destroy();
        done();
      }
    });
    response.once('end', done);
    response.on('error', reject);
  });
}

/**
 * POSTs `body` to `url` and reads the answer, for webhooks and the provisioning connector.
 * Refused (OutboundRefusedError) without `allowPrivate`: plain http, credentials in the
 * URL, and any host that is or resolves to a non-public address. Redirects are not followed
 * (node:http never does); the whole exchange has `timeoutMs`. Resolves with whatever status
 * came back (see `answerFailure`); rejects with a readable error when none did.
 */
export async function outboundPost(
  url: string,
  options: OutboundPostOptions,
): Promise<OutboundAnswer> {
  const { allowPrivate } = options;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const maxAnswerBytes = options.maxAnswerBytes ?? WEBHOOK_ANSWER_MAX_BYTES;
  const parsed = checkShape(url, allowPrivate);
  if (typeof parsed === 'string') throw new OutboundRefusedError(parsed);
  const host = bareHost(parsed.hostname);
  // Node connects to an address literal without calling `lookup`: checked here instead.
  if (!allowPrivate && isIP(host) && !isPublicAddress(host))
    throw new OutboundRefusedError(PRIVATE_ADDRESS);

  const started = performance.now();
  const client = parsed.protocol === 'https:' ? https : http;
  return new Promise<OutboundAnswer>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      // Whatever is left of the answer is not waited for; the connection goes with it.
      request.destroy();
    };
    const fail = (error: unknown) => settle(() => reject(describeFailure(error)));
    const request = client.request(parsed, {
      method: 'POST',
      headers: { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
      lookup: checkedLookup(allowPrivate),
      // A connection of its own: one checked by this call's lookup, never a pooled one.
      agent: false,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const timer = setTimeout(
      () => fail(new Error(`No answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    // `on`, not `once`: a destroyed request or answer may say so more than once.
    request.on('error', fail);
    request.once('response', (response) => {
      response.on('error', fail);
      readCapped(response, maxAnswerBytes).then(
        (body) =>
          settle(() =>
            resolve({
              status: response.statusCode ?? 0,
              body,
              durationMs: Math.round(performance.now() - started),
            }),
          ),
        fail,
      );
    });
    request.end(options.body);
  });
}
