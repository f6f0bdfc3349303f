import { SUBSCRIPTION_EVENTS } from '@streamfront/contract';
import { and, desc, eq, isNotNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { webhookMessageId } from './queue-webhook.ts';

const MINUTE = 60_000;

/**
 * What the demo endpoint keeps in place of a sealed secret: the seed has no encryption key,
 * so this opens to nothing and a try says to rotate it (deliver-webhook.job.ts).
 */
export const DEMO_SECRET_PLACEHOLDER = 'demo-endpoint: rotate the secret before use';

/**
 * Settings → Webhooks on first start: one endpoint of the business's own systems, turned off,
 * with a short delivery log about the demo's paid orders, one delivered and one given up on.
 * History only: no job is queued, so nothing tries to reach the example address.
 */
export async function seedWebhooks(db: Db): Promise<void> {
  if ((await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).limit(1)).length) return;
  // Only beside the demo orders: an install that upgrades gets no demo endpoint.
  const paid = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(isNotNull(orders.paidAt), like(users.email, '%.demo%@example.com')))
    .orderBy(desc(orders.paidAt))
    .limit(2);
  if (paid.length === 0) return;

  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      url: 'https://hooks.example.com/streamfront',
      description: 'Our accounting system',
      events: ['order.paid', ...SUBSCRIPTION_EVENTS],
      // Off: the demo's own orders send nothing to the example address, and nobody is told
      // of deliveries that could never succeed. An admin turns it on with a real URL.
      enabled: false,
      secretSealed: DEMO_SECRET_PLACEHOLDER,
      secretHint: 'k3Q=',
    })
    .returning();

  const rows = paid.map(({ order }, index) => {
    const at = order.paidAt!;
    const messageId = webhookMessageId(`${order.id}.order.paid`);
    const payload = {
      type: 'order.paid',
      timestamp: at.toISOString(),
      data: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        customerId: order.userId,
        package: { id: order.serviceId, name: order.serviceName, periodMonths: order.periodMonths },
        status: 'paid',
        total: order.total,
        currency: order.currency,
        paymentMethod: order.paymentMethod,
        createdAt: order.createdAt.toISOString(),
        paidAt: at.toISOString(),
      },
    };
    const common = {
      endpointId: endpoint!.id,
      orderId: order.id,
      event: 'order.paid',
      messageId,
      dedupeKey: `${endpoint!.id}:${messageId}`,
      payload,
      createdAt: at,
    };
    // The newest was given up after its five tries (about 81 minutes); the other went at once.
    return index === 0
      ? {
          ...common,
          state: 'dead' as const,
          attempts: 5,
          responseStatus: 503,
          responseBody: '<html><body><h1>503 Service Unavailable</h1></body></html>',
          durationMs: 412,
          lastError: 'Answered 503',
          lastAttemptAt: new Date(at.getTime() + 81 * MINUTE),
        }
      : {
          ...common,
          state: 'delivered' as const,
          attempts: 1,
          responseStatus: 200,
          responseBody: '{"received":true}',
          durationMs: 184,
          lastAttemptAt: new Date(at.getTime() + 1_000),
        };
  });
  await db.insert(webhookDeliveries).values(rows);
}

export const webhooksSeedStep = { name: 'webhooks:v1', run: (db: Db) => seedWebhooks(db) };
