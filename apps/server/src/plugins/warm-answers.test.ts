import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { startTempRedis, type TempRedis } from '../testing/temp-redis.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { bearer, loginAsAdmin } from '../testing/test-app.ts';

interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Headers that differ between any two answers: Node's own, and the quota's count. */
const PER_ANSWER = [
  'date',
  'connection',
  'keep-alive',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
];
const comparable = (headers: IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.includes(name)));

/** Every request that reached a route's handler through Fastify (its tracing channel). */
const routed: string[] = [];
const onRouted = (message: unknown) => {
  const { request } = message as { request: { url: string } };
  routed.push(request.url);
};

interface Served {
  app: FastifyInstance;
  lines: Record<string, unknown>[];
  /** An answer over HTTP (GET unless told), its bytes as sent (no decompression). */
  get(path: string, headers?: Record<string, string>, method?: string): Promise<Answer>;
  /** The same request through `inject`, which enters Fastify without the HTTP server. */
  inject(path: string, headers?: Record<string, string>): Promise<Answer>;
  close(): Promise<void>;
}

async function serve(overrides: Partial<Config> = {}): Promise<Served> {
  const database = await createTestDatabase();
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    const complete = (pending + chunk.toString('utf8')).split('\n');
    pending = complete.pop() ?? '';
    for (const text of complete) if (text) lines.push(JSON.parse(text) as Record<string, unknown>);
  });
  const app = await buildApp(testConfig({ logFormat: 'json', ...overrides }), {
    database,
    logStream: stream,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    lines,
    get: (path, headers = {}, method = 'GET') =>
      new Promise((resolve, reject) => {
        const sent = httpRequest({ host: '127.0.0.1', port, path, headers, method }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              statusCode: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        });
        sent.on('error', reject);
        sent.end();
      }),
    inject: async (path, headers = {}) => {
      const response = await app.inject({ method: 'GET', url: path, headers });
      return {
        statusCode: response.statusCode,
        headers: response.headers as IncomingHttpHeaders,
        body: response.rawPayload,
      };
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

beforeAll(() => subscribe('tracing:fastify.request.handler:start', onRouted));
afterAll(() => unsubscribe('tracing:fastify.request.handler:start', onRouted));
beforeEach(() => void (routed.length = 0));

describe('warm public answers sent before routing', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(() => served.close());

  it.each([
    ['no Accept-Encoding', {}],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['a browser’s list', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
    ['brotli refused', { 'accept-encoding': 'br;q=0, gzip' }],
    ['identity only', { 'accept-encoding': 'identity' }],
  ])('are the route’s own answer, byte for byte (%s)', async (_, headers) => {
    for (const path of ['/api/services', '/api/site']) {
      const built = await served.inject(path, headers);
      routed.length = 0;
      const warm = await served.get(path, headers);
      expect(routed, `${path} was answered before routing`).toEqual([]);
      expect(warm.statusCode).toBe(200);
      expect(comparable(warm.headers)).toEqual(comparable(built.headers));
      expect(warm.body.equals(built.body), path).toBe(true);
    }
  });

  it('take their point from the same API quota as every other request', async () => {
    await served.inject('/api/services');
    const first = await served.get('/api/services');
    const second = await served.get('/api/services');
    const routedAnswer = await served.inject('/api/faq');
    const remaining = [first, second, routedAnswer].map((a) =>
      Number(a.headers['x-ratelimit-remaining']),
    );
    expect(remaining).toEqual([remaining[0], remaining[0]! - 1, remaining[0]! - 2]);
    expect(first.headers['x-ratelimit-limit']).toBe(routedAnswer.headers['x-ratelimit-limit']);
  });

  it('leave to the route what it may answer differently', async () => {
    await served.inject('/api/services');
    // A query string (valid or refused), another spelling of the path.
    for (const path of [
      '/api/services?_t=1',
      '/api/services?v=2',
      '/api/services/',
      '/API/services',
    ]) {
      const viaRoute = await served.inject(path);
      const overHttp = await served.get(path);
      expect([overHttp.statusCode, comparable(overHttp.headers)], path).toEqual([
        viaRoute.statusCode,
        comparable(viaRoute.headers),
      ]);
      expect(overHttp.body.toString(), path).toBe(viaRoute.body.toString());
    }
    routed.length = 0;
    await served.get('/api/services?_t=1');
    expect(routed).toEqual(['/api/services?_t=1']);
    routed.length = 0;
    const head = (await served.get('/api/services', {}, 'HEAD')).statusCode;
    expect(head).toBe(200);
    expect(routed).toEqual(['/api/services']);
  });

  it('are built by the route when cold, and never outlive an admin’s change', async () => {
    const admin = await loginAsAdmin(served.app);
    const before = JSON.parse((await served.get('/api/services')).body.toString()) as {
      data: { id: string; name: string }[];
    };
    const [first] = before.data;
    const renamed = await served.app.inject({
      method: 'PATCH',
      url: `/api/admin/services/${first!.id}`,
      headers: bearer(admin.token),
      payload: { name: 'Essentials, renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    routed.length = 0;
    const after = JSON.parse((await served.get('/api/services')).body.toString()) as {
      data: { name: string }[];
    };
    expect(after.data[0]!.name).toBe('Essentials, renamed');
    expect(routed).toEqual(['/api/services']);
    routed.length = 0;
    await served.get('/api/services');
    expect(routed).toEqual([]);
  });
});

describe('a warm answer over the quota, logged and counted', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve({ rateLimitPerMinute: 3, logLevel: 'info', metricsToken: 'm'.repeat(32) });
  });
  afterAll(() => served.close());

  it('is refused by the route, in the API’s words; each answer is logged and counted once', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await served.get('/api/services'));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429, 429]);
    // The first was built by the route; the next two were warm; the refusals came from Fastify.
    expect(routed).toEqual(['/api/services']);
    const refused = answers[3]!;
    expect(JSON.parse(refused.body.toString())).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);

    const lines = served.lines.filter((line) => line.msg === 'request');
    expect(lines.map((line) => [line.method, line.url, line.statusCode])).toEqual([
      ['GET', '/api/services', 200],
      ['GET', '/api/services', 200],
      ['GET', '/api/services', 200],
      ['GET', '/api/services', 429],
      ['GET', '/api/services', 429],
    ]);
    for (const line of lines) {
      expect(line.reqId).toEqual(expect.any(String));
      expect(line.ms).toEqual(expect.any(Number));
    }
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(5);

    const metrics = await served.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: bearer('m'.repeat(32)),
    });
    expect(metrics.body).toContain(
      'streamfront_http_requests_total{method="GET",route="/api/services",status_class="2xx"} 3',
    );
    expect(metrics.body).toContain(
      'streamfront_http_requests_total{method="GET",route="/api/services",status_class="4xx"} 2',
    );
  });
});

