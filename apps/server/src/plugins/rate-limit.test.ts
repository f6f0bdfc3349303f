import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_RATE_LIMIT } from '@streamfront/contract';
import { createTestApp, json, type TestApp } from '../testing/test-app.ts';
import { normalisedPath } from './rate-limit.ts';

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

  it('counts requests that fail before routing (a malformed URL) like any other', async () => {
    const ip = '10.2.0.9';
    const broken = '/api/services/%E0%A4%A';
    for (let i = 1; i <= LIMIT; i += 1) {
      const res = await get(broken, ip);
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(LIMIT - i));
    }
    const blocked = await get(broken, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(json<{ message: string }>(blocked).message).toMatch(/^Too many requests\./);
    // The same budget as every other API request of this caller.
    expect((await get('/api/services', ip)).statusCode).toBe(429);
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

describe('which quota applies is decided by the matched route, not the raw URL', () => {
  it('an encoded /%61pi/services is the same route and is counted and limited', async () => {
    const ip = '10.2.1.1';
    for (let i = 1; i <= LIMIT; i += 1) {
      const res = await get('/%61pi/services', ip);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(LIMIT - i));
    }
    expect((await get('/%61pi/services', ip)).statusCode).toBe(429);
    // One quota whatever the spelling: the plain path is now refused too.
    expect((await get('/api/services', ip)).statusCode).toBe(429);
  });

  it('spellings the router does not match (case, doubled slashes, double encoding) still count', async () => {
    const ip = '10.2.1.2';
    const spellings = ['/API/services', '//api/services', '/api//services', '/%2561pi/services'];
    for (const [i, url] of spellings.slice(0, LIMIT).entries()) {
      const res = await get(url, ip);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['x-ratelimit-remaining'], url).toBe(String(LIMIT - i - 1));
    }
    expect((await get(spellings[LIMIT]!, ip)).statusCode).toBe(429);
  });

  it('/%61pi/auth/register is held to the registration quota of its route', async () => {
    const ip = '10.2.1.3';
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/%61pi/auth/register',
        remoteAddress: ip,
        payload: { name: 'Enc', email: `enc${i}@example.com`, password: 'Correct-Horse-Battery-9' },
      });
      answers.push(res.statusCode);
      if (res.statusCode !== 429) expect(res.headers['x-ratelimit-limit']).toBe('10');
    }
    expect(answers.filter((s) => s === 201)).toHaveLength(10);
    expect(answers.slice(10)).toEqual([429, 429]);
  });

  it('/%61pi/contact is held to the public-form quota of its route', async () => {
    const ip = '10.2.1.4';
    const payload = {
      name: 'Enc',
      email: 'enc@example.com',
      subject: 'Encoded path',
      message: 'Can I watch on four screens?',
    };
    const answers: number[] = [];
    for (let i = 0; i < FORM_RATE_LIMIT.max + 1; i += 1) {
      const url = i % 2 === 0 ? '/%61pi/contact' : '/api/contact';
      answers.push(
        (await t.app.inject({ method: 'POST', url, remoteAddress: ip, payload })).statusCode,
      );
    }
    expect(answers.slice(0, FORM_RATE_LIMIT.max).every((s) => s === 201)).toBe(true);
    expect(answers[FORM_RATE_LIMIT.max]).toBe(429);
  });

  it('normalisedPath undoes encoding, case and doubled slashes', () => {
    expect(normalisedPath('/%2561PI//x?y=1')).toBe('/api/x');
    expect(normalisedPath('/%E0%A4%A')).toBe('/%e0%a4%a');
  });
});
