// Live fan-out of admin notifications: 1,000 admin sockets (real socket.io clients, websocket
// transport) on one server instance listening on 127.0.0.1; 200 notifications created through
// `app.notify.admins`; per-socket delivery latency from "create called" to "event received".
// Target: p95 ≤ 50 ms and 100% delivered.
//
// Fairness: in the server's own process the 1,000 clients would share its event loop, and
// their parsing would count as server latency. The clients run in child processes instead
// (BENCH_CLIENT_PROCESSES, default 2, so the OS can spread them over both cores), as they
// would run on other machines; a client process still reads its sockets one after another,
// so part of the tail is the clients' own queue (printed as "client spread"). Each child's
// clock is aligned with the server's by an NTP-style exchange over IPC (the offset with the
// shortest round trip), so latencies compare timestamps of one clock.
//
// Pace: one notification every 20 ms, i.e. 50 a second to 1,000 sockets (50,000 deliveries a
// second) — far above what a back-office produces, yet each fan-out is measured on its own.
// BENCH_INTERVAL_MS=0 sends all 200 back to back; that run measures how fast two client
// processes can parse 200,000 messages, not the server (its own create + emit stays < 2 ms).
//
//   npx node bench/notifications-fanout.ts       (or: npm run bench:notifications -w @streamfront/bench)
//   BENCH_SOCKETS=1000 BENCH_NOTIFICATIONS=200 BENCH_INTERVAL_MS=20 BENCH_CLIENT_PROCESSES=2
//   BENCH_TIMEOUT_MS=180000
//   REDIS_URL=redis://127.0.0.1:6379   also routes every event through the Redis adapter
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { benchResults } from './support/results.ts';
import { BENCH_ADMIN, startSeededServer } from './support/seeded-server.ts';

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 && process.env[name] !== '' ? value : fallback;
};
const SOCKETS = envNumber('BENCH_SOCKETS', 1000);
const NOTIFICATIONS = envNumber('BENCH_NOTIFICATIONS', 200);
const WARMUP_NOTIFICATIONS = envNumber('BENCH_WARMUP_NOTIFICATIONS', 20);
/** Pause between two creations: a steady stream, not one synchronous burst. */
const INTERVAL_MS = envNumber('BENCH_INTERVAL_MS', 20);
const CLIENT_PROCESSES = Math.max(1, Math.floor(envNumber('BENCH_CLIENT_PROCESSES', 2)));
const TIMEOUT_MS = envNumber('BENCH_TIMEOUT_MS', 180_000);
/** How long the last notification may take to arrive everywhere before it counts as lost. */
const DRAIN_MS = envNumber('BENCH_DRAIN_MS', 5_000);
const TARGET_P95_MS = 50;

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes. */
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ToClients =
  | { type: 'start'; url: string; token: string; adminId: string; sockets: number }
  | { type: 'ping'; t1: number }
  | { type: 'collect'; sent: [string, number][]; drainMs: number }
  | { type: 'stop' };
type FromClients =
  | { type: 'ready'; connectMs: number; connected: number; subscribed: number; errors: string[] }
  | { type: 'pong'; t1: number; tc: number }
  | {
      type: 'result';
      latencies: Float64Array;
      expected: number;
      delivered: number;
      socketsMissing: number;
      /** Per notification: last minus first arrival inside this client process. */
      spreads: Float64Array;
    }
  | { type: 'error'; message: string };

// ---------------------------------------------------------------------------------------
// Child: the 1,000 clients.

