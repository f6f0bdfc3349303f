import type { FastifyInstance } from 'fastify';
import { JSON_BODY_LIMIT_BYTES } from '@streamfront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../db/client.ts';
import { json } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { HttpError } from './http-errors.ts';

type ErrorAnswer = {
  success: false;
  message: string;
  errors?: Record<string, string[]>;
  requestId?: string;
};

let app: FastifyInstance;
let database: Database;
let unreachable: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  // Nothing listens on port 1: every connection is refused, as when PostgreSQL is down.
  unreachable = await createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
  app = await buildApp(testConfig(), { database });
  // Routes that fail on purpose, added before `ready` like any other route.
  app.get('/api/test/boom', async () => {
    throw new Error('secret detail: connection string postgres://user:pw@db');
  });
  app.get('/api/test/database-down', async () => {
    await unreachable.db.execute(sql`select 1`);
  });
  app.get('/api/test/bad-statement', async () => {
    await app.db.execute(sql`select * from no_such_table`);
  });
  app.get('/api/test/teapot', async () => {
    throw new HttpError(418, 'Short and stout', { headers: { 'x-extra': 'kept' } });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await unreachable.close();
});

/** The sign-in call with a raw body: the route every envelope case below goes through. */
const signIn = (payload: string, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': contentType },
    payload,
  });

function expectEnvelope(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = json<ErrorAnswer>(res as Parameters<typeof json>[0]);
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

describe('the error envelope', () => {
  it('a body over the JSON limit (64 KiB) is 413', async () => {
    const res = await signIn(
      JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(JSON_BODY_LIMIT_BYTES) }),
    );
    expect(expectEnvelope(res, 413).message).toBe('Request body is too large');
  });

  it('a body just under the limit is read (and then validated)', async () => {
    const res = await signIn(
      JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(JSON_BODY_LIMIT_BYTES - 100) }),
    );
    expect(Object.keys(expectEnvelope(res, 422).errors!)).toEqual(['password']);
  });

  it('malformed JSON is 400', async () => {
    const res = await signIn('{"email": "a@example.com", ');
    expect(expectEnvelope(res, 400).message).toBe('Request body is not valid JSON');
  });

  it('an empty JSON body counts as no body: 422 where one is required', async () => {
    const res = await signIn('');
    expect(expectEnvelope(res, 422).errors).toEqual({ body: ['Request body is required'] });
  });

  it('an unsupported content type is 415', async () => {
    const res = await signIn('<a/>', 'application/xml');
    expectEnvelope(res, 415);
  });

  it('an unknown /api route is 404 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(expectEnvelope(res, 404).message).toBe('Route GET /api/nope not found');
    expectEnvelope(await app.inject({ method: 'DELETE', url: '/api/services' }), 404);
    expectEnvelope(await app.inject({ method: 'GET', url: '/api' }), 404);
  });

  it('an unexpected error is a 500 with a generic message and a request id, nothing more', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    const body = expectEnvelope(res, 500);
    expect(body).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
      requestId: expect.any(String),
    });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('secret detail');
    expect(res.body).not.toContain('stack');
    expect(res.body).not.toContain('.ts');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
  });

  it('an unreachable database is a 503 in the spec’s words, a failing statement still a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/database-down' });
    expect(expectEnvelope(res, 503)).toEqual({
      success: false,
      message: 'Our servers are currently experiencing issues. Please try again later.',
      requestId: expect.any(String),
    });
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|select/);
    const bug = await app.inject({ method: 'GET', url: '/api/test/bad-statement' });
    expect(expectEnvelope(bug, 500).message).toBe(
      'Something went wrong on our side. Please try again later.',
    );
  });

  it('an HttpError keeps its status, message and headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/teapot' });
    expect(expectEnvelope(res, 418)).toEqual({ success: false, message: 'Short and stout' });
    expect(res.headers['x-extra']).toBe('kept');
  });

  it('a URL that is not valid percent-encoding is 400 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/services/%E0%A4%A' });
    expect(expectEnvelope(res, 400)).toEqual({
      success: false,
      message: 'The request URL is not valid',
    });
  });

  it('field names from the caller cannot break the field map', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await app.inject({ method: 'GET', url: `/api/services?${name}=1` });
      expect(expectEnvelope(res, 422).errors, name).toEqual({ [name]: ['Unknown field'] });
    }
    const body = await signIn('{"email":"a@example.com","password":"x","constructor":1}');
    expect(expectEnvelope(body, 422).errors).toEqual({ constructor: ['Unknown field'] });
  });

  it('a NUL character anywhere in the input is 422 with its field, never a database error', async () => {
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nul\u0000Name', email: 'nul@example.com', password: 'Qz7#kLm2-long' },
    });
    expect(expectEnvelope(register, 422).errors).toEqual({
      name: ['Must not contain a NUL character'],
    });
    const nested = await signIn(
      '{"email":"a@example.com","password":"x","extra":{"list":["ok","bad\\u0000"]}}',
    );
    expect(expectEnvelope(nested, 422).errors).toEqual({
      'extra.list.1': ['Must not contain a NUL character'],
    });
    const query = await app.inject({ method: 'GET', url: '/api/services?_t=1%00' });
    expect(expectEnvelope(query, 422).errors).toEqual({ _t: ['Must not contain a NUL character'] });
  });

  it('a deeply nested body is refused, not a crash', async () => {
    // As deep as fits in the body limit.
    const res = await signIn('['.repeat(30_000) + ']'.repeat(30_000));
    expect([400, 422]).toContain(res.statusCode);
    expect(json<ErrorAnswer>(res).success).toBe(false);
  });

  it('a bad query string is 422 with its field', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/services?_t=notanumber' });
    expect(Object.keys(expectEnvelope(res, 422).errors!)).toEqual(['_t']);
  });
});
