import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { createTestDatabase } from '../testing/test-database.ts';

type Line = Record<string, unknown>;

describe('the request log', () => {
  const lines: Line[] = [];
  let app: FastifyInstance;
  let closeDatabase: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    closeDatabase = () => database.close();
    const stream = new PassThrough();
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const text of complete) if (text) lines.push(JSON.parse(text) as Line);
    });
    app = await buildApp(testConfig({ logLevel: 'info', logFormat: 'json' }), {
      database,
      logStream: stream,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await closeDatabase();
  });

  const linesFor = (url: string) => lines.filter((line) => line.url === url);

  it('writes one line per answered request: method, path, status, time and request id', async () => {
    const answered = await app.inject({ method: 'GET', url: '/api/services' });
    expect(answered.statusCode).toBe(200);
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);

    const [line, ...more] = linesFor('/api/services');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ msg: 'request', method: 'GET', statusCode: 200, level: 30 });
    expect(line?.reqId).toEqual(expect.any(String));
    expect(line?.ms).toEqual(expect.any(Number));
    expect(linesFor('/api/no-such-thing')).toEqual([
      expect.objectContaining({ msg: 'request', statusCode: 404 }),
    ]);
    // Fastify's own pair of lines is off.
    expect(lines.filter((l) => /incoming request|request completed/.test(String(l.msg)))).toEqual(
      [],
    );
  });

  it('logs a request that fails before routing with its status', async () => {
    const broken = await app.inject({ method: 'GET', url: '/api/services/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(linesFor('/api/services/%E0%A4%A')).toEqual([
      expect.objectContaining({ msg: 'request', statusCode: 400 }),
    ]);
  });
});
