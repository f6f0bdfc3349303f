// 10,000 renewal reminders queued by one pass of the subscription sweep, drained by the
// server's own job worker into a local SMTP sink (issue 22). The real server (buildApp on a
// seeded in-memory PGlite, support/seeded-server.ts) runs in its own process with 10,000
// customers whose subscription ends in ~5 days (support/bulk-orders.ts), `SMTP_URL` pointing
// at the sink, `PUBLIC_URL` set and NODE_ENV=production as the Docker image runs it (React's
// production build renders the mails); the bench asks it over IPC to run
// `sweepSubscriptions` (the `subscriptions.sweep` job's work) once: each reminder is a
// `mail_messages` row and a `mail.send` job, which the worker (JOB_CONCURRENCY 4) renders and
// hands to the sink. Measured:
//   - drain time: from the sweep's start until the sink has accepted every reminder, and
//     mails per second (information);
//   - the server's RSS (/proc/<pid>/status) every second during the drain: start, peak, end,
//     and at each tenth of the mails sent; flat means it does not grow with the mails sent
//     (information: an in-memory PGlite keeps its database, which the mails grow, in RSS);
//   - request latency of `GET /api/services` from this process at a fixed 50 req/s over up to
//     4 keep-alive connections, open loop (each request timed from when it was due, so a
//     stall counts for every request it delays; autocannon's closed loop would hide it), while
//     the mails drain, against the same load on the idle server just before the sweep in the
//     same run. Target: p95 draining <= 1.5 x p95 idle. Printed apart as information: the
//     requests due while the sweep was queueing and those due after, while the worker sends.
// The sink only counts what it accepts (no parsing), so it is not what limits the drain.
// Exits 1 when the latency target is missed or a reminder does not arrive. See README.md.
//
//   npx node bench/mail-drain.ts      (or: npm run bench:mail -w @streamfront/bench)
//   BENCH_MAILS=10000 BENCH_RATE=50 (req/s) BENCH_CONNECTIONS=4 BENCH_SECONDS=20 (idle
//   measurement) BENCH_WARMUP_SECONDS=3 BENCH_JOB_CONCURRENCY=4
//   BENCH_STALL_SECONDS=120 (no mail for that long once the sweep is done: the run fails)
//   BENCH_NODE_ENV=production (the server's NODE_ENV; empty: unset, as `npm start` runs it)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres  on a throw-away
//     PostgreSQL database there (created and dropped) instead of the in-memory PGlite
//   BENCH_WORKER_INSTANCE=1  with BENCH_DATABASE_URL: two instances as a larger set-up runs
//     them, one answering the requests (JOB_CONCURRENCY=0) and one running the sweep and the
//     mail jobs; the RSS figures are the worker's
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { envNumber } from './support/options.ts';
import { benchResults, formatNumber } from './support/results.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

const MAILS = Math.floor(envNumber('BENCH_MAILS', 10_000));
const RATE = envNumber('BENCH_RATE', 50);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 4);
const IDLE_SECONDS = envNumber('BENCH_SECONDS', 20);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 3);
const JOB_CONCURRENCY = Math.floor(envNumber('BENCH_JOB_CONCURRENCY', 4));
const STALL_SECONDS = envNumber('BENCH_STALL_SECONDS', 120);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const NODE_ENV = process.env.BENCH_NODE_ENV ?? 'production';
const WORKER_INSTANCE = process.env.BENCH_WORKER_INSTANCE === '1';
if (WORKER_INSTANCE && !DATABASE_URL) {
  throw new Error(
    'BENCH_WORKER_INSTANCE=1 needs BENCH_DATABASE_URL: two instances share one database',
  );
}
const TARGET_P95_RATIO = 1.5;
const PATH = '/api/services';
const PUBLIC_URL = 'https://tv.example.com';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = 1024 * 1024;
const mb = (bytes: number) => `${formatNumber(bytes / MB)} MB`;

// ---------------------------------------------------------------------------------------
// The sink: a real SMTP server that takes every message in and only counts it.

