import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/test-app.ts';

const rootPackage = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8'),
) as { version: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API docs', () => {
  it('/api/docs/json is an OpenAPI document of the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = json<{
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, unknown>>;
    }>(res);
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe(rootPackage.version);
    expect(doc.paths['/api/services']).toHaveProperty('get');
    expect(doc.paths['/api/auth/login']).toHaveProperty('post');
    expect(doc.paths['/api/admin/services/{id}']).toHaveProperty('patch');
  });

  it('/api/docs is a readable page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html/i);
    // Only external scripts: the page works under the strict CSP.
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    const initializer = /src="([^"]*swagger-initializer\.js)"/.exec(res.body)?.[1];
    expect(initializer).toBeDefined();
    const script = await t.app.inject({
      method: 'GET',
      url: new URL(initializer!, 'http://x/api/docs').pathname,
    });
    expect(script.statusCode).toBe(200);
  });
});

describe('API docs are public (decision 014)', () => {
  it('every admin operation they list refuses a caller without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(res);
    const admin = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(5);
    for (const [path, operations] of admin) {
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const method of Object.keys(operations)) {
        const answer = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          payload: method === 'get' || method === 'delete' ? undefined : {},
        });
        expect(answer.statusCode, `${method} ${path}`).toBe(401);
      }
    }
  });
});
