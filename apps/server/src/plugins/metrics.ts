import { timingSafeEqual } from 'node:crypto';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { countAll } from '../db/list-query.ts';
import { jobs, mailMessages, webhookDeliveries } from '../db/schema/index.ts';

/** A status as its class: the series stay few whatever the answers. */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * What a request is counted under: its route's pattern (`/api/orders/:id`), never the URL it
 * asked for, so 10,000 ids make one series; a URL no route took is one `unmatched` series.
 */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in the Prometheus text format, for the operator's monitoring, behind a
 * bearer token (`METRICS_TOKEN`; without one there is no such route). Requests by route
 * pattern and status class, refusals (429), socket connections, the jobs by kind and state,
 * mail and webhook deliveries by state, the age of the newest backup (embedded database), and
 * Node's own (event-loop lag, heap). The database figures are read when Prometheus asks, so
 * every instance reports the same shared queue.
 * Each app has a registry of its own: tests build many apps in one process.
 */
export interface MetricsOptions {
  token: string;
  /**
   * When the newest backup of the embedded database was written (modules/backups, passed in
   * by app.ts: plugins never import modules); unset on PostgreSQL, whose backups pg_dump makes.
   */
  newestBackupAt?: () => Promise<Date | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one answer as the metrics' hook does: for a warm answer sent before routing
     * (warm-answers.ts). Only there when metrics are on.
     */
    countAnswer?: (method: string, route: string, statusCode: number, elapsedMs: number) => void;
  }
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, { token, newestBackupAt }: MetricsOptions) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status_class'] as const;
    const requests = new Counter({
      name: 'streamfront_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status class.',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'streamfront_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status class.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const refusals = new Counter({
      name: 'streamfront_rate_limit_refusals_total',
      help: 'Requests refused for too many tries (429): rate limits, sign-in and form throttles.',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'streamfront_socket_connections',
      help: 'Live socket.io connections to this instance.',
      registers: [registry],
      collect() {
        this.set(app.realtime.io.engine.clientsCount);
      },
    });
    /** A gauge of `table`'s rows by the values of `columns`, counted when Prometheus asks. */
    const rowsBy = (
      name: string,
      help: string,
      table: PgTable,
      columns: Record<string, AnyPgColumn>,
    ) =>
      new Gauge({
        name,
        help,
        labelNames: Object.keys(columns),
        registers: [registry],
        async collect() {
          const rows = await app.db
            .select({ ...columns, n: countAll })
            .from(table)
            .groupBy(...Object.values(columns));
          this.reset();
          for (const { n, ...labels } of rows as Record<string, unknown>[]) {
            this.set(
              Object.fromEntries(
                Object.entries(labels).map(([key, value]) => [key, String(value)]),
              ),
              Number(n),
            );
          }
        },
      });
    rowsBy(
      'streamfront_jobs',
      'Background jobs in the shared queue, by kind and state (queued, running, failed, dead, done).',
      jobs,
      { kind: jobs.kind, state: jobs.state },
    );
    rowsBy(
      'streamfront_mail_messages',
      'Mail in the mail log, by state (queued, sent, failed, dead).',
      mailMessages,
      { state: mailMessages.state },
    );
    rowsBy(
      'streamfront_webhook_deliveries',
      'Outgoing webhook deliveries, by state (pending, retrying, delivered, dead).',
      webhookDeliveries,
      { state: webhookDeliveries.state },
    );

    if (newestBackupAt) {
      new Gauge({
        name: 'streamfront_backup_age_seconds',
        help: 'Seconds since the newest backup of the embedded database was written; +Inf while there is none.',
        registers: [registry],
        async collect() {
          const at = await newestBackupAt();
          // Never backed up is older than any limit: an alert on the age fires for it too.
          this.set(at ? (Date.now() - at.getTime()) / 1000 : Infinity);
        },
      });
    }

    function countAnswer(method: string, route: string, statusCode: number, elapsedMs: number) {
      const labels = { method, route, status_class: statusClass(statusCode) };
      requests.inc(labels);
      duration.observe(labels, elapsedMs / 1000);
      if (statusCode === 429) refusals.inc({ route });
    }
    app.decorate('countAnswer', countAnswer);

    app.addHook('onResponse', (request, reply, done) => {
      const route = routeOf(request);
      if (route !== '/metrics')
        countAnswer(request.method, route, reply.statusCode, reply.elapsedTime);
      done();
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply: FastifyReply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameSecret(given, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ success: false, message: 'Authentication required' });
      }
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['realtime'] },
);
