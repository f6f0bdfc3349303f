// Throughput of `GET /api/services` on the real server against a raw `node:http` server that
// answers the very same bytes and headers: how much of the machine's HTTP capacity the
// framework, its plugins (security headers, rate limit, request ids, socket.io's request hook)
// and the route keep for themselves. Both servers run in their own child process; autocannon
// drives them in alternating rounds of one run, so both see the same machine load.
// A third server, the same real one writing its request log at `info` (to /dev/null), gives
// the cost of production logging in the same run.
// Targets: real / raw >= 0.8 and info / silent >= 0.85. Exits 1 below either. See README.md.
//
//   npx node bench/services-throughput.ts      (or: npm run bench:services -w @streamfront/bench)
//   BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_WARMUP_SECONDS=3 BENCH_CONNECTIONS=10
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { startSeededServer } from './support/seeded-server.ts';

const TARGET_RATIO = 0.8;
const LOGGING_TARGET_RATIO = 0.85;
const PATH = '/api/services';
const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const ROUNDS = envNumber('BENCH_ROUNDS', 3);
const SECONDS = envNumber('BENCH_SECONDS', 5);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 3);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);

/** What the raw server replays: status, headers as sent (minus the per-response ones), body. */
interface Capture {
  status: number;
  headers: [string, string][];
  body: string;
}

type ChildMessage = { ready: number } | { error: string };

// Headers node:http writes by itself on every answer, for both servers alike.
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

// ---------------------------------------------------------------------------------------
// Child modes: `--serve real` builds the whole server; `--serve raw` replays a capture.

