import type {
  AdminOrder,
  AdminOrderExportQuery,
  AdminOrderListQuery,
  AdminOrderTimelineEntry,
  Order,
  OrderActorSystem,
  OrderStatus,
} from '@streamfront/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createInvoicesRepository, NO_DOCUMENTS } from '../invoices/invoices.repository.ts';
import {
  countAll,
  keysetAfter,
  keysetValue,
  likePattern,
  orderFor,
  pageOf,
  searchAny,
  withinDates,
  type Keyset,
} from '../../db/list-query.ts';
import {
  orderStatusEvents,
  orders,
  services,
  siteSettings,
  users,
  type OrderRow,
} from '../../db/schema/index.ts';

type Customer = { id: string; name: string; email: string };

export function addMonths(start: Date, months: number): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

function base(row: OrderRow) {
  return {
    _id: row.id,
    id: row.id,
    orderNumber: row.orderNumber,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    periodMonths: row.periodMonths,
    status: row.status,
    subtotal: row.subtotal,
    discount: row.discount,
    total: row.total,
    currency: row.currency,
    promoCode: row.promoCode,
    startsAt: row.startsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    renewalOf: row.renewalOf,
    trial: row.trial,
    paymentMethod: row.paymentMethod,
    paidWith: row.paidWith,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What audit rows keep of an order: with a payment, what was seen and the admin's words. */
export const orderSummary = (row: OrderRow) => ({
  orderNumber: row.orderNumber,
  status: row.status,
  note: row.note,
  paidWith: row.paidWith,
  paymentNote: row.paymentNote,
  startsAt: row.startsAt,
  expiresAt: row.expiresAt,
});

const ORDER_SORT = {
  createdAt: orders.createdAt,
  orderNumber: orders.orderNumber,
  total: orders.total,
  status: orders.status,
  expiresAt: orders.expiresAt,
};

/**
 * A search matches the order number or the customer's email or name. The customers are
 * looked up first, on their own table, and their orders by id: with trigram indexes on all
 * three columns both halves use an index, and neither the page nor its count joins every
 * order to its customer only to test the text.
 */
export function searchOrders(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const customers = sql`select ${users.id} from ${users}
    where ${searchAny(q, [users.email, users.name])}`;
  return sql`(${orders.orderNumber} ilike ${likePattern(q)}
    or ${orders.userId} = any(array(${customers})))`;
}

/** Only columns of `orders`: the count never needs the customers' table. */
function adminWhere(query: AdminOrderExportQuery): SQL | undefined {
  return and(
    searchOrders(query.q),
    query.status ? eq(orders.status, query.status) : undefined,
    query.serviceId ? eq(orders.serviceId, query.serviceId) : undefined,
    withinDates(orders.createdAt, query.from, query.to),
  );
}

const EXPORT_BATCH = 1000;

/** `exportBatch`: rows per export query; tests make it small to cross batch boundaries. */
export function createOrdersRepository(db: Db, { exportBatch = EXPORT_BATCH } = {}) {
  // The invoice and credit-note numbers each answer carries.
  const invoices = createInvoicesRepository(db);

  async function timelines(orderIds: string[]): Promise<Map<string, AdminOrderTimelineEntry[]>> {
    const byOrder = new Map<string, AdminOrderTimelineEntry[]>(orderIds.map((id) => [id, []]));
    if (orderIds.length === 0) return byOrder;
    const events = await db
      .select()
      .from(orderStatusEvents)
      .where(inArray(orderStatusEvents.orderId, orderIds))
      .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
    // Names looked up by id on their own: joined, the planner may hash the whole users table
    // for a page of twenty orders (seen with 10,000 customers in bench/orders-at-scale.ts).
    const actorIds = [...new Set(events.flatMap((event) => event.actorId ?? []))];
    const names = new Map(
      actorIds.length === 0
        ? []
        : (
            await db
              .select({ id: users.id, name: users.name })
              .from(users)
              .where(inArray(users.id, actorIds))
          ).map((actor) => [actor.id, actor.name]),
    );
    for (const event of events) {
      const actorName = event.actorId ? names.get(event.actorId) : undefined;
      byOrder.get(event.orderId)!.push({
        from: event.fromStatus,
        to: event.toStatus,
        at: event.createdAt.toISOString(),
        by:
          event.actorId && actorName !== undefined ? { id: event.actorId, name: actorName } : null,
        system: event.actorSystem,
        note: event.note,
      });
    }
    return byOrder;
  }

  async function withTimelines(rows: OrderRow[]): Promise<Order[]> {
    const ids = rows.map((r) => r.id);
    const [byOrder, documents] = await Promise.all([timelines(ids), invoices.numbersOf(ids)]);
    return rows.map((row) => ({
      ...base(row),
      ...(documents.get(row.id) ?? NO_DOCUMENTS),
      timeline: byOrder.get(row.id)!,
    }));
  }

  async function adminOrders(
    rows: { order: OrderRow; customer: Customer }[],
  ): Promise<AdminOrder[]> {
    const ids = rows.map((r) => r.order.id);
    const [byOrder, documents] = await Promise.all([timelines(ids), invoices.numbersOf(ids)]);
    return rows.map(({ order, customer }) => ({
      ...base(order),
      ...(documents.get(order.id) ?? NO_DOCUMENTS),
      customer,
      note: order.note,
      paymentNote: order.paymentNote,
      attention: order.attention,
      timeline: byOrder.get(order.id)!,
    }));
  }

  const customerColumns = { id: users.id, name: users.name, email: users.email };

  return {
    async saleablePackage(serviceId: string) {
      const [row] = await db
        .select()
        .from(services)
        .where(and(eq(services.id, serviceId), eq(services.active, true)));
      return row;
    },

    async insert(values: typeof orders.$inferInsert, actorId: string): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      await db
        .insert(orderStatusEvents)
        .values({ orderId: row!.id, fromStatus: null, toStatus: row!.status, actorId });
      return row!;
    },

    /** Locks the order's row for a status change in this transaction. */
    async lock(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async row(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    async forCustomer(id: string, userId: string): Promise<Order | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)));
      return row && (await withTimelines([row]))[0];
    },

    async listForCustomer(userId: string, page: { page: number; pageSize: number }) {
      const result = await pageOf(
        page,
        ({ limit, offset }) =>
          db
            .select()
            .from(orders)
            .where(eq(orders.userId, userId))
            .orderBy(desc(orders.createdAt), desc(orders.id))
            .limit(limit)
            .offset(offset),
        () => db.select({ total: countAll }).from(orders).where(eq(orders.userId, userId)),
      );
      return { items: await withTimelines(result.items), total: result.total };
    },

    /**
     * When a new period of this package starts for this customer: at the latest expiry of
     * their running subscription to it; for a renewal of one that ended within the grace
     * period (its access suspended, not gone), at that end, so no day paid for is lost; or now.
     */
    async nextStart(order: OrderRow, now: Date): Promise<Date> {
      if (!order.serviceId) return now;
      const [latest] = await db
        .select({ expiresAt: sql<Date | null>`max(${orders.expiresAt})`.mapWith(orders.expiresAt) })
        .from(orders)
        .where(
          and(
            eq(orders.userId, order.userId),
            eq(orders.serviceId, order.serviceId),
            eq(orders.status, 'active'),
            ne(orders.id, order.id),
            gt(orders.expiresAt, now),
          ),
        );
      if (latest?.expiresAt) return latest.expiresAt;
      if (!order.renewalOf) return now;
      const [renewed] = await db
        .select({
          status: orders.status,
          expiresAt: orders.expiresAt,
          trial: orders.trial,
          graceDays: siteSettings.graceDays,
        })
        .from(orders)
        .innerJoin(siteSettings, eq(siteSettings.id, 1))
        .where(eq(orders.id, order.renewalOf));
      const end = renewed?.status === 'expired' ? renewed.expiresAt : null;
      // A trial has no grace: paid after it ended, the package runs from the payment.
      const graceMs = renewed?.trial ? 0 : renewed!.graceDays * 86_400_000;
      if (end && end.getTime() + graceMs > now.getTime()) return end;
      return now;
    },

    async update(id: string, patch: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
      const [row] = await db
        .update(orders)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(orders.id, id))
        .returning();
      return row!;
    },

    /**
     * Dated by the clock, not by `now()`, which is when the transaction began: a change that
     * waited for another admin's lock on the order (`lock`) happened after that one, and the
     * timeline (and a refund's day in the finance summary) must say so. `actorSystem`: what
     * moved it when no person did (then `actorId` is null).
     */
    async addEvent(
      orderId: string,
      from: OrderStatus,
      to: OrderStatus,
      actorId: string | null,
      note: string | null,
      actorSystem: OrderActorSystem | null = null,
    ) {
      await db.insert(orderStatusEvents).values({
        orderId,
        fromStatus: from,
        toStatus: to,
        actorId,
        actorSystem,
        note,
        createdAt: sql`clock_timestamp()`,
      });
    },

    /**
     * Pending orders placed before `placedBefore` (oldest first, at most `limit`): the unpaid
     * ones to cancel, or, with `unreminded`, those whose payment reminder has not gone out.
     * Read without a lock; each is locked or claimed on its own before it is touched.
     */
    async unpaidSince(placedBefore: Date, limit: number, { unreminded = false } = {}) {
      return db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            lt(orders.createdAt, placedBefore),
            unreminded ? isNull(orders.unpaidRemindedAt) : undefined,
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit);
    },

    /**
     * Marks a still pending, not yet reminded order reminded, in the caller's transaction:
     * whoever's update comes second (another instance, the same moment) finds it done and gets
     * nothing, so a reminder goes out once.
     */
    async claimUnpaidReminder(id: string, at: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ unpaidRemindedAt: at })
        .where(
          and(eq(orders.id, id), eq(orders.status, 'pending'), isNull(orders.unpaidRemindedAt)),
        )
        .returning();
      return row;
    },

    async adminGet(id: string): Promise<AdminOrder | undefined> {
      const rows = await db
        .select({ order: orders, customer: customerColumns })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, id));
      return (await adminOrders(rows))[0];
    },

    async adminList(query: AdminOrderListQuery) {
      const result = await pageWithCustomers(
        db,
        query,
        adminWhere(query),
        orderFor(query.sort, ORDER_SORT, orders.id),
      );
      return { items: await adminOrders(result.items), total: result.total };
    },

    /**
     * Every matching order, a batch at a time, so an export never holds them all; each batch
     * starts after the last row of the one before (keyset), so the last costs what the first did.
     */
    async *exportRows(query: AdminOrderExportQuery) {
      const where = adminWhere(query);
      const sorted = orderFor(query.sort, ORDER_SORT, orders.id);
      let last: Keyset | undefined;
      for (;;) {
        const batch = await db
          .select({
            order: orders,
            customer: customerColumns,
            sortValue: keysetValue(query.sort, ORDER_SORT),
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(and(where, last && keysetAfter(query.sort, ORDER_SORT, orders.id, last)))
          .orderBy(...sorted)
          .limit(exportBatch);
        const documents = await invoices.numbersOf(batch.map((row) => row.order.id));
        for (const { order, customer } of batch) {
          yield { order, customer, documents: documents.get(order.id) ?? NO_DOCUMENTS };
        }
        if (batch.length < exportBatch) return;
        const tail = batch.at(-1)!;
        last = { value: tail.sortValue, id: tail.order.id };
      }
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

const customerOfOrder = { id: users.id, name: users.name, email: users.email };

/**
 * One page of orders with their customer, and the count of all that match `where`, which reads
 * `orders` columns only (search customers with `searchOrders`).
 */
export function pageWithCustomers(
  db: Db,
  page: { page: number; pageSize: number },
  where: SQL | undefined,
  orderBy: SQL[],
) {
  return pageOf(
    page,
    ({ limit, offset }) =>
      db
        .select({ order: orders, customer: customerOfOrder })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    // `where` reads only `orders` (searchOrders looks customers up by itself): no join to count.
    () => db.select({ total: countAll }).from(orders).where(where),
  );
}