async function runClients() {
  const send = (message: FromClients) => process.send!(message);
  const received = new Map<string, Float64Array>();
  const sockets: Socket[] = [];
  let socketCount = 0;

  const onMessage = async (message: ToClients) => {
    if (message.type === 'start') {
      socketCount = message.sockets;
      const started = now();
      const errors: string[] = [];
      let subscribed = 0;
      const open = async (index: number) => {
        const socket = io(message.url, {
          path: '/socket.io',
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          timeout: 20_000,
          auth: { token: message.token },
        });
        sockets[index] = socket;
        socket.on('admin:notification:new', (notification: { id: string }) => {
          const at = now();
          let row = received.get(notification.id);
          if (!row) {
            row = new Float64Array(socketCount).fill(Number.NaN);
            received.set(notification.id, row);
          }
          if (Number.isNaN(row[index]!)) row[index] = at;
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        const ack = (await socket
          .timeout(20_000)
          .emitWithAck('admin:subscribe', message.adminId)) as { ok: boolean };
        if (ack.ok) subscribed += 1;
      };
      // Handshakes in waves, as real users arrive over time rather than in one instant.
      for (let i = 0; i < message.sockets; i += 50) {
        const wave = Array.from({ length: Math.min(50, message.sockets - i) }, (_, k) =>
          open(i + k),
        );
        for (const result of await Promise.allSettled(wave)) {
          if (result.status === 'rejected' && errors.length < 5) errors.push(String(result.reason));
        }
      }
      send({
        type: 'ready',
        connectMs: now() - started,
        connected: sockets.filter((s) => s?.connected).length,
        subscribed,
        errors,
      });
    } else if (message.type === 'ping') {
      send({ type: 'pong', t1: message.t1, tc: now() });
    } else if (message.type === 'collect') {
      const expected = message.sent.length * socketCount;
      const countDelivered = () => {
        let n = 0;
        for (const [id] of message.sent) {
          const row = received.get(id);
          if (row) for (const t of row) if (!Number.isNaN(t)) n += 1;
        }
        return n;
      };
      const deadline = now() + message.drainMs;
      while (countDelivered() < expected && now() < deadline) await sleep(20);
      const latencies = new Float64Array(expected);
      const spreads = new Float64Array(message.sent.length);
      let delivered = 0;
      const socketsMissing = new Set<number>();
      message.sent.forEach(([id, sentAt], n) => {
        const row = received.get(id);
        let first = Number.POSITIVE_INFINITY;
        let last = Number.NEGATIVE_INFINITY;
        for (let s = 0; s < socketCount; s += 1) {
          const at = row?.[s];
          if (at === undefined || Number.isNaN(at)) {
            socketsMissing.add(s);
            continue;
          }
          latencies[delivered++] = at - sentAt;
          first = Math.min(first, at);
          last = Math.max(last, at);
        }
        spreads[n] = last - first;
      });
      send({
        type: 'result',
        latencies: latencies.subarray(0, delivered),
        expected,
        delivered,
        socketsMissing: socketsMissing.size,
        spreads,
      });
    } else if (message.type === 'stop') {
      for (const socket of sockets) socket?.close();
      process.exit(0);
    }
  };
  process.on('message', (message: ToClients) => {
    onMessage(message).catch((error: unknown) => send({ type: 'error', message: String(error) }));
  });
  // The parent died: do not linger.
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------------------------------
// Parent: the server, the notifications, the figures.

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

function request(
  child: ChildProcess,
  message: ToClients,
  expect: FromClients['type'],
): Promise<FromClients> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: FromClients) => {
      if (reply.type === 'error') {
        child.off('message', onMessage);
        reject(new Error(`clients: ${reply.message}`));
      } else if (reply.type === expect) {
        child.off('message', onMessage);
        resolve(reply);
      }
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

interface ClientProcess {
  child: ChildProcess;
  sockets: number;
  exited: Promise<void>;
  /** Its clock minus ours, in ms. */
  offset: number;
}

/** The clock offset from the exchange with the shortest round trip. */
async function measureOffset(child: ChildProcess) {
  let best = { rtt: Number.POSITIVE_INFINITY, offset: 0 };
  for (let i = 0; i < 30; i += 1) {
    const t1 = now();
    const pong = (await request(child, { type: 'ping', t1 }, 'pong')) as Extract<
      FromClients,
      { type: 'pong' }
    >;
    const t2 = now();
    if (t2 - t1 < best.rtt) best = { rtt: t2 - t1, offset: pong.tc - (t1 + t2) / 2 };
  }
  return best;
}

const fmt = (ms: number) => ms.toFixed(2);

async function runServer(): Promise<number> {
  const redisUrl = process.env.REDIS_URL || undefined;
  const { app, database, port } = await startSeededServer({ redisUrl });
  const url = `http://127.0.0.1:${port}`;

  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: BENCH_ADMIN });
  const { token, user } = (
    JSON.parse(login.body) as { data: { token: string; user: { id: string } } }
  ).data;

  const clients: ClientProcess[] = Array.from({ length: CLIENT_PROCESSES }, (_, k) => {
    const child = fork(import.meta.filename, ['--clients'], {
      execArgv: ['--disable-warning=ExperimentalWarning'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const share = Math.floor(SOCKETS / CLIENT_PROCESSES) + (k < SOCKETS % CLIENT_PROCESSES ? 1 : 0);
    return {
      child,
      sockets: share,
      exited: new Promise<void>((resolve) => child.once('exit', () => resolve())),
      offset: 0,
    };
  });
  const cleanup = async () => {
    for (const { child } of clients)
      if (child.connected) child.send({ type: 'stop' } satisfies ToClients);
    await Promise.race([Promise.all(clients.map((c) => c.exited)), sleep(5_000)]);
    for (const { child } of clients) if (child.exitCode === null) child.kill('SIGKILL');
    await app.close();
    await database.close();
  };
  const watchdog = setTimeout(() => {
    process.stdout.write(`FAIL: did not finish within ${TIMEOUT_MS} ms\n`);
    for (const { child } of clients) child.kill('SIGKILL');
    process.exit(1);
  }, TIMEOUT_MS);

  let pass: boolean;
  try {
    console.log(
      `notifications fan-out: ${SOCKETS} admin sockets of one admin (websocket) in ${CLIENT_PROCESSES} client ` +
        `process(es); ${NOTIFICATIONS} notifications through app.notify.admins, one every ${INTERVAL_MS} ms ` +
        `after ${WARMUP_NOTIFICATIONS} for warm-up; adapter: ${redisUrl ? 'Redis' : 'in-memory'}`,
    );
    const started = now();
    const ready = (await Promise.all(
      clients.map((c) =>
        request(
          c.child,
          { type: 'start', url, token, adminId: user.id, sockets: c.sockets },
          'ready',
        ),
      ),
    )) as Extract<FromClients, { type: 'ready' }>[];
    const connectedCount = ready.reduce((n, r) => n + r.connected, 0);
    const subscribed = ready.reduce((n, r) => n + r.subscribed, 0);
    const errors = ready.flatMap((r) => r.errors);
    console.log(
      `connected ${connectedCount}/${SOCKETS}, subscribed ${subscribed}/${SOCKETS} in ${(now() - started).toFixed(0)} ms` +
        (errors.length ? ` (errors: ${errors.join('; ')})` : ''),
    );
    for (const c of clients) {
      const best = await measureOffset(c.child);
      c.offset = best.offset;
      console.log(
        `client clock offset ${fmt(best.offset)} ms (round trip ${best.rtt.toFixed(3)} ms)`,
      );
    }

    for (let i = 0; i < WARMUP_NOTIFICATIONS; i += 1) {
      await app.notify.admins({ type: 'order', title: `Warm-up ${i}`, message: 'warm-up' });
      await sleep(INTERVAL_MS);
    }
    await sleep(500);

    const sent: [string, number][] = [];
    const serverMs: number[] = [];
    const sendingStarted = now();
    for (let i = 0; i < NOTIFICATIONS; i += 1) {
      const t0 = now();
      const created = await app.notify.admins({
        type: 'order',
        title: `Order ${i + 1}`,
        message: 'Paid',
      });
      serverMs.push(now() - t0);
      for (const notification of created) sent.push([notification.id, t0]);
      if (INTERVAL_MS > 0) await sleep(INTERVAL_MS);
    }
    const sendingMs = now() - sendingStarted;

    const results = (await Promise.all(
      clients.map((c) =>
        request(
          c.child,
          { type: 'collect', sent: sent.map(([id, t0]) => [id, t0 + c.offset]), drainMs: DRAIN_MS },
          'result',
        ),
      ),
    )) as Extract<FromClients, { type: 'result' }>[];

    const sorted = new Float64Array(results.reduce((n, r) => n + r.latencies.length, 0));
    let at = 0;
    for (const r of results) {
      sorted.set(r.latencies, at);
      at += r.latencies.length;
    }
    sorted.sort();
    const expected = results.reduce((n, r) => n + r.expected, 0);
    const delivered = results.reduce((n, r) => n + r.delivered, 0);
    const missing = results.reduce((n, r) => n + r.socketsMissing, 0);
    const share = expected === 0 ? 0 : delivered / expected;
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p)) as [
      number,
      number,
      number,
    ];
    const max = sorted.length ? sorted[sorted.length - 1]! : Number.NaN;
    const serverSorted = Float64Array.from(serverMs).sort();
    const spreads = Float64Array.from(results.flatMap((r) => [...r.spreads])).sort();

    console.log(`created ${sent.length} notifications in ${sendingMs.toFixed(0)} ms`);
    console.log(
      `server: create + emit to ${SOCKETS} sockets p50 ${fmt(percentile(serverSorted, 50))} ms, ` +
        `p95 ${fmt(percentile(serverSorted, 95))} ms; client spread (first to last socket of one process) ` +
        `p50 ${fmt(percentile(spreads, 50))} ms`,
    );
    console.log(
      `delivered ${delivered}/${expected} (${(share * 100).toFixed(2)}%)` +
        (missing ? `, ${missing} sockets missed at least one` : ''),
    );
    console.log(`latency ms  p50 ${fmt(p50)}  p95 ${fmt(p95)}  p99 ${fmt(p99)}  max ${fmt(max)}`);
    const figures = benchResults('notifications-fanout');
    figures.record({
      figure: `sockets subscribed of ${SOCKETS}`,
      value: subscribed,
      unit: '',
      target: { compared: 'value', op: '>=', limit: SOCKETS },
    });
    figures.record({
      figure: 'notifications delivered',
      value: share * 100,
      unit: '%',
      target: { compared: 'value', op: '>=', limit: 100 },
    });
    figures.record({
      figure: `delivery latency p95 to ${SOCKETS} sockets`,
      value: p95,
      unit: 'ms',
      target: { compared: 'value', op: '<=', limit: TARGET_P95_MS },
    });
    pass = figures.finish();
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
  return pass ? 0 : 1;
}

if (process.argv.includes('--clients')) {
  void runClients();
} else {
  runServer().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
