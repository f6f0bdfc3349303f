// The admin orders list (GET /api/admin/orders, issue 7), a call that reaches the database on
// every request (no cache), through the production server on PostgreSQL, against the very same
// SQL run straight through the `pg` driver: how much of the database's throughput the server
// (HTTP, sign-in check, rate limit, validation, drizzle's mapping, the answer's serialisation)
// keeps for itself.
//
// The statements are not copied by hand: the bench runs the repository's own `adminList` once
// on a `pg.Pool` whose `query` records every call (text, parameters, drizzle's row mode and
// type parsers), and which calls were in flight together. The baseline replays them the same
// way (the page and its count together, then the page's timelines, then the names in them)
// with as many concurrent callers as autocannon has connections, on a pool as large as the
// server's. Both run against one throw-away database of 10,000 customers and 100,000 orders
// (support/bulk-orders.ts), created and dropped by the script, in alternating rounds.
// Target: server / driver >= 0.7 (requests per second). Exits 1 below it. See README.md.
//
//   npx node bench/orders-list-db.ts      (or: npm run bench:orders-list -w @streamfront/bench)
//   BENCH_ORDERS=100000 BENCH_CUSTOMERS=10000 BENCH_ROUNDS=2 BENCH_SECONDS=5
//   BENCH_WARMUP_SECONDS=2 BENCH_CONNECTIONS=10 BENCH_LIST_QUERY='page=1&pageSize=20'
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (where the database is made)
import { AdminOrderListQuerySchema } from '@streamfront/contract';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { createOrdersRepository } from '../apps/server/src/modules/orders/orders.repository.ts';
import { startServer, type RunningServer } from '../scripts/start-server.ts';
import { envNumber } from './support/options.ts';
import { fill, postgresBackend, type Backend } from './support/orders-database.ts';
import { rawRequest } from './support/replay.ts';
import { benchResults, formatNumber } from './support/results.ts';
import { BENCH_ADMIN } from './support/seeded-server.ts';

const TARGET_RATIO = 0.7;
const ORDERS = envNumber('BENCH_ORDERS', 100_000);
const CUSTOMERS = envNumber('BENCH_CUSTOMERS', 10_000);
const ROUNDS = envNumber('BENCH_ROUNDS', 2);
const SECONDS = envNumber('BENCH_SECONDS', 5);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);
const LIST_QUERY = process.env.BENCH_LIST_QUERY ?? 'page=1&pageSize=20';
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The server's own pool size (apps/server/src/db/client.ts). */
const POOL_SIZE = 10;
const PATH = `/api/admin/orders?${LIST_QUERY}`;

// ---------------------------------------------------------------------------------------
// The repository's SQL, recorded from the driver's side.

type QueryConfig = pg.QueryConfig & { rowMode?: 'array' };

interface Recorded {
  config: QueryConfig;
  values: unknown[] | undefined;
}

/** The statements of one `adminList`, in steps: a step's statements ran concurrently. */
async function recordAdminList(pool: pg.Pool): Promise<Recorded[][]> {
  const steps: Recorded[][] = [];
  let inFlight = 0;
  const query = pool.query.bind(pool) as (c: QueryConfig, v?: unknown[]) => Promise<unknown>;
  const recording = Object.assign(Object.create(pool) as pg.Pool, {
    query: (config: QueryConfig, values?: unknown[]) => {
      if (inFlight === 0) steps.push([]);
      inFlight += 1;
      steps.at(-1)!.push({ config, values });
      return query(config, values).finally(() => (inFlight -= 1));
    },
  });
  const repo = createOrdersRepository(drizzle(recording, { schema }));
  const listQuery = AdminOrderListQuerySchema.parse(
    Object.fromEntries(new URLSearchParams(LIST_QUERY)),
  );
  const { items, total } = await repo.adminList(listQuery);
  console.log(
    `adminList(${LIST_QUERY}): ${items.length} orders of ${formatNumber(total)}, ` +
      `${steps.flat().length} statements in ${steps.length} steps:`,
  );
  steps.forEach((step, i) =>
    step.forEach(({ config }) =>
      console.log(`  ${i + 1}. ${config.text.replace(/\s+/g, ' ').slice(0, 150)}…`),
    ),
  );
  return steps;
}

