import type { Compensation, CompensationTarget } from '@streamfront/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lte,
  notExists,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  compensationItems,
  compensations,
  orders,
  services,
  users,
  type CompensationRow,
  type OrderRow,
} from '../../db/schema/index.ts';
import { COMPENSATION_UNDO_HOURS } from '@streamfront/contract';

/** Whom a compensation reaches: subscriptions running now, of some packages, running then. */
export interface CompensationFilter {
  serviceIds: string[] | null;
  activeAt: Date | null;
}

const HOUR_MS = 3_600_000;

/** Until when a compensation can be undone: 24 hours after it was made. */
export const undoDeadline = (row: Pick<CompensationRow, 'createdAt'>) =>
  new Date(row.createdAt.getTime() + COMPENSATION_UNDO_HOURS * HOUR_MS);

function reached(filter: CompensationFilter, now: Date): SQL {
  return and(
    eq(orders.status, 'active'),
    gt(orders.expiresAt, now),
    // A free trial is not paid time: an outage gives it nothing back (decision 055).
    eq(orders.trial, false),
    filter.serviceIds ? inArray(orders.serviceId, filter.serviceIds) : undefined,
    filter.activeAt ? lte(orders.startsAt, filter.activeAt) : undefined,
  )!;
}

/** All SQL of compensations and their items. */
export function createCompensationsRepository(db: Db) {
  const notYet = (compensationId: string) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(compensationItems)
        .where(
          and(
            eq(compensationItems.compensationId, compensationId),
            eq(compensationItems.orderId, orders.id),
          ),
        ),
    );

  return {
    async preview(
      filter: CompensationFilter,
      now: Date,
    ): Promise<{ count: number; sample: CompensationTarget[] }> {
      const where = reached(filter, now);
      const [total] = await db.select({ n: count() }).from(orders).where(where);
      const rows = await db
        .select({
          orderId: orders.id,
          orderNumber: orders.orderNumber,
          name: users.name,
          email: users.email,
          serviceName: orders.serviceName,
          expiresAt: orders.expiresAt,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(asc(orders.expiresAt), asc(orders.id))
        .limit(20);
      return {
        count: total?.n ?? 0,
        sample: rows.map((r) => ({
          orderId: r.orderId,
          orderNumber: r.orderNumber,
          customer: { name: r.name, email: r.email },
          serviceName: r.serviceName,
          expiresAt: r.expiresAt!.toISOString(),
        })),
      };
    },

    async packageNames(serviceIds: string[]): Promise<string[]> {
      if (serviceIds.length === 0) return [];
      const rows = await db
        .select({ name: services.name })
        .from(services)
        .where(inArray(services.id, serviceIds))
        .orderBy(asc(services.name));
      return rows.map((r) => r.name);
    },

    /** Stores a new compensation; undefined when its key was used already (then read it). */
    async insert(values: typeof compensations.$inferInsert) {
      const [row] = await db
        .insert(compensations)
        .values(values)
        .onConflictDoNothing({ target: compensations.idempotencyKey })
        .returning();
      return row;
    },

    async byKey(idempotencyKey: string) {
      const [row] = await db
        .select()
        .from(compensations)
        .where(eq(compensations.idempotencyKey, idempotencyKey));
      return row;
    },

    async byId(id: string) {
      const [row] = await db.select().from(compensations).where(eq(compensations.id, id));
      return row;
    },

    async lock(id: string) {
      const [row] = await db
        .select()
        .from(compensations)
        .where(eq(compensations.id, id))
        .for('update');
      return row;
    },

    /**
     * The next subscriptions it has not extended yet, locked; rows another worker holds are
     * skipped, so a subscription is extended once.
     */
    async nextBatch(row: CompensationRow, now: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(reached(row, now), notYet(row.id)))
        .orderBy(asc(orders.id))
        .limit(limit)
        .for('update', { of: orders, skipLocked: true });
    },

    /** Moves each end `hours` later and records what it was, in one statement each. */
    async extend(row: CompensationRow, batch: OrderRow[]): Promise<OrderRow[]> {
      if (batch.length === 0) return [];
      const extended = await db
        .update(orders)
        .set({
          expiresAt: sql`${orders.expiresAt} + make_interval(hours => ${row.hours})`,
          updatedAt: new Date(),
        })
        .where(
          inArray(
            orders.id,
            batch.map((o) => o.id),
          ),
        )
        .returning();
      const before = new Map(batch.map((o) => [o.id, o.expiresAt!]));
      await db.insert(compensationItems).values(
        extended.map((o) => ({
          compensationId: row.id,
          orderId: o.id,
          expiresBefore: before.get(o.id)!,
          expiresAfter: o.expiresAt!,
        })),
      );
      await db
        .update(compensations)
        .set({ count: sql`${compensations.count} + ${extended.length}` })
        .where(eq(compensations.id, row.id));
      return extended;
    },

    async finish(id: string) {
      const [row] = await db
        .update(compensations)
        .set({ state: 'done' })
        .where(and(eq(compensations.id, id), eq(compensations.state, 'running')))
        .returning();
      return row;
    },

    /**
     * Puts back the ends it moved, where nothing has moved them since (an admin's own
     * extension or a renewal keeps its end). Resolves to the orders put back.
     */
    async undo(row: CompensationRow): Promise<OrderRow[]> {
      const back = await db
        .update(orders)
        .set({ expiresAt: compensationItems.expiresBefore, updatedAt: new Date() })
        .from(compensationItems)
        .where(
          and(
            eq(compensationItems.compensationId, row.id),
            eq(compensationItems.orderId, orders.id),
            eq(orders.expiresAt, compensationItems.expiresAfter),
          ),
        )
        .returning(getTableColumns(orders));
      await db
        .update(compensations)
        .set({ state: 'undone', undoneAt: new Date() })
        .where(eq(compensations.id, row.id));
      return back;
    },

    async page(page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ compensation: compensations, by: { id: users.id, name: users.name } })
          .from(compensations)
          .leftJoin(users, eq(users.id, compensations.createdBy))
          .orderBy(desc(compensations.createdAt), desc(compensations.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(compensations),
      ]);
      return { items: rows, total: total?.n ?? 0 };
    },

    async one(id: string) {
      const [row] = await db
        .select({ compensation: compensations, by: { id: users.id, name: users.name } })
        .from(compensations)
        .leftJoin(users, eq(users.id, compensations.createdBy))
        .where(eq(compensations.id, id));
      return row;
    },
  };
}

/** A compensation as the admin's list shows it. */
export function compensationView(
  row: CompensationRow,
  by: { id: string; name: string } | null,
  now = new Date(),
): Compensation {
  const undoUntil = undoDeadline(row);
  return {
    _id: row.id,
    id: row.id,
    reason: row.reason,
    hours: row.hours,
    serviceIds: row.serviceIds,
    serviceNames: row.serviceNames,
    activeAt: row.activeAt?.toISOString() ?? null,
    state: row.state,
    count: row.count,
    createdBy: by,
    createdAt: row.createdAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
    // Offered while it can still be taken: done, and within the 24 hours.
    undoUntil: row.state === 'done' && undoUntil > now ? undoUntil.toISOString() : null,
  };
}