describe('warm answers on instances that share Redis', () => {
  let redis: TempRedis | undefined;
  let a: Served | undefined;
  let b: Served | undefined;
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.destroy();
  });

  it('take their point from the quota the instances share', async () => {
    redis = await startTempRedis();
    a = await serve({ redisUrl: redis.url });
    b = await serve({ redisUrl: redis.url });
    await a.inject('/api/services');
    routed.length = 0;
    const onA = await a.get('/api/services');
    expect(routed).toEqual([]);
    const onB = await b.inject('/api/faq');
    expect(onA.statusCode).toBe(200);
    expect(Number(onB.headers['x-ratelimit-remaining'])).toBe(
      Number(onA.headers['x-ratelimit-remaining']) - 1,
    );
  });
});

describe('warm answers behind a trusted proxy', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve({ trustProxy: true });
  });
  afterAll(() => served.close());

  it('count the caller the proxy names, as the route does', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': `${ip}, 10.0.0.2` });
    await served.inject('/api/services', from('203.0.113.8'));
    routed.length = 0;
    const warm = await served.get('/api/services', from('203.0.113.9'));
    expect(routed).toEqual([]);
    const same = await served.inject('/api/faq', from('203.0.113.9'));
    const other = await served.inject('/api/faq', from('203.0.113.10'));
    const remaining = (answer: Answer) => Number(answer.headers['x-ratelimit-remaining']);
    expect(remaining(same)).toBe(remaining(warm) - 1);
    expect(remaining(other)).toBe(remaining(warm));
  });
});
