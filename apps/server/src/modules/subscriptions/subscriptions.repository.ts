import {
  daysLeft,
  type OrderStatus,
  type ReminderKind,
  type Renewal,
  type RenewalListQuery,
} from '@streamfront/contract';
import { and, desc, eq, gt, inArray, lte, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { orderFor } from '../../db/list-query.ts';
import { orders, subscriptionReminders, users, type OrderRow } from '../../db/schema/index.ts';
import { pageWithCustomers, searchOrders } from '../orders/orders.repository.ts';

export const DAY_MS = 86_400_000;

/** When each automatic reminder is due: within `upTo` of the end, but not within `after`. */
export const REMINDER_WINDOWS: Record<
  Exclude<ReminderKind, 'manual'>,
  { upTo: number; after: number }
> = {
  // Its window ends where the 1-day one starts, so one sweep never sends both.
  '7-days': { upTo: 7 * DAY_MS, after: DAY_MS },
  '1-day': { upTo: DAY_MS, after: 0 },
};

/** Orders that renew another and count as "already renewed": paid or running. */
const RENEWING: OrderStatus[] = ['paid', 'active'];
/** A renewal shown in the list: any but the ones that came to nothing. */
const DEAD: OrderStatus[] = ['cancelled', 'refunded'];

const renewal = alias(orders, 'renewal');
const previous = alias(orders, 'previous');

const RENEWAL_SORT = { expiresAt: orders.expiresAt, orderNumber: orders.orderNumber };

const at = (now: Date, offset: number) => new Date(now.getTime() + offset);

/** Running subscriptions, their reminders and the sweep's conditional writes. */
export function createSubscriptionsRepository(db: Db) {
  const customerColumns = { id: users.id, name: users.name, email: users.email };

  /** Adds the renewal and the last reminder to a page of running subscriptions. */
  async function renewals(
    rows: { order: OrderRow; customer: Renewal['customer'] }[],
    now: Date,
  ): Promise<Renewal[]> {
    const ids = rows.map((r) => r.order.id);
    if (ids.length === 0) return [];
    const [renewing, reminded] = await Promise.all([
      db
        .select({
          renewalOf: orders.renewalOf,
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
        })
        .from(orders)
        .where(and(inArray(orders.renewalOf, ids), notInArray(orders.status, DEAD)))
        .orderBy(desc(orders.createdAt)),
      db
        .select({
          orderId: subscriptionReminders.orderId,
          last: sql<Date>`max(${subscriptionReminders.createdAt})`.mapWith(
            subscriptionReminders.createdAt,
          ),
        })
        .from(subscriptionReminders)
        .where(inArray(subscriptionReminders.orderId, ids))
        .groupBy(subscriptionReminders.orderId),
    ]);
    return rows.map(({ order, customer }) => {
      // Newest first: the first one found is the one to show.
      const next = renewing.find((r) => r.renewalOf === order.id);
      const last = reminded.find((r) => r.orderId === order.id)?.last;
      return {
        _id: order.id,
        id: order.id,
        orderNumber: order.orderNumber,
        customer,
        serviceId: order.serviceId,
        serviceName: order.serviceName,
        periodMonths: order.periodMonths,
        startsAt: order.startsAt?.toISOString() ?? null,
        expiresAt: order.expiresAt!.toISOString(),
        daysLeft: daysLeft(order.expiresAt!, now),
        renewal: next ? { id: next.id, orderNumber: next.orderNumber, status: next.status } : null,
        lastRemindedAt: last ? new Date(last).toISOString() : null,
      };
    });
  }

  function listWhere(query: RenewalListQuery, now: Date): SQL | undefined {
    return and(
      eq(orders.status, 'active'),
      // A trial is not renewed: its own mail offers the package (trials/trial-ending.ts).
      eq(orders.trial, false),
      gt(orders.expiresAt, now),
      lte(orders.expiresAt, at(now, Number(query.within) * DAY_MS)),
      searchOrders(query.q),
    );
  }

  return {
    async list(query: RenewalListQuery, now: Date) {
      const result = await pageWithCustomers(
        db,
        query,
        listWhere(query, now),
        orderFor(query.sort, RENEWAL_SORT, orders.id),
      );
      return { items: await renewals(result.items, now), total: result.total };
    },

    async one(orderId: string, now: Date): Promise<Renewal | undefined> {
      const rows = await db
        .select({ order: orders, customer: customerColumns })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      return (await renewals(rows, now))[0];
    },

    /**
     * Running subscriptions whose `kind` reminder is due at `now` for their current end and
     * not sent yet, leaving out those already renewed (a paid or running renewal).
     */
    async dueForReminder(kind: keyof typeof REMINDER_WINDOWS, now: Date): Promise<OrderRow[]> {
      const window = REMINDER_WINDOWS[kind];
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'active'),
            eq(orders.trial, false),
            gt(orders.expiresAt, at(now, window.after)),
            lte(orders.expiresAt, at(now, window.upTo)),
            notExists(
              db
                .select({ one: sql`1` })
                .from(subscriptionReminders)
                .where(
                  and(
                    eq(subscriptionReminders.orderId, orders.id),
                    eq(subscriptionReminders.kind, kind),
                    eq(subscriptionReminders.expiresAt, orders.expiresAt),
                  ),
                ),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(renewal)
                .where(and(eq(renewal.renewalOf, orders.id), inArray(renewal.status, RENEWING))),
            ),
          ),
        );
    },

    /**
     * Records a reminder about `expiresAt`; null when that reminder was already recorded (by
     * this or another instance). Only an automatic kind can be refused: the unique index.
     */
    async claimReminder(input: {
      orderId: string;
      kind: ReminderKind;
      expiresAt: Date;
      sentBy: string | null;
    }): Promise<Date | null> {
      const [row] = await db
        .insert(subscriptionReminders)
        .values(input)
        .onConflictDoNothing({
          target: [
            subscriptionReminders.orderId,
            subscriptionReminders.kind,
            subscriptionReminders.expiresAt,
          ],
          where: sql`${subscriptionReminders.kind} <> 'manual'`,
        })
        .returning({ createdAt: subscriptionReminders.createdAt });
      return row?.createdAt ?? null;
    },

    /**
     * Ends every running subscription whose end has passed. The status condition makes it
     * once only: an instance that comes second finds them expired already and gets nothing.
     */
    async expireDue(now: Date): Promise<OrderRow[]> {
      return db
        .update(orders)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(orders.status, 'active'), lte(orders.expiresAt, now)))
        .returning();
    },

    /** Paid renewals of a subscription that has ended: they start where it ended. */
    async waitingRenewals(): Promise<{ order: OrderRow; previousNumber: string }[]> {
      return db
        .select({ order: orders, previousNumber: previous.orderNumber })
        .from(orders)
        .innerJoin(previous, eq(previous.id, orders.renewalOf))
        .where(and(eq(orders.status, 'paid'), eq(previous.status, 'expired')));
    },

    /** Starts a paid order, unless someone (an admin, another instance) already moved it. */
    async activateIfPaid(
      id: string,
      period: { startsAt: Date; expiresAt: Date },
      now: Date,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ status: 'active', ...period, updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
        .returning();
      return row;
    },
  };
}
