import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { listen } from '../testing/socket-client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { requestLine } from './client-errors.ts';

type Line = Record<string, unknown>;
const LIMIT = 3;
// Over Node's 16 KiB limit for the request line and headers together.
const LONG = 'a'.repeat(20_000);

let app: FastifyInstance;
let port: number;
let closeDatabase: () => Promise<void>;
const lines: Line[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  closeDatabase = () => database.close();
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const text of chunk.toString('utf8').split('\n'))
      if (text) lines.push(JSON.parse(text) as Line);
  });
  app = await buildApp(
    testConfig({ logLevel: 'info', logFormat: 'json', rateLimitPerMinute: LIMIT }),
    { database, logStream: stream },
  );
  port = Number(new URL(await listen(app)).port);
});

afterAll(async () => {
  await app.close();
  await closeDatabase();
});

/** Sends `raw` on a fresh connection and reads the answer until the server closes it. */
function rawRequest(raw: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined); // the server may reset after answering
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
    setTimeout(() => reject(new Error(`no answer in 5 s: ${answer}`)), 5_000).unref();
  });
}

const header = (head: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();

describe('requests Node refuses before Fastify sees them', () => {
  it('an over-long API URL is 414, logged with its status, and spends the API quota', async () => {
    for (let i = 1; i <= LIMIT; i += 1) {
      const { status, head, body } = await rawRequest(
        `GET /api/services?q=${LONG} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      );
      expect(status).toBe(414);
      expect(JSON.parse(body)).toEqual({ success: false, message: 'The request URL is too long' });
      expect(header(head, 'x-content-type-options')).toBe('nosniff');
      expect(header(head, 'x-ratelimit-remaining')).toBe(String(LIMIT - i));
    }
    const refused = await rawRequest(
      `GET /api/services?q=${LONG} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(refused.status).toBe(429);
    expect(Number(header(refused.head, 'retry-after'))).toBeGreaterThan(0);
    // The same budget as every other API request of this caller.
    const next = await fetch(`http://127.0.0.1:${port}/api/services`);
    expect(next.status).toBe(429);

    const logged = lines.filter((l) => String(l.url).startsWith('/api/services?q=aaa'));
    expect(logged.map((l) => l.statusCode)).toEqual([414, 414, 414, 429]);
    expect(logged[0]).toMatchObject({ msg: 'request', method: 'GET', level: 30 });
    expect(String(logged[0]?.url).length).toBeLessThan(300);
  });

  it('an over-long URL outside the API is 414 and spends nothing', async () => {
    const { status, head } = await rawRequest(`GET /${LONG} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(status).toBe(414);
    expect(header(head, 'x-ratelimit-limit')).toBeUndefined();
  });

  it('headers too large with a short URL are 431', async () => {
    const { status, body } = await rawRequest(
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${LONG}\r\n\r\n`,
    );
    expect(status).toBe(431);
    expect(JSON.parse(body)).toMatchObject({ message: 'The request headers are too large' });
  });

  it('bytes that are not HTTP are 400, logged without a path', async () => {
    const before = lines.length;
    const { status } = await rawRequest('\u0016\u0003\u0001 hello\r\n\r\n');
    expect(status).toBe(400);
    const [line, ...more] = lines.slice(before);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ msg: 'request', statusCode: 400, reason: 'HPE_INVALID_METHOD' });
    expect(line).not.toHaveProperty('url');
  });
});

describe('requestLine', () => {
  it('reads the method and URL, and whether the URL is what overflowed', () => {
    expect(requestLine(Buffer.from('GET /api/x?y=1 HTTP/1.1\r\nHost: a'))).toEqual({
      method: 'GET',
      url: '/api/x?y=1',
      tooLong: false,
    });
    expect(requestLine(Buffer.from(`POST /api/${'z'.repeat(50)}`))).toMatchObject({
      method: 'POST',
      tooLong: true,
    });
    expect(requestLine(Buffer.from(`GET /${LONG} HTTP/1.1\r\n\r\n`))).toMatchObject({
      tooLong: true,
    });
    expect(requestLine(undefined)).toEqual({
      method: undefined,
      url: undefined,
      tooLong: false,
    });
  });
});
