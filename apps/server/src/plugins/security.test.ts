import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { HELMET_OPTIONS, helmetHeaders } from './security.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  const requests = [
    { method: 'GET', url: '/api/services' },
    { method: 'GET', url: '/api/nope' },
    { method: 'GET', url: '/api/docs' },
    { method: 'GET', url: '/api/auth/validate' },
    {
      method: 'POST',
      url: '/api/auth/login',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    },
  ] as const;
  for (const request of requests) {
    it(`are set on ${request.method} ${request.url}`, async () => {
      const res = await t.app.inject({ ...request });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      const scriptSrc = csp.get('script-src') ?? csp.get('default-src')!;
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc).not.toContain('*');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  }

  it('are computed once, with the values helmet gives them', () => {
    const headers = helmetHeaders(HELMET_OPTIONS);
    expect(headers).toMatchObject({
      'content-security-policy': expect.stringContaining("script-src 'self'"),
      'cross-origin-opener-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
