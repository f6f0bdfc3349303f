// CPU time per request of `GET /api/services` at a fixed request rate, on the real server and on
// a raw `node:http` server replaying the very same bytes and headers. On a 2-core machine the
// load generator shares the CPUs with the server, so a req/s ratio tells how fast autocannon
// is as much as how fast the server is (services-throughput.ts read 0.92 to 1.07 between
// runs). At a rate both servers sustain, the CPU each spends per answer does not depend on the
// generator: it is read from the server's own process (process.cpuUsage(): every thread, user
// and system, asked over IPC before and after each round) and divided by the answers counted.
// Target: real / raw <= 1.2. Exits 1 above it. See README.md.
//
//   npx node bench/cpu-per-request.ts      (or: npm run bench:cpu -w @streamfront/bench)
//   BENCH_RATE=1000 (req/s) BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_WARMUP_SECONDS=3
//   BENCH_CONNECTIONS=10
import autocannon from 'autocannon';
import { envNumber } from './support/options.ts';
import { captureAnswer, checkSameAnswer, type RequestSpec } from './support/replay.ts';
import { benchResults, formatNumber } from './support/results.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';
import { warmUntilSteady } from './support/warm-up.ts';

const TARGET_RATIO = 1.2;
const REQUEST: RequestSpec = { method: 'GET', path: '/api/services' };
const RATE = envNumber('BENCH_RATE', 1000);
const ROUNDS = envNumber('BENCH_ROUNDS', 3);
const SECONDS = envNumber('BENCH_SECONDS', 5);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 3);
const WARMUP_MAX_SECONDS = envNumber('BENCH_WARMUP_MAX_SECONDS', 60);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);

interface Round {
  answered: number;
  cpuMicros: number;
  rate: number;
  p99: number;
}

/** One round at the fixed rate: answers counted, the server's CPU time read around it. */
async function round(server: ServerProcess, seconds: number): Promise<Round> {
  const before = await server.cpuMicros();
  const result = await autocannon({
    url: `${server.baseURL}${REQUEST.path}`,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: seconds,
  });
  const after = await server.cpuMicros();
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) {
    throw new Error(
      `${server.baseURL}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return {
    answered: result['2xx'],
    cpuMicros: after - before,
    rate: result['2xx'] / result.duration,
    p99: result.latency.p99,
  };
}

const sum = (rounds: Round[], key: keyof Round) => rounds.reduce((n, r) => n + r[key], 0);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const perRequest = (rounds: Round[]) => sum(rounds, 'cpuMicros') / sum(rounds, 'answered');

async function main() {
  const results = benchResults('cpu-per-request');
  const servers: ServerProcess[] = [];
  try {
    const real = await startServerProcess('real', { kind: 'real', config: { logLevel: 'silent' } });
    servers.push(real);
    const raw = await startServerProcess('raw', {
      kind: 'replay',
      captures: [await captureAnswer(real.baseURL, REQUEST)],
    });
    servers.push(raw);
    // The same real server writing its one request line per answer at info (to /dev/null):
    // what production logging costs, read as CPU rather than as req/s (services-throughput.ts).
    const info = await startServerProcess('info', { kind: 'real', config: { logLevel: 'info' } });
    servers.push(info);
    const check = await checkSameAnswer(real.baseURL, raw.baseURL, REQUEST);
    console.log(
      `GET ${REQUEST.path} at a fixed ${RATE} req/s: CPU time of the server process per answer, ` +
        `real server (buildApp, in-memory PGlite, silent) vs raw node:http replaying its answer`,
    );
    console.log(
      `answer: ${check.bytes} bytes, ${check.headers} headers, identical on both; ` +
        `${ROUNDS} rounds x ${SECONDS} s per server, ${CONNECTIONS} connections, ` +
        `warm-up in rounds of ${WARMUP_SECONDS} s until two read within 5 % (at most ` +
        `${WARMUP_MAX_SECONDS} s), Node ${process.version}\n`,
    );

    const named = { real, raw, info };
    for (const [name, server] of Object.entries(named)) {
      const warm = await warmUntilSteady(
        async (seconds) => {
          const r = await round(server, seconds);
          return r.cpuMicros / r.answered;
        },
        { seconds: WARMUP_SECONDS, maxSeconds: WARMUP_MAX_SECONDS },
      );
      console.log(
        `warm-up ${name.padEnd(4)}  ${warm.seconds} s, last ${formatNumber(warm.last)} µs CPU per answer`,
      );
    }
    console.log();
    const rounds = { real: [] as Round[], raw: [] as Round[], info: [] as Round[] };
    const names = ['real', 'raw', 'info'] as const;
    for (let n = 1; n <= ROUNDS; n += 1) {
      // Alternating which goes first, so neither always meets the same machine load.
      for (const name of n % 2 ? names : [...names].reverse()) {
        const r = await round(named[name], SECONDS);
        rounds[name].push(r);
        console.log(
          `round ${n}  ${name.padEnd(4)}  ${formatNumber(r.rate).padStart(6)} req/s answered  ` +
            `${formatNumber(r.cpuMicros / r.answered).padStart(6)} µs CPU per answer  p99 ${r.p99} ms`,
        );
      }
    }

    // A server that fell behind the rate would be measured on fewer, busier answers.
    for (const name of names) {
      const achieved = mean(rounds[name].map((r) => r.rate));
      if (achieved < RATE * 0.95) {
        console.log(
          `note: ${name} answered ${formatNumber(achieved)} req/s of the ${RATE} asked: it (or the load generator) fell behind`,
        );
      }
    }
    console.log();
    results.record({
      figure: `GET ${REQUEST.path} CPU time per answer at ${RATE} req/s, real server`,
      value: perRequest(rounds.real),
      unit: 'µs',
      baseline: { value: perRequest(rounds.raw), label: 'raw node:http' },
      target: { compared: 'ratio', op: '<=', limit: TARGET_RATIO },
    });
    results.record({
      figure: `GET ${REQUEST.path} CPU time per answer at ${RATE} req/s, real server logging at info`,
      value: perRequest(rounds.info),
      unit: 'µs',
      baseline: { value: perRequest(rounds.real), label: 'same server silent' },
      note: 'the logging target of services-throughput.ts (info / silent req/s >= 0.85), read as CPU',
    });
    results.record({
      figure: `GET ${REQUEST.path} p99 latency at ${RATE} req/s, real server (worst round)`,
      value: Math.max(...rounds.real.map((r) => r.p99)),
      unit: 'ms',
      baseline: { value: Math.max(...rounds.raw.map((r) => r.p99)), label: 'raw node:http' },
    });
    results.finish();
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
