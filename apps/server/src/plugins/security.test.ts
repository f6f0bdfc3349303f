import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG_1PX } from '../testing/images.ts';
import { listen } from '../testing/socket-client.ts';
import { bearer, createTestApp, json, loginAsAdmin, type TestApp } from '../testing/test-app.ts';
import { HELMET_OPTIONS, helmetHeaders } from './security.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let listening: Promise<string> | undefined;
/** The app on a real port, started by the first test that needs one. */
const realBaseUrl = () => (listening ??= listen(t.app));

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
      baseUrl = await realBaseUrl();
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

/** A raw request carrying secrets a reflected TRACE would give away. */
const withSecrets = (method: string, url: string) =>
  `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer SECRET-TOKEN-123\r\n` +
  `Cookie: session=SECRET-COOKIE-456\r\nX-Probe: SECRET-HEADER-789\r\nConnection: close\r\n\r\n`;

function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  // A chunked answer: its one chunk, without the size lines.
  return /^[0-9a-f]+\r\n/.test(body) ? body.split('\r\n')[1]! : body;
}

describe('TRACE and TRACK', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await realBaseUrl();
  });

  it('are refused in the JSON envelope, never echoing the request', async () => {
    const handshake = await (await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`)).text();
    const sid = /"sid":"([^"]+)"/.exec(handshake)![1]!;
    const urls = [
      '/',
      '/api/services',
      '/api/auth/login',
      '/socket.io/?EIO=4&transport=polling',
      `/socket.io/?EIO=4&transport=polling&sid=${sid}`,
    ];
    for (const method of ['TRACE', 'TRACK']) {
      for (const url of urls) {
        const what = `${method} ${url}`;
        const raw = await rawExchange(baseUrl, withSecrets(method, url));
        const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(raw)?.[1]);
        expect([400, 404, 405], `${what}: ${raw.slice(0, 200)}`).toContain(status);
        expect(raw, what).not.toMatch(/SECRET-/);
        expect(raw, what).not.toMatch(/message\/http/i);
        const body = JSON.parse(bodyOf(raw)) as { success: boolean; message: string };
        expect(body.success, what).toBe(false);
        expect(typeof body.message, what).toBe('string');
        expectSecurityHeaders(headersOf(raw), what);
      }
    }
  });

  it("answers any other method on socket.io's polling with a 405, never engine.io's bare 500", async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const handshake = await (await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`)).text();
      const sid = /"sid":"([^"]+)"/.exec(handshake)![1]!;
      for (const query of [`&sid=${sid}`, '']) {
        const what = `${method} ${query || 'handshake'}`;
        const raw = await rawExchange(
          baseUrl,
          withSecrets(method, `/socket.io/?EIO=4&transport=polling${query}`),
        );
        expect(raw, what).toMatch(/^HTTP\/1\.1 405 /);
        expect(headersOf(raw).allow, what).toBe('GET, POST');
        expect(JSON.parse(bodyOf(raw)), what).toEqual({
          success: false,
          message: 'The live channel only accepts GET and POST',
        });
        expectSecurityHeaders(headersOf(raw), what);
      }
    }
  });
});

describe('headers behind a TLS proxy, on the page shell and on uploaded files', () => {
  let dist: string;
  let proxied: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'sf-headers-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    proxied = await createTestApp({ webDistDir: dist, trustProxy: true });
  });
  afterAll(async () => {
    await proxied.close();
    rmSync(dist, { recursive: true, force: true });
  });

  // HSTS is sent on every answer by design (decision 015: one set of headers, computed
  // once). Browsers only act on it over HTTPS (RFC 6797 §8.1), so over plain HTTP it is inert.
  it('send HSTS when a trusted proxy says the request came over TLS', async () => {
    for (const url of ['/', '/api/services', '/api/nope']) {
      const res = await proxied.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
      });
      expect(res.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('are set on the page shell of every client route', async () => {
    for (const url of ['/', '/packages', '/admin/orders?page=2', '/index.html']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await proxied.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expectSecurityHeaders(res.headers, `${method} ${url}`);
      }
    }
  });

  it('are set on an uploaded file, whose policy also sandboxes it and blocks framing', async () => {
    const admin = await loginAsAdmin(t.app);
    const body = await multipart(PNG_1PX, 'icon.html', 'text/html');
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/favicon',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const versioned = /\/api\/favicon\/file\?v=[0-9a-f]{16}/.exec(upload.body)![0];
    for (const url of [versioned, '/api/favicon/file']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/png');
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('default-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.has('sandbox'), url).toBe(true);
      expect(csp.has('script-src'), url).toBe(false);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=31536000');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
