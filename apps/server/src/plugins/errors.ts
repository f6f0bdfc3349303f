import { SERVER_ERROR_MESSAGE } from '@streamfront/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.ts';
import { HttpError } from './http-errors.ts';
import { overQuota, type QuotaTaken } from './rate-limit.ts';
import { logRequest } from './request-log.ts';
import { SECURITY_HEADERS } from './security.ts';

type FieldErrors = Record<string, string[]>;

/**
 * Fields a 422 names at most. A refusal must cost the server less than the request cost the
 * caller: a body of 90,000 unknown keys once answered with 2.4 MB naming each of them.
 */
export const MAX_REPORTED_FIELDS = 20;
/** A field name echoed back is cut to this: it is the caller's text, of any length. */
const MAX_FIELD_NAME = 100;

/**
 * Turns schema issues into the `{ field: [messages] }` map the web client prints (spec §5),
 * naming at most `MAX_REPORTED_FIELDS` fields, and how many fields were wrong in all.
 * Built in a Map: field names come from the caller (unknown keys), and a plain object would
 * trip over `constructor` or `__proto__`.
 */
function fieldErrors(
  validation: { instancePath: string; message?: string | undefined; params?: unknown }[],
  context: string | undefined,
): { errors: FieldErrors; fields: number } {
  const map = new Map<string, string[]>();
  let fields = 0;
  const add = (field: string, message: string) => {
    const name = field.length > MAX_FIELD_NAME ? `${field.slice(0, MAX_FIELD_NAME)}…` : field;
    const messages = map.get(name);
    if (messages) {
      if (messages.length < 5) messages.push(message);
      return;
    }
    fields += 1;
    if (map.size < MAX_REPORTED_FIELDS) map.set(name, [message]);
  };
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const params = issue.params as { keys?: string[] } | undefined;
    if (params?.keys && params.keys.length > 0) {
      // Counted, not walked: each further unknown key is one more field.
      const named = params.keys.slice(0, MAX_REPORTED_FIELDS);
      for (const key of named) add(field ? `${field}.${key}` : key, 'Unknown field');
      fields += params.keys.length - named.length;
      continue;
    }
    // Zod's wording for a missing body ("expected object, received undefined") means
    // nothing to a person reading the form's error line.
    const missingBody =
      !field &&
      (context ?? 'body') === 'body' &&
      /received (undefined|null)$/.test(issue.message ?? '');
    add(
      field || context || 'body',
      missingBody ? 'Request body is required' : (issue.message ?? 'Invalid value'),
    );
  }
  return { errors: Object.fromEntries(map), fields };
}

/** The 422's headline: says how many fields were wrong when not all of them are named. */
export function validationMessage(fields: number): string {
  return fields > MAX_REPORTED_FIELDS
    ? `Validation failed: ${fields} fields are wrong, the first ${MAX_REPORTED_FIELDS} are listed`
    : 'Validation failed';
}

/** Fastify's own client errors, each with the status DESIGN §3 gives it. */
const frameworkErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Request body is not valid JSON' },
};

const SERVER_FAILURE = 'Something went wrong on our side. Please try again later.';

/**
 * Fastify's `frameworkErrors` option: failures it meets before routing, where the error
 * handler does not run (a URL that is not valid percent-encoding, an over-long parameter).
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // No hook has run yet, the security plugin's and the rate limiter's included.
  void reply.headers(SECURITY_HEADERS);
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const answer = (taken: QuotaTaken | null) => {
    if (taken) void reply.headers(taken.headers);
    // No onResponse hook runs either: the request's log line is written here.
    if (taken?.wait != null) {
      const refusal = overQuota(taken.wait);
      logRequest(request, refusal.statusCode, reply.elapsedTime);
      void reply
        .code(refusal.statusCode)
        .headers(refusal.headers ?? {})
        .send({ success: false, message: refusal.message });
      return;
    }
    logRequest(request, status, reply.elapsedTime);
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled framework error');
      void reply.code(500).send({ success: false, message: SERVER_FAILURE, requestId: request.id });
      return;
    }
    void reply.code(status).send({ success: false, message: 'The request URL is not valid' });
  };
  const quota = request.server.takeUnroutedQuota;
  if (!quota) return answer(null);
  // A limiter that cannot answer (Redis away) must not leave the caller without a reply.
  quota(request.ip, request.url).then(answer, () => answer(null));
}

/** The one error handler: every failure leaves in the envelope of DESIGN §3. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { errors, fields } = fieldErrors(error.validation, error.validationContext);
      return reply.code(422).send({ success: false, message: validationMessage(fields), errors });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.reason ? { reason: error.reason } : {}),
      });
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return reply.code(known.status).send({ success: false, message: known.message });
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ success: false, message: 'Request body is not valid JSON' });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ success: false, message: error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ success: false, message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is down or restarting, and the pool reconnects once it is back.
      // Spec §8's 5xx words, for a failure that passes on its own (decision 036).
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send({
        success: false,
        message: SERVER_ERROR_MESSAGE,
        requestId: request.id,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({
      success: false,
      message: SERVER_FAILURE,
      requestId: request.id,
    });
  });
});
