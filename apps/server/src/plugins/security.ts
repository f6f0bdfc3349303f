import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Strict headers. Scripts only from our own origin (no inline script); inline styles stay
 * allowed because the toast library and React's style props write them at run time.
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      mediaSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
};

/**
 * The headers helmet would set, computed once by running it against a stand-in response.
 * Nothing in the policy depends on the request (no nonces), and @fastify/helmet rebuilds
 * helmet and re-parses the whole policy on every request: that was the largest cost left
 * on the cached public catalogue (bench/README.md).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/**
 * Every answer's headers, whoever writes it: helmet's, and `no-store` so that no cache, shared
 * or the browser's own, keeps an answer (a token, an account, a list) unless its route says
 * otherwise (hashed assets, the SPA shell, stored images set their own).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...helmetHeaders(HELMET_OPTIONS),
  'cache-control': 'no-store',
};

/** The same headers as raw HTTP header lines, for answers written straight to the socket. */
export const SECURITY_HEADER_LINES = Object.entries(SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

type EngineMiddleware = (
  request: IncomingMessage,
  response: Pick<ServerResponse, 'setHeader' | 'writeHead' | 'end'>,
  next: (error?: unknown) => void,
) => void;

/** The only methods the live channel speaks: polling reads with GET and writes with POST. */
const REALTIME_METHODS = new Set(['GET', 'POST']);
const REALTIME_METHOD_REFUSAL = JSON.stringify({
  success: false,
  message: 'The live channel only accepts GET and POST',
});

/**
 * socket.io answers its polling requests (and refuses bad ones) before Fastify sees them: its
 * engine's middleware puts the same headers on each of those answers. Other methods are
 * refused here with a 405 in our envelope: engine.io answers them with a bare 500 once they
 * name a live session (and TRACE must never be echoed).
 */
export function secureRealtimeAnswers(engine: { use(middleware: EngineMiddleware): void }) {
  engine.use((request, response, next) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    if (REALTIME_METHODS.has(request.method ?? '')) return next();
    response.writeHead(405, {
      allow: 'GET, POST',
      'content-type': 'application/json; charset=utf-8',
    });
    response.end(REALTIME_METHOD_REFUSAL);
  });
}

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    // onRequest, first of all hooks: 404s, 429s and error answers carry the headers too.
    // Failures before routing (frameworkErrors) and at the socket (clientErrorHandler) add
    // them themselves: see plugins/errors.ts.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      done();
    });
  },
  { name: 'security' },
);
