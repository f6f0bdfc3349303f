import { and, asc, eq, isNotNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SeedStep } from '../../db/seed.ts';
import { orderStatusEvents, orders, users, type OrderRow } from '../../db/schema/index.ts';
import { issueCreditNote, issueInvoice } from './invoices.service.ts';

/**
 * The demo's paid orders, oldest payment first, each with the period it bought (its own once
 * it ran, else a period from the payment, computed by PostgreSQL as the move to active adds
 * months) and the moment it was refunded, if it was. Only the demo customers' orders
 * (orders.seed.ts makes them, with these addresses): a shop that upgrades keeps its real
 * orders of before as they were, without invoices made up after the fact (decision 050).
 */
function demoPaidOrders(db: Db) {
  const refundedAt = db
    .select({ at: sql<Date>`max(${orderStatusEvents.createdAt})`.as('at') })
    .from(orderStatusEvents)
    .where(
      and(eq(orderStatusEvents.orderId, orders.id), eq(orderStatusEvents.toStatus, 'refunded')),
    );
  return db
    .select({
      order: orders,
      periodStart: sql<Date>`coalesce(${orders.startsAt}, ${orders.paidAt})`.mapWith(orders.paidAt),
      periodEnd: sql<Date>`coalesce(${orders.expiresAt},
        ${orders.paidAt} + make_interval(months => ${orders.periodMonths}))`.mapWith(orders.paidAt),
      refundedAt: sql<Date | null>`(${refundedAt})`.mapWith(orders.paidAt),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(isNotNull(orders.paidAt), like(users.email, '%.demo%@example.com')))
    .orderBy(asc(orders.paidAt), asc(orders.id));
}

type Issue =
  | { at: Date; kind: 'invoice'; order: OrderRow; period: { start: Date; end: Date } }
  | { at: Date; kind: 'credit_note'; order: OrderRow };

/**
 * Seed step 'invoices:v1': the invoice of every paid demo order and the credit note of every
 * refunded one, issued as they would have been, each dated when it happened and numbered in
 * that order with the year's counter, as a real payment takes its number.
 */
export async function seedInvoices(db: Db): Promise<void> {
  const issues: Issue[] = [];
  for (const row of await demoPaidOrders(db)) {
    const { order } = row;
    issues.push({
      at: order.paidAt!,
      kind: 'invoice',
      order,
      period: { start: row.periodStart, end: row.periodEnd },
    });
    if (row.refundedAt) issues.push({ at: row.refundedAt, kind: 'credit_note', order });
  }
  // Stable: an order's invoice always comes before its own credit note.
  issues.sort((a, b) => a.at.getTime() - b.at.getTime());
  const invoices = new Map<string, Awaited<ReturnType<typeof issueInvoice>>>();
  for (const issue of issues) {
    if (issue.kind === 'invoice') {
      invoices.set(
        issue.order.id,
        await issueInvoice(db, issue.order, { period: issue.period, at: issue.at }),
      );
    } else {
      await issueCreditNote(db, invoices.get(issue.order.id)!, {
        reason: 'refunded',
        at: issue.at,
      });
    }
  }
}

// After every step that makes demo orders (module-seed-steps.ts).
export const invoicesSeedStep: SeedStep = { name: 'invoices:v1', run: seedInvoices };
