import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders, paymentEvents, services, users, type OrderRow } from '../../db/schema/index.ts';

const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && z.uuid().safeParse(value).success;

/** What the card processor's events and calls read and write; takes a transaction. */
export function createPaymentsRepository(db: Db) {
  return {
    /**
     * Keeps an event's id; false when it was kept before (a replay or a redelivery): the
     * caller then does nothing. In the transaction that handles the event, so an event whose
     * handling failed is not kept, and Stripe's next delivery handles it.
     */
    async recordEvent(id: string, type: string): Promise<boolean> {
      const inserted = await db
        .insert(paymentEvents)
        .values({ id, type })
        .onConflictDoNothing({ target: paymentEvents.id })
        .returning({ id: paymentEvents.id });
      return inserted.length > 0;
    },

    async linkEvent(id: string, orderId: string) {
      await db.update(paymentEvents).set({ orderId }).where(eq(paymentEvents.id, id));
    },

    /**
     * The order a checkout session or charge belongs to: by the order id we put in its
     * metadata, or by the session or payment id we stored. Unknown ids find nothing.
     */
    async findOrder(keys: {
      orderId?: unknown;
      sessionId?: string | null;
      paymentIntentId?: string | null;
    }): Promise<OrderRow | undefined> {
      const where = [
        isUuid(keys.orderId) ? eq(orders.id, keys.orderId) : undefined,
        keys.sessionId ? eq(orders.stripeSessionId, keys.sessionId) : undefined,
        keys.paymentIntentId ? eq(orders.stripePaymentIntentId, keys.paymentIntentId) : undefined,
      ];
      for (const condition of where) {
        if (!condition) continue;
        const [row] = await db.select().from(orders).where(condition);
        if (row) return row;
      }
      return undefined;
    },

    /** A deleted package's orders activate as its default did: on payment. */
    async activatesOnPayment(serviceId: string | null): Promise<boolean> {
      if (!serviceId) return true;
      const [row] = await db
        .select({ activateOnPayment: services.activateOnPayment })
        .from(services)
        .where(eq(services.id, serviceId));
      return row?.activateOnPayment ?? true;
    },

    async customerEmail(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email;
    },

    /** Remembers the order's newest checkout session, while it is still waiting for payment. */
    async setSession(orderId: string, sessionId: string) {
      await db
        .update(orders)
        .set({ stripeSessionId: sessionId, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
    },
  };
}
