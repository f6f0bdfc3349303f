// The back office with a shop's worth of sales: 10,000 customers and 100,000 orders, seeded
// in bulk, served by the real server (apps/server/src/main.ts, as in production, in its own
// process so its memory can be read) on PGlite and on PostgreSQL in the same run. Measured:
//   - the first admin orders page with a status filter and a search, and without the search
//     as the baseline (p50/p95 over BENCH_SAMPLES requests, one at a time);
//   - the finance summary for the last year by month (when this build has the route);
//   - the business figures (paying customers, churn, MRR, trials) of the last 12 months;
//   - the CSV export of every order at 10,000 and at 100,000 orders: time, bytes, and the
//     server's peak RSS during the export against its idle RSS just before.
// Targets, on PostgreSQL: orders page p95 <= 50 ms, finance year p95 <= 300 ms, business year
// p95 <= 300 ms, export peak RSS <= 1.5 x idle RSS at 100,000 orders. Exits 1 when one is
// missed. See README.md.
//
//   npx node bench/orders-at-scale.ts      (or: npm run bench:orders -w @streamfront/bench)
//   BENCH_ORDERS=100000 BENCH_CUSTOMERS=10000 BENCH_FIRST_ORDERS=10000 (the first export size)
//   BENCH_SAMPLES=60 BENCH_EXPORT_SAMPLES=3 BENCH_QUERY=okafor (the search typed)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (where a throw-away
//     database is created and dropped; BENCH_DATABASE_URL=skip measures PGlite only)
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { startServer, type RunningServer } from '../scripts/start-server.ts';
import {
  fill as fillOrders,
  pgliteBackend,
  postgresBackend,
  type Backend,
} from './support/orders-database.ts';
import { benchResults } from './support/results.ts';
import { BENCH_ADMIN } from './support/seeded-server.ts';

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const ORDERS = envNumber('BENCH_ORDERS', 100_000);
const FIRST_ORDERS = Math.min(envNumber('BENCH_FIRST_ORDERS', 10_000), ORDERS);
const CUSTOMERS = envNumber('BENCH_CUSTOMERS', 10_000);
const SAMPLES = envNumber('BENCH_SAMPLES', 60);
const EXPORT_SAMPLES = envNumber('BENCH_EXPORT_SAMPLES', 3);
const QUERY = process.env.BENCH_QUERY ?? 'okafor';
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const TARGET = { pageP95: 50, financeP95: 300, businessP95: 300, exportPeakOverIdle: 1.5 };
const PAGE = '/api/admin/orders?status=paid&page=1&pageSize=20';
const day = (date: Date) => date.toISOString().slice(0, 10);
const FINANCE = (() => {
  const today = new Date();
  const yearAgo = new Date(today);
  yearAgo.setUTCFullYear(today.getUTCFullYear() - 1);
  return `/api/admin/finance/summary?from=${day(yearAgo)}&to=${day(today)}&groupBy=month`;
})();
// The default period: the 12 months to the current one.
const BUSINESS = '/api/admin/business';
const EXPORT = '/api/admin/orders/export.csv';

const fill = (backend: Backend, orders: number) =>
  fillOrders(backend, { orders, customers: CUSTOMERS });

// ---------------------------------------------------------------------------------------
// The server's memory, from /proc: VmRSS now, VmHWM the peak since the last reset.

function status(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  );
  return Number(match![1]) * 1024;
}

