import type { Renewal } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../plugins/http-errors.ts';
import { accessAfterExtension } from '../access/access.service.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { queueReminderMail } from '../mail/order-mail.ts';
import { addMonths, createOrdersRepository, orderSummary } from '../orders/orders.repository.ts';
import { extendedNotice, reminderNotice } from './reminder-notice.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';

/** The order, locked, when it is a subscription that is still running at `now`. */
async function runningSubscription(tx: Db, orderId: string, now: Date): Promise<OrderRow> {
  const order = await createOrdersRepository(tx).lock(orderId);
  if (!order) throw notFound('Order not found');
  if (order.status !== 'active' || !order.expiresAt || order.expiresAt <= now) {
    throw conflict(
      `Order ${order.orderNumber} is not a running subscription (it is ${order.status})`,
    );
  }
  return order;
}

/** An admin reminds the customer now; the reminder, its notice and the audit row commit together. */
export async function remindNow(
  app: FastifyInstance,
  input: { orderId: string; actorId: string },
  now = new Date(),
): Promise<Renewal> {
  const notice = await inTransaction(app.db, async (tx) => {
    const order = await runningSubscription(tx, input.orderId, now);
    const sentAt = await createSubscriptionsRepository(tx).claimReminder({
      orderId: order.id,
      kind: 'manual',
      expiresAt: order.expiresAt!,
      sentBy: input.actorId,
    });
    await queueReminderMail(app, tx, order, now);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'order.remind',
      entityType: 'order',
      entityId: order.id,
      before: null,
      after: { orderNumber: order.orderNumber, expiresAt: order.expiresAt, remindedAt: sentAt },
    });
    return app.notify.userWithin(tx, order.userId, reminderNotice(order, now));
  });
  notice?.deliver();
  return (await createSubscriptionsRepository(app.db).one(input.orderId, now))!;
}

/**
 * An admin moves a running subscription's end `months` later (the package's period unless
 * given). The timeline is left as it is: the status does not change; the audit row keeps
 * the end before and after.
 */
export async function extendSubscription(
  app: FastifyInstance,
  input: { orderId: string; actorId: string; months?: number | undefined },
  now = new Date(),
): Promise<Renewal> {
  const notice = await inTransaction(app.db, async (tx) => {
    const before = await runningSubscription(tx, input.orderId, now);
    const months = input.months ?? before.periodMonths;
    const after = await createOrdersRepository(tx).update(before.id, {
      expiresAt: addMonths(before.expiresAt!, months),
    });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'order.extend',
      entityType: 'order',
      entityId: before.id,
      before: orderSummary(before),
      after: { ...orderSummary(after), months },
    });
    await accessAfterExtension(app, tx, after);
    return app.notify.userWithin(tx, after.userId, extendedNotice(after));
  });
  notice?.deliver();
  return (await createSubscriptionsRepository(app.db).one(input.orderId, now))!;
}
