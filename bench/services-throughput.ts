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
import autocannon from 'autocannon';
import { checkSameAnswer, captureAnswer, type RequestSpec } from './support/replay.ts';
import { benchResults } from './support/results.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';
import { warmUntilSteady } from './support/warm-up.ts';

const TARGET_RATIO = 0.85;
const LOGGING_TARGET_RATIO = 0.85;
const PATH = '/api/services';
const REQUEST: RequestSpec = { method: 'GET', path: PATH };
const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const ROUNDS = envNumber('BENCH_ROUNDS', 3);
const SECONDS = envNumber('BENCH_SECONDS', 5);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 3);
const WARMUP_MAX_SECONDS = envNumber('BENCH_WARMUP_MAX_SECONDS', 60);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);

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
  const results = benchResults('services-throughput');
  const servers: ServerProcess[] = [];
  try {
    const real = await startServerProcess('real', { kind: 'real', config: { logLevel: 'silent' } });
    servers.push(real);
    const captured = await captureAnswer(real.baseURL, REQUEST);
    const raw = await startServerProcess('raw', { kind: 'replay', captures: [captured] });
    servers.push(raw);
    const info = await startServerProcess('info', { kind: 'real', config: { logLevel: 'info' } });
    servers.push(info);
    const check = await checkSameAnswer(real.baseURL, raw.baseURL, REQUEST);
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
      `${ROUNDS} rounds x ${SECONDS} s per server, ${CONNECTIONS} connections, warm-up in rounds of ${WARMUP_SECONDS} s until two read within 5 % (at most ${WARMUP_MAX_SECONDS} s), Node ${process.version}\n`,
    );

    for (const [name, port] of Object.entries(ports)) {
      const warm = await warmUntilSteady(async (seconds) => (await load(port, seconds)).rps, {
        seconds: WARMUP_SECONDS,
        maxSeconds: WARMUP_MAX_SECONDS,
      });
      console.log(`warm-up ${name.padEnd(4)}  ${warm.seconds} s, last ${fmt(warm.last)} req/s`);
    }
    console.log();

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
    console.log(`\nreal server  ${fmt(realRps).padStart(8)} req/s (mean of ${ROUNDS})`);
    console.log(`raw node:http${fmt(rawRps).padStart(8)} req/s (mean of ${ROUNDS})`);
    console.log(`real at info${fmt(infoRps).padStart(9)} req/s (mean of ${ROUNDS})\n`);
    results.record({
      figure: `GET ${PATH} req/s, real server (silent)`,
      value: realRps,
      unit: 'req/s',
      baseline: { value: rawRps, label: 'raw node:http' },
      target: { compared: 'ratio', op: '>=', limit: TARGET_RATIO },
    });
    results.record({
      figure: `GET ${PATH} req/s, real server logging at info`,
      value: infoRps,
      unit: 'req/s',
      baseline: { value: realRps, label: 'same server silent' },
      target: { compared: 'ratio', op: '>=', limit: LOGGING_TARGET_RATIO },
    });
    results.finish();
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
