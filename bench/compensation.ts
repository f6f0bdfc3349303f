// Compensation after an outage at a shop's scale (issue 24 §5): 10,000 running Sports Plus
// subscriptions, each with its access, on a throw-away PostgreSQL database, extended by two
// days through the same path as Orders → "Extend subscriptions": `extendSubscriptions` stores
// the compensation and its job, then the job's work (`subscriptions.compensate`) runs here,
// in this process, as a worker would run it: batches of 500, each in one transaction with the
// new ends, the items that record them, the connector's `subscription.extended` event, the
// customer's notice and mail (mail is on: SMTP_URL points at a sink; the mails are queued,
// not sent, as no worker runs). Then the same request again, with the same idempotency key:
// it must answer the same compensation and extend nobody twice. Measured:
//   - the compensation's time, end to end (target ≤ 30 s at 10,000);
//   - against a baseline in the same run: one bare `UPDATE … SET expires_at = expires_at + 2
//     days` over the same rows (the floor of the work), as a ratio (information);
//   - checked: 10,000 items, every end exactly two days later, one audit row, and the second
//     press changing nothing.
// Exits 1 when the target is missed or a check fails.
//
//   npx node bench/compensation.ts      (or: npm run bench:compensation -w @streamfront/bench)
//   BENCH_SUBSCRIPTIONS=10000
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (where a throw-away
//     database is created and dropped)
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/db/seed.ts';
import {
  auditLog,
  compensationItems,
  compensations,
  jobs,
  orders,
  services,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { moduleSeedSteps } from '../apps/server/src/module-seed-steps.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import {
  compensateJob,
  extendSubscriptions,
} from '../apps/server/src/modules/subscriptions/compensation.service.ts';
import { startSmtpSink } from '../apps/server/src/testing/smtp-sink.ts';
import { createThrowawayDatabase } from '../apps/server/src/testing/throwaway-postgres.ts';
import { benchResults, formatNumber } from './support/results.ts';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS) || 10_000;
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_MS = 30_000;
const HOURS = 48;
const KEY = 'bench-compensation-outage';

const results = benchResults('compensation');
const throwaway = await createThrowawayDatabase(POSTGRES_URL, 'bench_compensation');
const database = await createDatabase({ databaseUrl: throwaway.url });
const sink = await startSmtpSink();
try {
  await runMigrations(database);
  await seedDatabase(
    database.db,
    { adminEmail: 'bench-admin@example.com', adminPassword: 'Bench-admin-pass-1', hashPassword },
    moduleSeedSteps,
  );
  const db = database.db;
  const [sports] = await db.select().from(services).where(eq(services.name, 'Sports Plus'));

  // 10,000 customers, each with a running Sports Plus subscription and its access.
  await db.execute(sql`
    insert into users (email, name, password_hash, role)
    select 'outage.' || i || '@example.com', 'Viewer ' || i, 'x', 'user'
    from generate_series(1, ${SUBSCRIPTIONS}::int) as i`);
  await db.execute(sql`
    insert into orders (user_id, service_id, service_name, period_months, status, subtotal,
                        total, currency, paid_at, starts_at, expires_at)
    select u.id, ${sports!.id}, ${sports!.name}, 1, 'active', ${sports!.price}, ${sports!.price},
           ${sports!.currency}, now() - interval '10 days', now() - interval '10 days',
           now() + (10 + (row_number() over (order by u.id)) % 20) * interval '1 day'
    from users u where u.email like 'outage.%@example.com'`);
  await db.execute(sql`
    insert into subscription_access (order_id, user_id, username, password_sealed, screens)
    select o.id, o.user_id, 'outage' || row_number() over (order by o.id), 'v1.bench', 2
    from orders o join users u on u.id = o.user_id where u.email like 'outage.%@example.com'`);
  const running = (
    await db
      .select({ id: orders.id, expiresAt: orders.expiresAt })
      .from(orders)
      .where(and(eq(orders.serviceId, sports!.id), eq(orders.status, 'active')))
  ).filter((o) => o.expiresAt! > new Date());
  const before = new Map(running.map((o) => [o.id, o.expiresAt!.getTime()]));
  console.log(`${formatNumber(running.length)} running Sports Plus subscriptions`);

  // No worker runs (JOB_CONCURRENCY 0): the compensation's work runs here, timed alone.
  const app = await buildApp(testConfig({ smtpUrl: sink.url, jobConcurrency: 0 }), { database });
  await app.ready();
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  const body = {
    serviceIds: [sports!.id],
    hours: HOURS,
    reason: 'The final stopped for everyone in the second half.',
    idempotencyKey: KEY,
  };

  const started = performance.now();
  const first = await extendSubscriptions(app, body, admin!.id);
  if (first.preview) throw new Error('a preview was answered');
  const controller = new AbortController();
  await compensateJob.run(
    { compensationId: first.compensation.id },
    {
      app,
      db: app.db,
      job: { id: 'bench', attempt: 1, maxAttempts: 1, label: null },
      signal: controller.signal,
    },
  );
  const elapsed = performance.now() - started;

  // Pressed again: the same compensation, and nobody extended twice.
  const second = await extendSubscriptions(app, body, admin!.id);
  if (second.preview || second.compensation.id !== first.compensation.id)
    throw new Error('the second press made another compensation');
  const queued = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.kind, 'subscriptions.compensate'));

  const after = await db
    .select({ id: orders.id, expiresAt: orders.expiresAt })
    .from(orders)
    .where(eq(orders.serviceId, sports!.id));
  const wrong = after.filter(
    (o) => before.has(o.id) && o.expiresAt!.getTime() - before.get(o.id)! !== HOURS * 3_600_000,
  ).length;
  const [items] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(compensationItems)
    .where(eq(compensationItems.compensationId, first.compensation.id));
  const [row] = await db
    .select()
    .from(compensations)
    .where(eq(compensations.id, first.compensation.id));
  const audits = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, first.compensation.id));

  // The floor: the same rows moved by one bare statement (and moved back).
  const bare = performance.now();
  await db.execute(
    sql`update orders set expires_at = expires_at + interval '48 hours' where service_id = ${sports!.id} and status = 'active'`,
  );
  const bareMs = performance.now() - bare;
  await db.execute(
    sql`update orders set expires_at = expires_at - interval '48 hours' where service_id = ${sports!.id} and status = 'active'`,
  );

  results.record({
    figure: `compensation of ${formatNumber(running.length)} subscriptions, PostgreSQL`,
    value: elapsed,
    unit: 'ms',
    baseline: { value: bareMs, label: 'one bare UPDATE of the same rows' },
    target: { compared: 'value', op: '<=', limit: TARGET_MS },
    note: 'ends, items, connector events, a notice and a mail for each customer',
  });
  results.record({
    figure: 'subscriptions extended (items)',
    value: items!.n,
    unit: '',
    target: { compared: 'value', op: '>=', limit: running.length },
  });
  results.record({
    figure: 'ends not exactly 48 h later, after pressing twice',
    value: wrong,
    unit: '',
    target: { compared: 'value', op: '<=', limit: 0 },
  });
  results.record({
    figure: 'compensation jobs queued by two presses',
    value: queued[0]!.n,
    unit: '',
    target: { compared: 'value', op: '<=', limit: 1 },
  });
  results.record({
    figure: 'audit rows (one, with the count)',
    value: audits.length,
    unit: '',
    target: { compared: 'value', op: '<=', limit: 1 },
    note: `state ${row!.state}, count ${row!.count}`,
  });
  await app.close();
} finally {
  await database.close();
  await sink.close();
  await throwaway.drop();
}
results.finish();
