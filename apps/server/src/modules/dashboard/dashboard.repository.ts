import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
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
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    async counts(now: Date) {
      const inAWeek = new Date(now.getTime() + 7 * DAY_MS);
      const running = and(eq(orders.status, 'active'), gt(orders.expiresAt, now));
      const [
        pendingOrders,
        activeSubscriptions,
        expiringIn7Days,
        openQueries,
        pendingVodRequests,
        openContentReports,
      ] = await Promise.all([
        countOf(db.select({ n: count }).from(orders).where(eq(orders.status, 'pending'))),
        countOf(db.select({ n: count }).from(orders).where(running)),
        countOf(
          db
            .select({ n: count })
            .from(orders)
            .where(and(running, lte(orders.expiresAt, inAWeek))),
        ),
        countOf(db.select({ n: count }).from(queries).where(eq(queries.status, 'open'))),
        countOf(db.select({ n: count }).from(vodRequests).where(eq(vodRequests.status, 'pending'))),
        countOf(
          db
            .select({ n: count })
            .from(contentReports)
            .where(inArray(contentReports.status, [...OPEN_REPORT_STATUSES])),
        ),
      ]);
      return {
        pendingOrders,
        activeSubscriptions,
        expiringIn7Days,
        openQueries,
        pendingVodRequests,
        openContentReports,
      };
    },
  };
}
