import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unprocessable } from './http-errors.ts';

export const NUL_MESSAGE = 'Must not contain a NUL character';
/**
 * Keys one object of a request may have. The widest record the API takes has about 20; a
 * body of 90,000 unknown keys is refused here, before validation walks and reports them.
 */
export const MAX_KEYS_PER_OBJECT = 100;
export const TOO_MANY_KEYS_MESSAGE = `Too many fields: at most ${MAX_KEYS_PER_OBJECT} in one object`;

function hasMoreKeysThan(value: object, limit: number): boolean {
  let count = 0;
  for (const _key in value) if (++count > limit) return true;
  return false;
}

/**
 * The first problem in a parsed JSON value that no schema should have to meet: a string
 * holding U+0000, or an object with more keys than any request needs. Walked without
 * recursion; answers the dotted path and what is wrong there.
 */
export function findHostileInput(value: unknown): { path: string; message: string } | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { path, message: NUL_MESSAGE };
    } else if (current !== null && typeof current === 'object') {
      if (!Array.isArray(current) && hasMoreKeysThan(current, MAX_KEYS_PER_OBJECT))
        return { path, message: TOO_MANY_KEYS_MESSAGE };
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000'))
          return { path: path ? `${path}.${key}` : key, message: NUL_MESSAGE };
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

/** The 422 for the first hostile value among a request's inputs, or undefined. */
function hostileIn(context: string, value: unknown) {
  if (typeof value === 'string' ? !value.includes('\u0000') : !hasKeys(value)) return undefined;
  const found = findHostileInput(value);
  return found && unprocessable({ [found.path || context]: [found.message] });
}

// Runs on every request that has a schema (the catalogue's cache-busting query too): the
// three inputs are looked at in turn, without building a list of them per request.
const refuseHostileInput: preValidationHookHandler = (request: FastifyRequest, _reply, done) => {
  done(
    hostileIn('body', request.body) ??
      hostileIn('querystring', request.query) ??
      hostileIn('params', request.params),
  );
};

/**
 * Refused up front as a 422 naming the field, on every route that takes input, whatever its
 * schema says: a NUL anywhere (PostgreSQL text cannot hold U+0000, so it used to reach the
 * database as an error, i.e. a 500), and an object with absurdly many keys (a refusal must
 * cost little: validation would walk, and the answer name, every one of them).
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema;
      if (!schema?.body && !schema?.querystring && !schema?.params) return;
      const existing = route.preValidation;
      route.preValidation = existing
        ? [refuseHostileInput, ...(Array.isArray(existing) ? existing : [existing])]
        : [refuseHostileInput];
    });
  },
  { name: 'input-guard' },
);
