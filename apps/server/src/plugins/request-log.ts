import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One log line per request, written when it has been answered: method, path, status and
 * time taken, with the request id pino binds to `request.log`. Fastify's own request logging
 * (turned off in buildApp's `logController`) writes two lines, "incoming request" and "request completed", and
 * at `info` cost the catalogue about 40% of its throughput; one line written from a callback
 * hook costs about half that. A request that fails before routing (a malformed URL) runs no
 * hook: the framework error handler writes its line with `logRequest`.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    // Below `info` there is nothing to write: no hook, so a silent server pays nothing.
    if (!logsRequests(app.log)) return;
    app.addHook('onResponse', (request, reply, done) => {
      logRequest(request, reply.statusCode, reply.elapsedTime);
      done();
    });
  },
  { name: 'request-log' },
);

/** Whether `log` writes the request lines (at `info` and below). */
export const logsRequests = (log: FastifyBaseLogger) =>
  ['info', 'debug', 'trace'].includes(log.level);

/** Query parameters whose value may sign someone in or prove who they are. */
const SECRET_PARAM = /token|secret|password|signature|sig$|key|code|otp/i;

/**
 * The URL as logged: a value of a secret-looking query parameter (`?resetToken=…`, a signed
 * unsubscribe link's `token`) is replaced, so that whoever reads the log cannot use it.
 */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let redacted = false;
  for (const [name] of params) {
    if (SECRET_PARAM.test(name)) {
      params.set(name, 'redacted');
      redacted = true;
    }
  }
  return redacted ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/** The request's one line. */
export function logRequest(request: FastifyRequest, statusCode: number, elapsedMs: number) {
  writeRequestLine(request.log, request.method, request.url, statusCode, elapsedMs);
}

/** The line itself, to `log` (a request's, bound to its id). */
export function writeRequestLine(
  log: FastifyBaseLogger,
  method: string,
  url: string,
  statusCode: number,
  elapsedMs: number,
) {
  log.info(
    { method, url: loggableUrl(url), statusCode, ms: Math.round(elapsedMs * 10) / 10 },
    'request',
  );
}