async function serveReal(logLevel: 'silent' | 'info'): Promise<number> {
  const { app, database, port } = await startSeededServer({ logLevel });
  process.once('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  return port;
}

async function serveRaw(capture: Capture): Promise<number> {
  const body = Buffer.from(capture.body, 'utf8');
  const headers = capture.headers.flat();
  const server = http.createServer((_request, response) => {
    response.writeHead(capture.status, headers);
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.once('disconnect', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
  return (server.address() as AddressInfo).port;
}

async function runChild(mode: string) {
  try {
    let port: number;
    if (mode === 'real') port = await serveReal('silent');
    else if (mode === 'info') port = await serveReal('info');
    else {
      const capture = await new Promise<Capture>((resolve) =>
        process.once('message', (m) => resolve(m as Capture)),
      );
      port = await serveRaw(capture);
    }
    process.send!({ ready: port } satisfies ChildMessage);
  } catch (error) {
    process.send!({
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies ChildMessage);
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------
// Parent: start both, capture, compare, drive.

function startChild(
  mode: 'real' | 'info' | 'raw',
  capture?: Capture,
): Promise<{ child: ChildProcess; port: number }> {
  // stdout discarded: the info server's request log would flood the report.
  const child = fork(import.meta.filename, ['--serve', mode], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  if (capture) child.send(capture);
  return new Promise((resolve, reject) => {
    child.once('message', (message: ChildMessage) => {
      if ('ready' in message) resolve({ child, port: message.ready });
      else reject(new Error(`${mode} server failed to start:\n${message.error}`));
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with code ${code}`)));
  });
}

function get(port: number): Promise<{ status: number; rawHeaders: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: PATH }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

function pairs(rawHeaders: string[]): [string, string][] {
  const result: [string, string][] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) result.push([rawHeaders[i]!, rawHeaders[i + 1]!]);
  return result;
}

async function capture(port: number): Promise<Capture> {
  const answer = await get(port);
  if (answer.status !== 200)
    throw new Error(`GET ${PATH} answered ${answer.status}: ${answer.body.toString()}`);
  return {
    status: answer.status,
    headers: pairs(answer.rawHeaders).filter(([name]) => !PER_RESPONSE.has(name.toLowerCase())),
    body: answer.body.toString('utf8'),
  };
}

/** The raw server must answer what the real one does, header for header, byte for byte. */
async function checkSameAnswer(realPort: number, rawPort: number) {
  const [real, raw] = await Promise.all([get(realPort), get(rawPort)]);
  const names = (h: string[]) =>
    pairs(h)
      .map(([n]) => n.toLowerCase())
      .sort()
      .join(',');
  if (!real.body.equals(raw.body)) throw new Error('raw server body differs from the real one');
  if (names(real.rawHeaders) !== names(raw.rawHeaders)) {
    throw new Error(
      `header names differ:\n  real: ${names(real.rawHeaders)}\n  raw:  ${names(raw.rawHeaders)}`,
    );
  }
  return {
    bytes: real.body.length,
    headers: pairs(real.rawHeaders).length,
    rateLimitHeaders: pairs(real.rawHeaders).filter(([n]) => n.startsWith('x-ratelimit')).length,
  };
}

async function load(port: number, seconds: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${PATH}`,
    connections: CONNECTIONS,
    duration: seconds,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0)
    throw new Error(
      `port ${port}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main() {
  const children: ChildProcess[] = [];
  try {
    const real = await startChild('real');
    children.push(real.child);
    const captured = await capture(real.port);
    const raw = await startChild('raw', captured);
    children.push(raw.child);
    const info = await startChild('info');
    children.push(info.child);
    const check = await checkSameAnswer(real.port, raw.port);
    const ports = { real: real.port, raw: raw.port, info: info.port };

    console.log(
      `GET ${PATH}: real server (buildApp, in-memory PGlite) vs raw node:http replaying its answer`,
    );
    console.log(
      `answer: ${check.bytes} bytes, ${check.headers} headers (${check.rateLimitHeaders} x-ratelimit-*), identical on both`,
    );
    console.log(
      `"info" is the real server again, writing its request log at LOG_LEVEL=info; "real" is silent`,
    );
    console.log(
      `${ROUNDS} rounds x ${SECONDS} s per server, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up each, Node ${process.version}\n`,
    );

    for (const port of Object.values(ports)) await load(port, WARMUP_SECONDS);

    const rates = { real: [] as number[], raw: [] as number[], info: [] as number[] };
    const names = ['real', 'raw', 'info'] as const;
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Each round starts one server later: none always runs on the warmer (or busier) part.
      const order = names.map((_, i) => names[(i + round - 1) % names.length]!);
      for (const name of order) {
        const { rps, p99 } = await load(ports[name], SECONDS);
        rates[name].push(rps);
        console.log(
          `round ${round}  ${name.padEnd(4)}  ${fmt(rps).padStart(8)} req/s  p99 ${p99} ms`,
        );
      }
    }

    const realRps = mean(rates.real);
    const rawRps = mean(rates.raw);
    const infoRps = mean(rates.info);
    const ratio = realRps / rawRps;
    const loggingRatio = infoRps / realRps;
    const pass = ratio >= TARGET_RATIO;
    const loggingPass = loggingRatio >= LOGGING_TARGET_RATIO;
    console.log(`\nreal server  ${fmt(realRps).padStart(8)} req/s (mean of ${ROUNDS})`);
    console.log(`raw node:http${fmt(rawRps).padStart(8)} req/s (mean of ${ROUNDS})`);
    console.log(`real at info${fmt(infoRps).padStart(9)} req/s (mean of ${ROUNDS})`);
    console.log(
      `ratio real/raw ${ratio.toFixed(3)} (target >= ${TARGET_RATIO}): ${pass ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `ratio info/silent ${loggingRatio.toFixed(3)} (target >= ${LOGGING_TARGET_RATIO}): ${loggingPass ? 'PASS' : 'FAIL'}`,
    );
    process.exitCode = pass && loggingPass ? 0 : 1;
  } finally {
    for (const child of children) child.disconnect();
    await Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined,
      ),
    );
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex !== -1) {
  await runChild(process.argv[serveIndex + 1] ?? '');
} else {
  await main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