/** Peak RSS while `work` runs: the kernel's own high-water mark, reset first (Linux ≥ 4.0). */
async function peakDuring<T>(pid: number, work: () => Promise<T>) {
  let sampled = status(pid, 'VmRSS');
  let resettable = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    resettable = false;
  }
  // Sampling as well: a kernel without the reset would otherwise report the start-up peak.
  const timer = setInterval(() => (sampled = Math.max(sampled, status(pid, 'VmRSS'))), 5);
  try {
    const result = await work();
    const peak = resettable
      ? Math.max(sampled, status(pid, 'VmHWM'))
      : Math.max(sampled, status(pid, 'VmRSS'));
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

// ---------------------------------------------------------------------------------------
// HTTP: one keep-alive connection, one request at a time, bodies counted or collected.

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function call(
  baseURL: string,
  pathname: string,
  init: { method?: string; token?: string; body?: unknown; keep?: boolean } = {},
): Promise<{ status: number; bytes: number; body: string }> {
  const url = new URL(pathname, baseURL);
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        agent,
        method: init.method ?? 'GET',
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let bytes = 0;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (init.keep !== false) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            bytes,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function signIn(baseURL: string): Promise<string> {
  const answer = await call(baseURL, '/api/auth/login', { method: 'POST', body: BENCH_ADMIN });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.body}`);
  return (JSON.parse(answer.body) as { data: { token: string } }).data.token;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Timing {
  p50: number;
  p95: number;
  /** What the answer said, to show the query did real work. */
  total?: number;
}

/** p50/p95 of `samples` sequential calls after a few unmeasured ones. */
async function timed(baseURL: string, token: string, pathname: string): Promise<Timing> {
  const times: number[] = [];
  let total: number | undefined;
  for (let i = -5; i < SAMPLES; i += 1) {
    const started = performance.now();
    const answer = await call(baseURL, pathname, { token });
    const ms = performance.now() - started;
    if (answer.status !== 200)
      throw new Error(`GET ${pathname} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    total = (JSON.parse(answer.body) as { meta?: { total?: number } }).meta?.total;
    if (i >= 0) times.push(ms);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

/** A route another branch may not have yet: measured when this build has it. */
async function timedIfPresent(
  baseURL: string,
  token: string,
  pathname: string,
): Promise<Timing | 'absent'> {
  const probe = await call(baseURL, pathname, { token });
  if (probe.status === 404 && /^Route /.test(JSON.parse(probe.body).message ?? '')) return 'absent';
  return timed(baseURL, token, pathname);
}

interface ExportFigures {
  orders: number;
  p50: number;
  p95: number;
  bytes: number;
  rows: number;
  idle: number;
  peak: number;
}

/** Each export on its own, its bytes counted and dropped, the server's peak RSS read. */
async function measureExport(server: RunningServer, token: string, orders: number) {
  const pid = server.child.pid!;
  const times: number[] = [];
  let bytes = 0;
  let peak = 0;
  let idle = Infinity;
  for (let i = 0; i < EXPORT_SAMPLES; i += 1) {
    // Let the previous export's garbage go before reading what the server holds at rest.
    await new Promise((r) => setTimeout(r, 300));
    idle = Math.min(idle, status(pid, 'VmRSS'));
    const started = performance.now();
    const run = await peakDuring(pid, () => call(server.baseURL, EXPORT, { token, keep: i === 0 }));
    times.push(performance.now() - started);
    if (run.result.status !== 200) throw new Error(`export answered ${run.result.status}`);
    if (i === 0) {
      bytes = run.result.bytes;
      const rows = run.result.body.split('\r\n').length - 2;
      if (rows !== orders) throw new Error(`export has ${rows} rows, the database ${orders}`);
    }
    peak = Math.max(peak, run.peak);
  }
  return {
    orders,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    bytes,
    rows: orders,
    idle,
    peak,
  } satisfies ExportFigures;
}

interface BackendFigures {
  name: Backend['name'];
  seedSeconds: number;
  search: Timing;
  plain: Timing;
  finance: Timing | 'absent';
  business: Timing | 'absent';
  exports: ExportFigures[];
}

/** A fresh server per size, so each export's idle and peak belong to the same process. */
async function withServer<T>(
  backend: Backend,
  work: (s: RunningServer, token: string) => Promise<T>,
) {
  const server = await startServer({
    ...backend.env,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    RATE_LIMIT_PER_MINUTE: '1000000000',
  });
  try {
    const token = await signIn(server.baseURL);
    // Every route the measurement uses has run once before any figure is taken.
    await call(server.baseURL, PAGE, { token });
    return await work(server, token);
  } finally {
    agent.destroy();
    await server.stop();
  }
}

async function measureBackend(backend: Backend): Promise<BackendFigures> {
  const first = await fill(backend, FIRST_ORDERS);
  console.log(`${backend.name}: ${first.orders} orders seeded in ${first.seconds.toFixed(1)} s`);
  const small = await withServer(backend, (server, token) =>
    measureExport(server, token, first.orders),
  );
  const full = await fill(backend, ORDERS);
  console.log(
    `${backend.name}: topped up to ${full.orders} orders in ${full.seconds.toFixed(1)} s`,
  );
  return withServer(backend, async (server, token) => {
    const search = await timed(server.baseURL, token, `${PAGE}&q=${encodeURIComponent(QUERY)}`);
    const plain = await timed(server.baseURL, token, PAGE);
    const finance = await timedIfPresent(server.baseURL, token, FINANCE);
    const business = await timedIfPresent(server.baseURL, token, BUSINESS);
    const large = await measureExport(server, token, full.orders);
    return {
      name: backend.name,
      seedSeconds: first.seconds + full.seconds,
      search,
      plain,
      finance,
      business,
      exports: [small, large],
    };
  });
}

// ---------------------------------------------------------------------------------------
// Report.

const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const fmt = (n: number) => n.toLocaleString('en-US');

function report(all: BackendFigures[]): boolean {
  const cell = (text: string) => ` ${text}`.padStart(28);
  const row = (label: string, values: string[]) =>
    console.log(`${label.padEnd(44)}${values.map(cell).join('')}`);
  console.log();
  row(
    '',
    all.map((f) => f.name),
  );
  row(
    `orders page, status=paid, q=${QUERY}  p50/p95`,
    all.map((f) => `${ms(f.search.p50)} / ${ms(f.search.p95)}`),
  );
  row(
    '  matching orders (meta.total)',
    all.map((f) => fmt(f.search.total ?? 0)),
  );
  row(
    'orders page, status=paid (baseline)  p50/p95',
    all.map((f) => `${ms(f.plain.p50)} / ${ms(f.plain.p95)}`),
  );
  row(
    '  search / baseline (p50)',
    all.map((f) => `${(f.search.p50 / f.plain.p50).toFixed(2)}x`),
  );
  row(
    'finance summary, a year by month  p50/p95',
    all.map((f) =>
      f.finance === 'absent' ? 'n/a' : `${ms(f.finance.p50)} / ${ms(f.finance.p95)}`,
    ),
  );
  row(
    'business figures, 12 months  p50/p95',
    all.map((f) =>
      f.business === 'absent' ? 'n/a' : `${ms(f.business.p50)} / ${ms(f.business.p95)}`,
    ),
  );
  for (const i of [0, 1]) {
    const size = (f: BackendFigures) => f.exports[i]!;
    row(
      `export of ${fmt(all[0]!.exports[i]!.orders)} orders  p50/p95`,
      all.map((f) => `${ms(size(f).p50)} / ${ms(size(f).p95)}`),
    );
    row(
      '  bytes',
      all.map((f) => `${(size(f).bytes / 1024 / 1024).toFixed(1)} MB`),
    );
    row(
      '  server RSS idle -> peak (peak/idle)',
      all.map(
        (f) =>
          `${mb(size(f).idle)} -> ${mb(size(f).peak)} (${(size(f).peak / size(f).idle).toFixed(2)}x)`,
      ),
    );
  }
  row(
    `  extra RSS at ${fmt(all[0]!.exports[1]!.orders)} / at ${fmt(all[0]!.exports[0]!.orders)}`,
    all.map((f) => {
      const [small, large] = f.exports as [ExportFigures, ExportFigures];
      return `${mb(large.peak - large.idle)} / ${mb(small.peak - small.idle)}`;
    }),
  );
  for (const [label, absent] of [
    ['finance summary', all.some((f) => f.finance === 'absent')],
    ['business figures', all.some((f) => f.business === 'absent')],
  ] as const) {
    if (absent) console.log(`\n${label}: route not present in this build`);
  }

  // Targets are set on PostgreSQL; PGlite's figures are there to be read.
  console.log();
  const results = benchResults('orders-at-scale');
  for (const f of all) {
    const targeted = f.name === 'PostgreSQL';
    const large = f.exports[1]!;
    results.record({
      figure: `${f.name}, orders page status=paid q=${QUERY}, p95`,
      value: f.search.p95,
      unit: 'ms',
      baseline: { value: f.plain.p95, label: 'same page without q' },
      ...(targeted ? { target: { compared: 'value', op: '<=', limit: TARGET.pageP95 } } : {}),
    });
    if (f.finance !== 'absent') {
      results.record({
        figure: `${f.name}, finance summary of a year by month, p95`,
        value: f.finance.p95,
        unit: 'ms',
        ...(targeted ? { target: { compared: 'value', op: '<=', limit: TARGET.financeP95 } } : {}),
      });
    }
    if (f.business !== 'absent') {
      results.record({
        figure: `${f.name}, business figures of 12 months, p95`,
        value: f.business.p95,
        unit: 'ms',
        ...(targeted ? { target: { compared: 'value', op: '<=', limit: TARGET.businessP95 } } : {}),
      });
    }
    results.record({
      figure: `${f.name}, server peak RSS exporting ${fmt(large.orders)} orders`,
      value: large.peak / 1024 / 1024,
      unit: 'MB',
      baseline: { value: large.idle / 1024 / 1024, label: 'idle' },
      ...(targeted
        ? { target: { compared: 'ratio', op: '<=', limit: TARGET.exportPeakOverIdle } }
        : {}),
    });
  }
  if (!all.some((f) => f.name === 'PostgreSQL'))
    console.log('PostgreSQL skipped (BENCH_DATABASE_URL=skip): no target checked.');
  return results.finish();
}

async function main() {
  console.log(
    `${fmt(CUSTOMERS)} customers, ${fmt(FIRST_ORDERS)} then ${fmt(ORDERS)} orders; ` +
      `${SAMPLES} samples per page, ${EXPORT_SAMPLES} per export; Node ${process.version}\n`,
  );
  const figures: BackendFigures[] = [];
  const backends: (() => Promise<Backend>)[] = [pgliteBackend];
  if (POSTGRES_URL !== 'skip')
    backends.push(() => postgresBackend(POSTGRES_URL, 'streamfront_bench_orders'));
  for (const make of backends) {
    const backend = await make();
    try {
      figures.push(await measureBackend(backend));
    } finally {
      await backend.dispose();
    }
  }
  process.exitCode = report(figures) ? 0 : 1;
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
