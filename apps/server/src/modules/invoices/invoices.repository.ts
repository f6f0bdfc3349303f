import type { InvoiceKind } from '@streamfront/contract';
import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  invoiceCounters,
  invoices,
  orders,
  users,
  type InvoiceRow,
} from '../../db/schema/index.ts';

/** The invoice and credit-note numbers of an order, for its answers and exports. */
export interface OrderDocumentNumbers {
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
}

export const NO_DOCUMENTS: OrderDocumentNumbers = { invoiceNumber: null, creditNoteNumber: null };

/** The days of an export, in the time zone whose days they are (the finance page's). */
export interface DayRange {
  from: string;
  to: string;
  timeZone: string;
}

/** `[from 00:00, to + 1 day 00:00)` in the range's time zone, as instants PostgreSQL compares. */
function withinDays(range: DayRange): SQL {
  const start = sql`(${range.from}::date)::timestamp at time zone ${range.timeZone}`;
  const end = sql`(${range.to}::date + 1)::timestamp at time zone ${range.timeZone}`;
  return sql`${invoices.issuedAt} >= ${start} and ${invoices.issuedAt} < ${end}`;
}

const EXPORT_BATCH = 1000;
const corrected = alias(invoices, 'corrected');

/** `exportBatch`: rows per export query; tests make it small to cross batch boundaries. */
export function createInvoicesRepository(db: Db, { exportBatch = EXPORT_BATCH } = {}) {
  async function documentOf(order: SQL, kind: InvoiceKind) {
    const [row] = await db
      .select({ order: orders.id, orderNumber: orders.orderNumber, document: invoices })
      .from(orders)
      .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, kind)))
      .where(order);
    return {
      order: row?.order,
      orderNumber: row?.orderNumber,
      document: row?.document ?? undefined,
    };
  }

  return {
    /**
     * The next number of `year`, in the caller's transaction. The upsert locks the year's row
     * until that transaction ends: a concurrent payment waits for it and then gets the next
     * number, and a transaction that rolls back takes its number back with it. So the numbers
     * of a year never skip and never repeat (decision 050).
     */
    async takeNumber(year: number): Promise<number> {
      const [row] = await db
        .insert(invoiceCounters)
        .values({ year, last: 1 })
        .onConflictDoUpdate({
          target: invoiceCounters.year,
          set: { last: sql`${invoiceCounters.last} + 1` },
        })
        .returning({ last: invoiceCounters.last });
      return row!.last;
    },

    async insert(values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
      const [row] = await db.insert(invoices).values(values).returning();
      return row!;
    },

    /** The order's invoice and credit note, each when issued. */
    async ofOrder(orderId: string): Promise<Partial<Record<InvoiceKind, InvoiceRow>>> {
      const rows = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
      return Object.fromEntries(rows.map((row) => [row.kind, row]));
    },

    /** Who the invoice of an order is made out to: its customer as they are now. */
    async buyerOf(userId: string): Promise<{ name: string; email: string } | undefined> {
      const [row] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * One document of an order, for the order's customer only: `order` is undefined when the
     * order is not theirs (or does not exist), `document` when it has no such document yet.
     */
    forCustomer(orderId: string, userId: string, kind: InvoiceKind) {
      return documentOf(and(eq(orders.id, orderId), eq(orders.userId, userId))!, kind);
    },

    /** The same for an admin: any order. */
    forAdmin(orderId: string, kind: InvoiceKind) {
      return documentOf(eq(orders.id, orderId), kind);
    },

    /** The invoice a credit note corrects, for its reference. */
    async byId(id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },

    /** The document numbers of many orders at once (a page of orders, a batch of an export). */
    async numbersOf(orderIds: string[]): Promise<Map<string, OrderDocumentNumbers>> {
      const byOrder = new Map<string, OrderDocumentNumbers>();
      if (orderIds.length === 0) return byOrder;
      const rows = await db
        .select({ orderId: invoices.orderId, kind: invoices.kind, number: invoices.number })
        .from(invoices)
        .where(inArray(invoices.orderId, orderIds));
      for (const row of rows) {
        const numbers = byOrder.get(row.orderId) ?? { ...NO_DOCUMENTS };
        if (row.kind === 'invoice') numbers.invoiceNumber = row.number;
        else numbers.creditNoteNumber = row.number;
        byOrder.set(row.orderId, numbers);
      }
      return byOrder;
    },

    /**
     * Every invoice and credit note issued in `range` (of `currency`, or of all), in number
     * order, a batch at a time: each batch starts after the last number of the one before.
     */
    async *register(range: DayRange, currency: string | undefined) {
      let last: { year: number; seq: number } | undefined;
      for (;;) {
        const batch = await db
          .select({
            document: invoices,
            orderNumber: orders.orderNumber,
            refersTo: corrected.number,
          })
          .from(invoices)
          .innerJoin(orders, eq(orders.id, invoices.orderId))
          .leftJoin(corrected, eq(corrected.id, invoices.refersTo))
          .where(
            and(
              withinDays(range),
              currency ? eq(invoices.currency, currency) : undefined,
              last &&
                or(
                  gt(invoices.year, last.year),
                  and(eq(invoices.year, last.year), gt(invoices.seq, last.seq)),
                ),
            ),
          )
          .orderBy(asc(invoices.year), asc(invoices.seq))
          .limit(exportBatch);
        yield* batch;
        if (batch.length < exportBatch) return;
        const tail = batch.at(-1)!.document;
        last = { year: tail.year, seq: tail.seq };
      }
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