async function startCountingSink(capacity: number) {
  let accepted = 0;
  let bytes = 0;
  let connections = 0;
  /** When each message was accepted (performance.now()), in order. */
  const acceptedAt = new Float64Array(capacity);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A reverse DNS look-up per connection (its default) would be the sink's largest cost.
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      stream.on('end', () => {
        if (accepted < capacity) acceptedAt[accepted] = performance.now();
        accepted += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: () => accepted,
    bytes: () => bytes,
    connections: () => connections,
    /** When the `n`th message (from 1) was accepted. */
    acceptedAt: (n: number) => acceptedAt[n - 1]!,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------------------------------
// Load and figures.

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

interface Latencies {
  /** When each answered request was due (performance.now()), in the order they ended. */
  dueAt: number[];
  /** Its latency from then, in ms. */
  ms: number[];
  seconds: number;
}

/**
 * `GET /api/services` at a fixed rate, open loop: request n is due at start + n / rate
 * whatever happened to the ones before, waits for one of `CONNECTIONS` keep-alive sockets if
 * all are busy, and its latency runs from when it was due to the end of its answer. A closed
 * loop such as autocannon's sends nothing while its connections wait, so a server that stops
 * answering for seconds would show in a handful of requests only (coordinated omission); here
 * every request due during a stall waits it out, as visitors arriving then would. Any non-2xx
 * answer or error aborts the run.
 */
function load(server: ServerProcess, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const dueAt: number[] = [];
  const ms: number[] = [];
  const interval = 1000 / RATE;
  const started = performance.now();
  let sent = 0;
  let open = 0;
  let stopped = false;
  let failure: Error | undefined;
  let timer: NodeJS.Timeout | undefined;
  let settle: (() => void) | undefined;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const finished = () => {
    if (stopped && open === 0) settle!();
  };
  const send = (due: number) => {
    open += 1;
    const request = http.get(`${server.baseURL}${PATH}`, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        open -= 1;
        if (response.statusCode === 200) {
          dueAt.push(due);
          ms.push(performance.now() - due);
        } else failure ??= new Error(`${PATH} answered ${response.statusCode}`);
        finished();
      });
    });
    request.on('error', (error) => {
      open -= 1;
      failure ??= error;
      finished();
    });
  };
  const tick = () => {
    if (stopped) return;
    const now = performance.now();
    // Every request due by now, late ones included (this process's own delays count too).
    while (started + sent * interval <= now) {
      send(started + sent * interval);
      sent += 1;
    }
    timer = setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    finished();
  };
  tick();
  const limit = setTimeout(stop, seconds * 1000);
  const done = settled.then((): Latencies => {
    clearTimeout(limit);
    agent.destroy();
    if (failure) throw failure;
    return { dueAt, ms, seconds: (performance.now() - started) / 1000 };
  });
  return { done, stop };
}

const sortedOf = (ms: number[]) => Float64Array.from(ms).sort();

/** The answers whose request was due within [from, to). */
const dueWithin = (l: Latencies, from: number, to: number) =>
  l.ms.filter((_, i) => l.dueAt[i]! >= from && l.dueAt[i]! < to);

const describeLatency = (ms: number[]) => {
  const sorted = sortedOf(ms);
  return (
    `${sorted.length} answers, p50 ${formatNumber(percentile(sorted, 50))} ms, ` +
    `p95 ${formatNumber(percentile(sorted, 95))} ms, p99 ${formatNumber(percentile(sorted, 99))} ms, ` +
    `max ${formatNumber(sorted.at(-1) ?? Number.NaN)} ms`
  );
};

