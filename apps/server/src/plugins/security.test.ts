import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../testing/socket-client.ts';
import { bearer, createTestApp, json, type TestApp } from '../testing/test-app.ts';
import { HELMET_OPTIONS, helmetHeaders } from './security.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string | string[] | number | undefined>;

/** The policy every answer carries, wherever it comes from. */
function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = directives(String(headers['content-security-policy']));
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src')!;
  expect(scriptSrc, what).not.toContain("'unsafe-inline'");
  expect(scriptSrc, what).not.toContain("'unsafe-eval'");
  expect(scriptSrc, what).not.toContain('*');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], what).toContain('max-age=31536000');
  expect(headers['x-powered-by'], what).toBeUndefined();
}

const fetchHeaders = (response: Response): Headers => Object.fromEntries(response.headers);

/** Sends raw bytes and answers everything the server wrote back before it closed. */
function rawExchange(baseUrl: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The head of a raw HTTP answer as a header map with lower-case names. */
function headersOf(raw: string): Headers {
  const [head = ''] = raw.split('\r\n\r\n');
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
  );
}

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
      expectSecurityHeaders(res.headers, request.url);
    });
  }

  // Refused by the router before any hook runs (Fastify's frameworkErrors).
  for (const url of ['/api/%zz', '/api/notifications/%E0%A4%A/read', '/%zz']) {
    it(`are set on the 400 for the malformed URL ${url}`, async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ success: false, message: 'The request URL is not valid' });
      expectSecurityHeaders(res.headers, url);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  }

  describe('on answers written outside Fastify, over a real connection', () => {
    let baseUrl: string;
    beforeAll(async () => {
      baseUrl = await listen(t.app);
    });

    it("are set on socket.io's polling handshake and on its refusals", async () => {
      const answers = {
        handshake: await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`),
        'unknown transport': await fetch(`${baseUrl}/socket.io/?EIO=4&transport=carrier-pigeon`),
        'unknown session': await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling&sid=nope`),
        'foreign origin': await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`, {
          headers: { origin: 'https://evil.example' },
        }),
      };
      expect(answers.handshake.status).toBe(200);
      expect(await answers.handshake.text()).toMatch(/"sid":/);
      for (const [what, answer] of Object.entries(answers)) {
        if (what !== 'handshake') expect(answer.status, what).toBeGreaterThanOrEqual(400);
        expectSecurityHeaders(fetchHeaders(answer), what);
      }
    });

    it('are set on the 400 for a request that is not HTTP at all', async () => {
      const raw = await rawExchange(baseUrl, 'HELLO THERE\r\n\r\n');
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      expectSecurityHeaders(headersOf(raw), 'not HTTP');
      expect(raw.endsWith('{"success":false,"message":"The request is not valid HTTP"}')).toBe(
        true,
      );
    });
  });

  it('include no-store on answers carrying a token or an account, so no cache keeps them', async () => {
    const email = `cache.${Date.now()}@example.com`;
    const password = 'Correct-Horse-Battery-9';
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Cache Test', email, password },
    });
    expect(register.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const { token } = json<{ data: { token: string } }>(login).data;
    const validate = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate',
      headers: bearer(token),
    });
    expect(validate.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'Another-Horse-Battery-10' },
    });
    expect(changed.statusCode).toBe(200);
    for (const [what, answer] of Object.entries({ register, login, 'change-password': changed })) {
      expect(answer.body, what).toMatch(/"token":/);
    }
    const answers = { register, login, validate, me, 'change-password': changed };
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.statusCode, what).toBe(200 + (what === 'register' ? 1 : 0));
      expect(answer.headers['cache-control'], what).toBe('no-store');
      expectSecurityHeaders(answer.headers, what);
    }
  });

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
