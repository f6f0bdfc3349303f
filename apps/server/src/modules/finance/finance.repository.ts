import type {
  CreateFinanceEntryBodySchema,
  FinanceEntry,
  FinanceEntryKind,
  FinanceEntryListQuery,
  FinanceGrouping,
} from '@streamfront/contract';
import { and, eq, gte, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { countAll, orderFor, pageOf, searchAny } from '../../db/list-query.ts';
import {
  financeEntries,
  orderStatusEvents,
  orders,
  services,
  users,
  type FinanceEntryRow,
} from '../../db/schema/index.ts';

/** The days of a summary, in the time zone whose days they are. */
export interface MoneyRange {
  from: string;
  to: string;
  timeZone: string;
}

const PERIOD_FORMAT: Record<FinanceGrouping, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };

/** An integer sum: bigint in SQL (a year of sales may pass 2^31 cents), a number here. */
const total = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)::bigint`.mapWith(Number);
const counted = sql<number>`count(*)::int`;

/** `[from 00:00, to + 1 day 00:00)` in the range's time zone, as instants PostgreSQL compares. */
function within(column: AnyColumn, range: MoneyRange): SQL {
  const start = sql`(${range.from}::date)::timestamp at time zone ${range.timeZone}`;
  const end = sql`(${range.to}::date + 1)::timestamp at time zone ${range.timeZone}`;
  return sql`${column} >= ${start} and ${column} < ${end}`;
}

/** The period an instant falls in, in the range's time zone. */
const periodOf = (column: AnyColumn, range: MoneyRange, groupBy: FinanceGrouping) =>
  sql<string>`to_char(${column} at time zone ${range.timeZone}, ${PERIOD_FORMAT[groupBy]})`;

// A package's current name; a deleted one (no id any more) keeps the name it was sold under.
const serviceName = sql<string>`coalesce(${services.name}, ${orders.serviceName})`;

/**
 * How an order counts (packages/contract/src/finance.ts): subtotal and discount when paid,
 * unless it was cancelled since; its total as a refund when it moved to `refunded` (the
 * timeline row written in the same transaction as the change).
 */
const countsAsPaid = (range: MoneyRange) =>
  and(within(orders.paidAt, range), ne(orders.status, 'cancelled'));
const refundedWithin = (range: MoneyRange) =>
  and(eq(orderStatusEvents.toStatus, 'refunded'), within(orderStatusEvents.createdAt, range));

// Grouped by position: the time zone is a parameter, and PostgreSQL would not see the same
// expression in SELECT and GROUP BY when each carries its own. Period, package (id and
// name) and how it was paid.
const byPeriodPackageAndMethod = sql`1, 2, 3, 4`;

export type PackagePeriodRow = {
  period: string;
  serviceId: string | null;
  serviceName: string;
  orders: number;
  gross: number;
  discounts: number;
};

function entryOf(row: FinanceEntryRow, creatorName: string | null): FinanceEntry {
  return {
    _id: row.id,
    id: row.id,
    kind: row.kind,
    date: row.date,
    category: row.category,
    amount: row.amount,
    currency: row.currency,
    note: row.note,
    createdBy:
      row.createdBy && creatorName !== null ? { id: row.createdBy, name: creatorName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What audit rows keep of an entry. */
export const entrySummary = (entry: FinanceEntry) => ({
  kind: entry.kind,
  date: entry.date,
  category: entry.category,
  amount: entry.amount,
  currency: entry.currency,
  note: entry.note,
});

const ENTRY_SORT = {
  date: financeEntries.date,
  amount: financeEntries.amount,
  category: financeEntries.category,
  createdAt: financeEntries.createdAt,
};

/** A bound of the entries list: entries have days, so an instant counts by its written day. */
const entryDay = (value: string | undefined) => value?.slice(0, 10);

/** A create body as the route has parsed it: currency defaulted, note possibly absent. */
export type EntryColumns = z.output<typeof CreateFinanceEntryBodySchema>;

export function createFinanceRepository(db: Db) {
  const entryColumns = { entry: financeEntries, creatorName: users.name };
  const one = async (id: string) => {
    const [row] = await db
      .select(entryColumns)
      .from(financeEntries)
      .leftJoin(users, eq(users.id, financeEntries.createdBy))
      .where(eq(financeEntries.id, id));
    return row && entryOf(row.entry, row.creatorName);
  };

  return {
    /** Paid orders of the range in `currency`, per period, package and payment method. */
    async paidByPeriod(range: MoneyRange, groupBy: FinanceGrouping, currency: string) {
      return db
        .select({
          period: periodOf(orders.paidAt, range, groupBy),
          serviceId: orders.serviceId,
          serviceName,
          paidWith: orders.paidWith,
          orders: counted,
          gross: total(sql`${orders.subtotal}`),
          discounts: total(sql`${orders.discount}`),
        })
        .from(orders)
        .leftJoin(services, eq(services.id, orders.serviceId))
        .where(and(countsAsPaid(range), eq(orders.currency, currency)))
        .groupBy(byPeriodPackageAndMethod);
    },

    /** Orders refunded in the range in `currency`, per period, package and payment method. */
    async refundedByPeriod(range: MoneyRange, groupBy: FinanceGrouping, currency: string) {
      return db
        .select({
          period: periodOf(orderStatusEvents.createdAt, range, groupBy),
          serviceId: orders.serviceId,
          serviceName,
          paidWith: orders.paidWith,
          orders: counted,
          refunds: total(sql`${orders.total}`),
        })
        .from(orderStatusEvents)
        .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
        .leftJoin(services, eq(services.id, orders.serviceId))
        .where(and(refundedWithin(range), eq(orders.currency, currency)))
        .groupBy(byPeriodPackageAndMethod);
    },

    /** Manual entries of the range in `currency`, per period and kind. */
    async entriesByPeriod(range: MoneyRange, groupBy: FinanceGrouping, currency: string) {
      return db
        .select({
          period: sql<string>`to_char(${financeEntries.date}, ${PERIOD_FORMAT[groupBy]})`,
          kind: sql<FinanceEntryKind>`${financeEntries.kind}`,
          amount: total(sql`${financeEntries.amount}`),
        })
        .from(financeEntries)
        .where(
          and(
            gte(financeEntries.date, range.from),
            lte(financeEntries.date, range.to),
            eq(financeEntries.currency, currency),
          ),
        )
        .groupBy(sql`1, 2`);
    },

    /**
     * Every currency with money in the range, with how many orders were paid in it (the
     * summary's default currency is the one with most).
     */
    async currencies(range: MoneyRange): Promise<{ currency: string; paidOrders: number }[]> {
      const [paid, refunded, entries] = await Promise.all([
        db
          .select({ currency: orders.currency, paidOrders: counted })
          .from(orders)
          .where(countsAsPaid(range))
          .groupBy(orders.currency),
        db
          .selectDistinct({ currency: orders.currency })
          .from(orderStatusEvents)
          .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
          .where(refundedWithin(range)),
        db
          .selectDistinct({ currency: financeEntries.currency })
          .from(financeEntries)
          .where(and(gte(financeEntries.date, range.from), lte(financeEntries.date, range.to))),
      ]);
      const found = new Map(paid.map((row) => [row.currency, row.paidOrders]));
      for (const { currency } of [...refunded, ...entries]) {
        if (!found.has(currency)) found.set(currency, 0);
      }
      return [...found].map(([currency, paidOrders]) => ({ currency, paidOrders }));
    },

    getEntry: one,

    async listEntries(query: FinanceEntryListQuery) {
      const where = and(
        searchAny(query.q, [financeEntries.category, financeEntries.note]),
        query.kind ? eq(financeEntries.kind, query.kind) : undefined,
        query.currency ? eq(financeEntries.currency, query.currency) : undefined,
        query.from ? gte(financeEntries.date, entryDay(query.from)!) : undefined,
        query.to ? lte(financeEntries.date, entryDay(query.to)!) : undefined,
      );
      const order = orderFor(query.sort, ENTRY_SORT, financeEntries.id);
      const page = await pageOf(
        query,
        ({ limit, offset }) =>
          db
            .select(entryColumns)
            .from(financeEntries)
            .leftJoin(users, eq(users.id, financeEntries.createdBy))
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        () => db.select({ total: countAll }).from(financeEntries).where(where),
      );
      return {
        items: page.items.map((row) => entryOf(row.entry, row.creatorName)),
        total: page.total,
      };
    },

    async createEntry(values: EntryColumns, createdBy: string | null): Promise<FinanceEntry> {
      const [row] = await db
        .insert(financeEntries)
        .values({ ...values, note: values.note ?? null, createdBy })
        .returning({ id: financeEntries.id });
      return (await one(row!.id))!;
    },

    async updateEntry(id: string, patch: Partial<EntryColumns>): Promise<FinanceEntry | undefined> {
      const [row] = await db
        .update(financeEntries)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(financeEntries.id, id))
        .returning({ id: financeEntries.id });
      return row && one(row.id);
    },

    async removeEntry(id: string): Promise<boolean> {
      const rows = await db
        .delete(financeEntries)
        .where(eq(financeEntries.id, id))
        .returning({ id: financeEntries.id });
      return rows.length > 0;
    },
  };
}

export type FinanceRepository = ReturnType<typeof createFinanceRepository>;
