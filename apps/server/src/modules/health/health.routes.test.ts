import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../testing/test-app.ts';

const rootPackage = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../../package.json'), 'utf8'),
) as { version: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok with the product version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health?_t=1' });
    expect(res.statusCode).toBe(200);
    expect(rootPackage.version).toBe('0.1.0');
    expect(json(res)).toEqual({
      success: true,
      data: { status: 'ok', version: rootPackage.version, database: 'up' },
    });
  });

  it('answers 503 in the envelope when the database is unreachable', async () => {
    const ping = t.app.database.ping;
    t.app.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(json(res)).toEqual({ success: false, message: 'Database unreachable' });
    } finally {
      t.app.database.ping = ping;
    }
  });
});