/** One "request" through the driver: the recorded steps, each step's statements together. */
async function replay(pool: pg.Pool, steps: Recorded[][]) {
  for (const step of steps) {
    await Promise.all(step.map(({ config, values }) => pool.query(config, values)));
  }
}

/** `CONNECTIONS` callers replaying in a loop for `seconds`: completed replays per second. */
async function driverRound(pool: pg.Pool, steps: Recorded[][], seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const caller = async () => {
    while (performance.now() < deadline) {
      await replay(pool, steps);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  return done / ((performance.now() - started) / 1000);
}

async function serverRound(server: RunningServer, token: string, seconds: number) {
  const result = await autocannon({
    url: `${server.baseURL}${PATH}`,
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    duration: seconds,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) {
    throw new Error(
      `server: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result['2xx'] / seconds;
}

async function signIn(baseURL: string): Promise<string> {
  const answer = await rawRequest(baseURL, {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  return (JSON.parse(answer.body.toString()) as { data: { token: string } }).data.token;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

async function measure(backend: Backend) {
  const seeded = await fill(backend, { orders: ORDERS, customers: CUSTOMERS });
  console.log(
    `PostgreSQL: ${formatNumber(seeded.orders)} orders, ${formatNumber(CUSTOMERS)} customers seeded in ${seeded.seconds.toFixed(1)} s`,
  );
  const pool = new pg.Pool({ connectionString: backend.env.DATABASE_URL, max: POOL_SIZE });
  let server: RunningServer | undefined;
  try {
    const steps = await recordAdminList(pool);
    server = await startServer({
      ...backend.env,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      RATE_LIMIT_PER_MINUTE: '1000000000',
    });
    const token = await signIn(server.baseURL);
    const probe = await rawRequest(server.baseURL, {
      method: 'GET',
      path: PATH,
      headers: { authorization: `Bearer ${token}` },
    });
    if (probe.status !== 200) throw new Error(`GET ${PATH} answered ${probe.status}`);
    console.log(
      `\nGET ${PATH}: ${formatNumber(probe.body.length / 1024)} KB; ${CONNECTIONS} connections (server, autocannon) ` +
        `and ${CONNECTIONS} callers (driver) on pools of ${POOL_SIZE}; ${ROUNDS} rounds x ${SECONDS} s each ` +
        `after ${WARMUP_SECONDS} s of warm-up; Node ${process.version}\n`,
    );

    await serverRound(server, token, WARMUP_SECONDS);
    await driverRound(pool, steps, WARMUP_SECONDS);
    const rates = { server: [] as number[], driver: [] as number[] };
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Alternating which goes first, so neither always meets the same machine load.
      const order = round % 2 ? (['server', 'driver'] as const) : (['driver', 'server'] as const);
      for (const name of order) {
        const rps =
          name === 'server'
            ? await serverRound(server, token, SECONDS)
            : await driverRound(pool, steps, SECONDS);
        rates[name].push(rps);
        console.log(`round ${round}  ${name.padEnd(6)}  ${formatNumber(rps).padStart(7)} req/s`);
      }
    }
    return { server: mean(rates.server), driver: mean(rates.driver) };
  } finally {
    await server?.stop();
    await pool.end();
  }
}

async function main() {
  const results = benchResults('orders-list-db');
  const backend = await postgresBackend(POSTGRES_URL, 'streamfront_bench_orders_list');
  try {
    const rates = await measure(backend);
    console.log();
    results.record({
      figure: `GET /api/admin/orders?${LIST_QUERY} req/s, ${formatNumber(ORDERS)} orders on PostgreSQL`,
      value: rates.server,
      unit: 'req/s',
      baseline: { value: rates.driver, label: 'same SQL through pg' },
      target: { compared: 'ratio', op: '>=', limit: TARGET_RATIO },
    });
    results.finish();
  } finally {
    await backend.dispose();
  }
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
