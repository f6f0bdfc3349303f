import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { contentReports, orders, queries, vodRequests } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** Content reports someone still has to act on: new ones and those being looked into. */
export const OPEN_REPORT_STATUSES = ['open', 'investigating'] as const;

const count = sql<number>`count(*)::int`;

/**
 * The dashboard's counters. They read several modules' tables, but only to count rows by a
 * status each table already indexes; one query per counter, run together.
 */
export function createDashboardRepository(db: Db) {
  /** How many rows of `table` match `where`. */
  const countWhere = async (table: PgTable, where: SQL | undefined) =>
    (await db.select({ n: count }).from(table).where(where))[0]?.n ?? 0;
  return {
    async counts(now: Date) {
      const inAWeek = new Date(now.getTime() + 7 * DAY_MS);
      const running = and(
        eq(orders.status, 'active'),
        gt(orders.expiresAt, now),
        eq(orders.trial, false),
      );
      const counting = {
        pendingOrders: countWhere(orders, eq(orders.status, 'pending')),
        activeSubscriptions: countWhere(orders, running),
        expiringIn7Days: countWhere(orders, and(running, lte(orders.expiresAt, inAWeek))),
        openQueries: countWhere(queries, eq(queries.status, 'open')),
        pendingVodRequests: countWhere(vodRequests, eq(vodRequests.status, 'pending')),
        openContentReports: countWhere(
          contentReports,
          inArray(contentReports.status, [...OPEN_REPORT_STATUSES]),
        ),
      };
      const names = Object.keys(counting) as (keyof typeof counting)[];
      const values = await Promise.all(Object.values(counting));
      return Object.fromEntries(names.map((name, i) => [name, values[i]!])) as Record<
        keyof typeof counting,
        number
      >;
    },
  };
}
