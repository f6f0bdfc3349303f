import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unprocessable } from './http-errors.ts';

export const NUL_MESSAGE = 'Must not contain a NUL character';

/** First string holding U+0000 in a parsed JSON value, as a dotted path; walked without recursion. */
export function findNul(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

function hasKeys(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  for (const _key in value) return true;
  return false;
}

const refuseNul: preValidationHookHandler = (request: FastifyRequest, _reply, done) => {
  for (const [context, value] of [
    ['body', request.body],
    ['querystring', request.query],
    ['params', request.params],
  ] as const) {
    if (typeof value === 'string' ? !value.includes('\u0000') : !hasKeys(value)) continue;
    const field = findNul(value);
    if (field !== undefined) {
      done(unprocessable({ [field || context]: [NUL_MESSAGE] }));
      return;
    }
  }
  done();
};

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a caller's input used to reach the
 * database as an error, i.e. a 500. Refused up front as a 422 naming the field, on every
 * route that takes input, whatever its schema says.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema;
      if (!schema?.body && !schema?.querystring && !schema?.params) return;
      const existing = route.preValidation;
      route.preValidation = existing
        ? [refuseNul, ...(Array.isArray(existing) ? existing : [existing])]
        : [refuseNul];
    });
  },
  { name: 'input-guard' },
);
