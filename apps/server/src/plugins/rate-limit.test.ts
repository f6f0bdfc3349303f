import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/test-app.ts';

const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: LIMIT });
});
afterAll(() => t.close());

const get = (url: string, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url, remoteAddress });

describe('global API rate limit', () => {
  it('every API answer carries the quota headers; over the quota is 429 with retry-after', async () => {
    const ip = '10.2.0.1';
    for (let i = 1; i <= LIMIT; i += 1) {
      const res = await get('/api/services', ip);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe(String(LIMIT));
      expect(res.headers['x-ratelimit-remaining']).toBe(String(LIMIT - i));
      const reset = Number(res.headers['x-ratelimit-reset']);
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
      expect(res.headers['retry-after']).toBeUndefined();
    }
    const blocked = await get('/api/services', ip);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.headers['x-ratelimit-remaining']).toBe('0');
    expect(json(blocked)).toEqual({
      success: false,
      message: `Too many requests. Please try again in ${retryAfter} seconds.`,
    });
    expect(blocked.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The quota is per caller: another address is served.
    expect((await get('/api/services', '10.2.0.2')).statusCode).toBe(200);
  });

  it('applies to every API route, unknown paths and failed logins included', async () => {
    const ip = '10.2.0.3';
    const nope = await get('/api/nope', ip);
    expect(nope.statusCode).toBe(404);
    expect(nope.headers['x-ratelimit-limit']).toBe(String(LIMIT));
    expect(nope.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
    expect((await get('/api/health', ip)).headers['x-ratelimit-remaining']).toBe(String(LIMIT - 2));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email: 'x@example.com', password: 'whatever-1' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.headers['x-ratelimit-remaining']).toBe('0');
    const blocked = await get('/api/nope', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('does not count requests outside the API', async () => {
    const ip = '10.2.0.4';
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const res = await get('/some/client/route', ip);
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
    expect((await get('/api/services', ip)).statusCode).toBe(200);
  });
});
