import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './testing/socket-client.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// Small limits so the test takes a second; production defaults are 10 s and 30 s.
const HEADERS_TIMEOUT_MS = 400;
const REQUEST_TIMEOUT_MS = 900;
/** Node checks its connections at most every second: a cut may come that much later. */
const SLACK_MS = 600;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  });
  port = Number(new URL(await listen(t.app)).port);
});
afterAll(() => t.close());

interface Outcome {
  answer: string;
  closedAfterMs: number;
}

/**
 * Opens a raw connection, sends `first`, then one more byte of `trickle` every 50 ms for as
 * long as the server keeps listening; resolves when the server closes the connection.
 */
function trickle(first: string, trickled: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.write(first);
      let next = 0;
      timer = setInterval(() => {
        if (!socket.writable) return;
        socket.write(trickled[next % trickled.length]!);
        next += 1;
      }, 50);
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined); // a reset after the answer is how a cut may look
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the connection was still open after 10 s; received: ${answer}`));
    }, 10_000);
  });
}

describe('slow requests are cut', () => {
  it('answers 408 to a caller whose headers never finish arriving', async () => {
    const { answer, closedAfterMs } = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
      'abcdefgh',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('x-content-type-options: nosniff');
    expect(answer).toContain('{"success":false,"message":"The request took too long to arrive"}');
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
  });

  it('cuts a caller whose body trickles in a byte at a time', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(200) });
    const { answer, closedAfterMs } = await trickle(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
  });

  it('leaves a request that arrives in time alone', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});

describe('idle and slow connections do not starve other users', () => {
  it('200 silent connections and 20 trickling ones: others are served, the rest are cut', async () => {
    const started = Date.now();
    const silent: Promise<Outcome>[] = [];
    for (let i = 0; i < 200; i += 1) {
      silent.push(
        new Promise((resolve) => {
          let answer = '';
          const socket = connect(port, '127.0.0.1');
          socket.setEncoding('utf8');
          socket.on('data', (chunk: string) => (answer += chunk));
          socket.on('error', () => undefined);
          socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
          setTimeout(() => socket.destroy(), 10_000).unref();
        }),
      );
    }
    const tricklers = Array.from({ length: 20 }, () =>
      trickle('GET /api/services HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'abcdefgh'),
    );
    // Meanwhile another visitor's calls are answered, one after another, promptly.
    for (let i = 0; i < 10; i += 1) {
      const before = Date.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/services`);
      expect(response.status).toBe(200);
      expect(Date.now() - before).toBeLessThan(1_000);
    }
    // A connection that never sends a byte is a request whose headers never arrived.
    for (const outcome of [...(await Promise.all(silent)), ...(await Promise.all(tricklers))]) {
      expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(outcome.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS + 1_000);
    }
  });
});
