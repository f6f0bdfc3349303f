import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders, subscriptionAccess } from '../../../db/schema/index.ts';

/**
 * What the assistant may tell a signed-in customer about their own subscriptions. A query of
 * its own on the schema, not the access or orders module's, which the chat must not depend on
 * (layering); only the package and its end are selected, so no username or sealed password is
 * ever in hand here.
 */
export function createChatCustomerSubscriptionsRepository(db: Db) {
  return {
    /** The subscriptions whose access works now: soonest end first. */
    async running(userId: string, now: Date): Promise<{ serviceName: string; expiresAt: Date }[]> {
      const rows = await db
        .select({ serviceName: orders.serviceName, expiresAt: orders.expiresAt })
        .from(subscriptionAccess)
        .innerJoin(orders, eq(orders.id, subscriptionAccess.orderId))
        .where(
          and(
            eq(subscriptionAccess.userId, userId),
            eq(subscriptionAccess.state, 'active'),
            eq(orders.status, 'active'),
            gt(orders.expiresAt, now),
          ),
        )
        .orderBy(asc(orders.expiresAt));
      return rows.map((row) => ({ serviceName: row.serviceName, expiresAt: row.expiresAt! }));
    },
  };
}
