import { JSON_BODY_LIMIT_BYTES } from '@streamfront/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_REPORTED_FIELDS } from './plugins/errors.ts';
import { TOO_MANY_KEYS_MESSAGE } from './plugins/input-guard.ts';
import { concreteUrl } from './testing/route-urls.ts';
import { bearer, json, loginAsAdmin } from './testing/test-app.ts';
import { useTestApp } from './testing/use-test-app.ts';

/**
 * A refusal costs the server little and says little: a body of unknown keys once cost 0.44 s
 * and a 2.4 MB answer on the public sign-in, which a few streams from one address turned into
 * a slow site for everyone. Every route with a JSON body, taken from the route table.
 */
const MAX_ANSWER_BYTES = 8 * 1024;
/**
 * Server time for one refusal (the fastest of five tries); the defect took 440 ms on every
 * try. Generous: the machine runs other tests too, and on a slower machine of the same kind
 * one ordinary refusal's fastest try read 20.6 ms while the suite ran.
 */
const MAX_REFUSAL_MS = 50;

const manyKeys = (bytes: number, known: Record<string, unknown> = {}) => {
  const body: Record<string, unknown> = { ...known };
  let size = JSON.stringify(body).length;
  for (let i = 0; size < bytes - 40; i += 1) {
    body[`unknown${i}`] = 1;
    size += `"unknown${i}":1,`.length;
  }
  return JSON.stringify(body);
};

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
};

describe('refusing a body costs little', () => {
  const test = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = (await loginAsAdmin(test.app)).token;
  });

  const send = async (method: string, url: string, payload: string, token?: string) => {
    const started = performance.now();
    const answer = await test.app.inject({
      method: method as 'POST',
      url,
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      payload,
    });
    return { answer, ms: performance.now() - started };
  };

  /**
   * The fastest of five tries after one that warms the route up (its first call compiles its
   * schema): what else the machine runs only ever adds time, so the fastest try is the
   * server's own cost. The defect this holds took 440 ms on every try.
   */
  const fastestMs = async (method: string, url: string, payload: string, token?: string) => {
    await send(method, url, payload, token);
    const tries = [];
    for (let i = 0; i < 5; i += 1) tries.push(await send(method, url, payload, token));
    return { answer: tries.at(-1)!.answer, ms: Math.min(...tries.map((t) => t.ms)) };
  };

  it('refuses a megabyte of unknown keys on sign-in before reading it, in a small answer', async () => {
    const body = manyKeys(1024 * 1024, { email: 'a@example.com', password: 'x' });
    const { answer, ms } = await fastestMs('POST', '/api/auth/login', body);
    expect(answer.statusCode).toBe(413);
    expect(answer.body.length).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
    expect(ms).toBeLessThanOrEqual(MAX_REFUSAL_MS);
  });

  it('answers thousands of unknown keys on each public form with a short 422', async () => {
    const body = manyKeys(JSON_BODY_LIMIT_BYTES / 2, { email: 'a@example.com' });
    for (const url of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/promo-codes/validate',
    ]) {
      const { answer, ms } = await fastestMs('POST', url, body);
      expect(answer.statusCode, url).toBe(422);
      expect(answer.body.length, url).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
      expect(ms, url).toBeLessThanOrEqual(MAX_REFUSAL_MS);
      expect(json(answer), url).toEqual({
        success: false,
        message: 'Validation failed',
        errors: { body: [TOO_MANY_KEYS_MESSAGE] },
      });
    }
  });

  it('names at most the first 20 wrong fields, and says how many there were', async () => {
    // Under the per-object ceiling, so validation itself reports the unknown keys.
    const body: Record<string, unknown> = { email: 'a@example.com', password: 'x' };
    for (let i = 0; i < 90; i += 1) body[`unknown${i}`] = 1;
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: body,
    });
    expect(answer.statusCode).toBe(422);
    const { message, errors } = json<{ message: string; errors: Record<string, string[]> }>(answer);
    expect(Object.keys(errors)).toHaveLength(MAX_REPORTED_FIELDS);
    expect(errors.unknown0).toEqual(['Unknown field']);
    expect(message).toBe('Validation failed: 90 fields are wrong, the first 20 are listed');
  });

  it('keeps every refusal of a route with a body small and quick, for an admin too', async () => {
    const routes = test.app.routeTable.filter((route) => route.hasBody);
    expect(routes.length).toBeGreaterThan(30);
    const body = manyKeys(JSON_BODY_LIMIT_BYTES / 2);
    for (const route of routes) {
      const { answer, ms } = await fastestMs(route.method, concreteUrl(route.url), body, admin);
      const label = `${route.method} ${route.url}`;
      expect(answer.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, label).toBeLessThan(500);
      expect(answer.body.length, label).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
      expect(ms, label).toBeLessThanOrEqual(MAX_REFUSAL_MS);
    }
  });
});