/** The process's resident memory now, from the kernel. */
function rssOf(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

interface Sample {
  at: number;
  rss: number;
  accepted: number;
}

interface Sweep {
  result: Awaited<ReturnType<ServerProcess['sweep']>>;
  /** When its answer came back (performance.now() here). */
  endedAt: number;
  /** Mails the sink had accepted by then. */
  arrived: number;
}

/**
 * Runs the sweep and waits until the sink has every reminder it queued, or until no mail has
 * arrived for STALL_SECONDS after the sweep ended. While the sweep runs nothing may arrive
 * (on PGlite it can hold the server's event loop for its whole pass).
 */
async function sweepAndDrain(
  server: ServerProcess,
  sink: Awaited<ReturnType<typeof startCountingSink>>,
) {
  let sweep: Sweep | undefined;
  let sweepError: unknown;
  const started = performance.now();
  void server.sweep().then(
    (result) => {
      sweep = { result, endedAt: performance.now(), arrived: sink.accepted() };
    },
    (error: unknown) => {
      sweepError = error;
    },
  );
  let lastCount = -1;
  let lastProgress = started;
  for (;;) {
    if (sweepError) throw sweepError;
    const count = sink.accepted();
    if (sweep) {
      // A sweep that found fewer due than were seeded: the ones it queued are the drain.
      const expected = Math.min(MAILS, sweep.result.reminded);
      if (count >= expected) return { sweep, started, expected, stalled: false };
      if (count !== lastCount) {
        lastCount = count;
        lastProgress = performance.now();
      } else if (performance.now() - Math.max(lastProgress, sweep.endedAt) > STALL_SECONDS * 1000) {
        return { sweep, started, expected, stalled: true };
      }
    }
    await sleep(50);
  }
}

async function main() {
  const results = benchResults('mail-drain');
  const sink = await startCountingSink(MAILS);
  let throwaway: { url: string; drop(): Promise<void> } | undefined;
  let server: ServerProcess | undefined;
  let worker: ServerProcess | undefined;
  try {
    if (DATABASE_URL) {
      const { createThrowawayDatabase } =
        await import('../apps/server/src/testing/throwaway-postgres.ts');
      throwaway = await createThrowawayDatabase(DATABASE_URL, 'bench_mail');
    }
    const database = throwaway ? 'a throw-away PostgreSQL database' : 'an in-memory PGlite';
    console.log(
      `mail drain: ${formatNumber(MAILS)} renewal reminders queued by one subscription sweep, sent by ` +
        `the server's job worker (concurrency ${JOB_CONCURRENCY}) to a counting SMTP sink in this ` +
        `process; the real server on ${database}, in its own process, NODE_ENV ` +
        `${NODE_ENV || 'unset'}` +
        (WORKER_INSTANCE
          ? ', answering requests with JOB_CONCURRENCY=0 beside a worker instance that runs the sweep and the mail'
          : '') +
        `; GET ${PATH} at ${RATE} req/s (open loop, up to ${CONNECTIONS} ` +
        `connections), idle for ${IDLE_SECONDS} s and then while the mails drain; Node ${process.version}`,
    );

    const seeding = performance.now();
    server = await startServerProcess(
      'real',
      {
        kind: 'real',
        config: {
          smtpUrl: sink.url,
          publicUrl: PUBLIC_URL,
          jobConcurrency: WORKER_INSTANCE ? 0 : JOB_CONCURRENCY,
          ...(throwaway ? { databaseUrl: throwaway.url } : {}),
        },
        seed: { expiringSubscriptions: MAILS },
      },
      { env: { NODE_ENV: NODE_ENV || undefined } },
    );
    if (WORKER_INSTANCE) {
      worker = await startServerProcess(
        'real',
        {
          kind: 'real',
          config: {
            smtpUrl: sink.url,
            publicUrl: PUBLIC_URL,
            jobConcurrency: JOB_CONCURRENCY,
            databaseUrl: throwaway!.url,
          },
        },
        { env: { NODE_ENV: NODE_ENV || undefined } },
      );
    }
    // The instance that sweeps and sends: its memory is the one the mails could grow.
    const sender = worker ?? server;
    const pid = sender.pid;
    console.log(
      `server up with ${formatNumber(MAILS)} customers whose subscription ends in ~5 days, in ` +
        `${formatNumber((performance.now() - seeding) / 1000)} s`,
    );

    await load(server, WARMUP_SECONDS).done;
    const idle = await load(server, IDLE_SECONDS).done;
    console.log(`idle                 ${describeLatency(idle.ms)}`);

    // This process's own delays (the sink, the load) would show as latency: printed.
    const ownDelay = monitorEventLoopDelay({ resolution: 10 });
    const before = await sender.memory();
    const samples: Sample[] = [];
    const sample = () =>
      samples.push({ at: performance.now(), rss: rssOf(pid), accepted: sink.accepted() });
    sample();
    const sampler = setInterval(sample, 1000);

    // Long enough for any drain; stopped when the last reminder has arrived.
    const draining = load(server, 24 * 60 * 60);
    ownDelay.enable();
    const { sweep, started, expected, stalled } = await sweepAndDrain(sender, sink);
    const delivered = Math.min(sink.accepted(), expected);
    const finishedAt = delivered > 0 ? sink.acceptedAt(delivered) : performance.now();
    draining.stop();
    const drain = await draining.done;
    ownDelay.disable();
    clearInterval(sampler);
    sample();
    const after = await sender.memory();
    const drainSeconds = (finishedAt - started) / 1000;

    console.log(`draining, all       ${describeLatency(drain.ms)}`);
    console.log(`  due during sweep   ${describeLatency(dueWithin(drain, 0, sweep.endedAt))}`);
    console.log(
      `  due after sweep    ${describeLatency(dueWithin(drain, sweep.endedAt, Infinity))}`,
    );
    console.log(
      `this process's event-loop delay meanwhile (sink + load generator): p99 ` +
        `${formatNumber(ownDelay.percentile(99) / 1e6)} ms, max ${formatNumber(ownDelay.max / 1e6)} ms`,
    );
    const { result } = sweep;
    console.log(
      `sweep: ${result.reminded} reminders queued (${result.expired} ended, ${result.activated} started) ` +
        `in ${formatNumber(result.ms / 1000)} s; the sink had ${sweep.arrived} of them when it ended`,
    );
    console.log(
      `sink: ${sink.accepted()} messages accepted over ${sink.connections()} connections, ` +
        `${mb(sink.bytes())} (${formatNumber(sink.bytes() / Math.max(1, sink.accepted()) / 1024)} KB each); ` +
        `the last of ${expected} after ${formatNumber(drainSeconds)} s` +
        (stalled ? ` — STALLED: none for ${STALL_SECONDS} s` : ''),
    );
    const rss = samples.map((s) => s.rss);
    const peak = Math.max(...rss);
    const tenths = Array.from({ length: 10 }, (_, k) => {
      const want = Math.ceil(((k + 1) * expected) / 10);
      const at = samples.find((s) => s.accepted >= want) ?? samples.at(-1)!;
      return `${(k + 1) * 10}% ${Math.round(at.rss / MB)}`;
    });
    console.log(
      `server RSS: start ${mb(rss[0]!)}, peak ${mb(peak)}, end ${mb(rss.at(-1)!)} ` +
        `(${samples.length} samples, one a second); by mails sent, MB: ${tenths.join(', ')}`,
    );
    console.log(
      `server heap used ${mb(before.heapUsed)} → ${mb(after.heapUsed)}; database ` +
        (before.databaseBytes === null || after.databaseBytes === null
          ? 'size unknown'
          : `${mb(before.databaseBytes)} → ${mb(after.databaseBytes)}` +
            (throwaway
              ? ' (in PostgreSQL, not in the server process)'
              : ' (in the process: PGlite in memory)')),
    );
    console.log();

    results.record({
      figure: `reminders accepted by the SMTP sink of ${formatNumber(MAILS)} seeded`,
      value: delivered,
      unit: '',
      target: { compared: 'value', op: '>=', limit: MAILS },
    });
    const idleP95 = percentile(sortedOf(idle.ms), 95);
    results.record({
      figure: `GET ${PATH} p95 at ${RATE} req/s while ${formatNumber(expected)} mails drain`,
      value: percentile(sortedOf(drain.ms), 95),
      unit: 'ms',
      baseline: { value: idleP95, label: 'idle, same run' },
      target: { compared: 'ratio', op: '<=', limit: TARGET_P95_RATIO },
    });
    results.record({
      figure: `GET ${PATH} p95, requests due after the sweep (the worker sending)`,
      value: percentile(sortedOf(dueWithin(drain, sweep.endedAt, Infinity)), 95),
      unit: 'ms',
      baseline: { value: idleP95, label: 'idle, same run' },
    });
    results.record({
      figure: `drain time of ${formatNumber(expected)} reminders, from the sweep's start`,
      value: drainSeconds,
      unit: 's',
      note: `the sweep's own pass ${formatNumber(result.ms / 1000)} s`,
    });
    results.record({
      figure: 'mails sent per second',
      value: delivered / drainSeconds,
      unit: 'mails/s',
    });
    results.record({
      figure: 'server RSS peak during the drain',
      value: peak / MB,
      unit: 'MB',
      baseline: { value: rss[0]! / MB, label: 'at the sweep' },
      note: `end ${Math.round(rss.at(-1)! / MB)} MB`,
    });
    results.finish();
  } finally {
    await worker?.stop();
    await server?.stop();
    await sink.close();
    await throwaway?.drop();
  }
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
