import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { queueReminderMail } from '../mail/order-mail.ts';
import { addMonths, createOrdersRepository, orderSummary } from '../orders/orders.repository.ts';
import { afterStatusChange, statusNotice } from '../orders/orders.service.ts';
import { reminderNotice } from './reminder-notice.ts';
import { REMINDER_WINDOWS, createSubscriptionsRepository } from './subscriptions.repository.ts';

export interface SweepResult {
  reminded: number;
  expired: number;
  activated: number;
}

/**
 * Sends the 7-day and 1-day reminders due at `now`. Each one is its own transaction: the
 * reminder row (unique per order, kind and end) and the notification row commit together or
 * not at all, so an instance that loses the race to another sends nothing.
 */
export async function sendDueReminders(app: FastifyInstance, now: Date): Promise<number> {
  let sent = 0;
  for (const kind of Object.keys(REMINDER_WINDOWS) as (keyof typeof REMINDER_WINDOWS)[]) {
    const due = await createSubscriptionsRepository(app.db).dueForReminder(kind, now);
    for (const order of due) {
      const notice = await inTransaction(app.db, async (tx) => {
        // Extended, expired or refunded since it was read: that end is no longer the one.
        const current = await createOrdersRepository(tx).lock(order.id);
        if (
          current?.status !== 'active' ||
          current.expiresAt?.getTime() !== order.expiresAt!.getTime()
        ) {
          return null;
        }
        const claimed = await createSubscriptionsRepository(tx).claimReminder({
          orderId: order.id,
          kind,
          expiresAt: order.expiresAt!,
          sentBy: null,
        });
        if (!claimed) return null;
        await queueReminderMail(app, tx, current, now);
        return app.notify.userWithin(tx, order.userId, reminderNotice(order, now));
      });
      if (notice) {
        notice.deliver();
        sent += 1;
      }
    }
  }
  return sent;
}

/**
 * Ends the subscriptions whose end has passed (timeline, audit and notice with no person: the
 * timeline says the sweep did it), then starts the paid renewals that were waiting for that end.
 */
export async function expireDue(
  app: FastifyInstance,
  now: Date,
): Promise<{ expired: number; activated: number }> {
  const expired = await inTransaction(app.db, async (tx) => {
    const orders = createOrdersRepository(tx);
    const ended = await createSubscriptionsRepository(tx).expireDue(now);
    const notices = [];
    for (const order of ended) {
      await orders.addEvent(order.id, 'active', 'expired', null, null, 'sweep');
      await afterStatusChange(app, tx, order);
      await recordAudit(tx, {
        actorId: null,
        action: 'order.status',
        entityType: 'order',
        entityId: order.id,
        before: { ...orderSummary(order), status: 'active' },
        after: orderSummary(order),
      });
      notices.push(await app.notify.userWithin(tx, order.userId, statusNotice(order)));
    }
    return notices;
  });
  for (const notice of expired) notice?.deliver();

  const activated = await inTransaction(app.db, async (tx) => {
    const orders = createOrdersRepository(tx);
    const subscriptions = createSubscriptionsRepository(tx);
    const notices = [];
    for (const { order, previousEnd, previousNumber } of await subscriptions.waitingRenewals()) {
      // Paid before the end: no gap. Paid after it: the time runs from the payment.
      const paidAt = order.paidAt ?? now;
      const startsAt = paidAt > previousEnd ? paidAt : previousEnd;
      const started = await subscriptions.activateIfPaid(
        order.id,
        { startsAt, expiresAt: addMonths(startsAt, order.periodMonths) },
        now,
      );
      if (!started) continue;
      await orders.addEvent(
        order.id,
        'paid',
        'active',
        null,
        `Started when ${previousNumber} ended`,
        'sweep',
      );
      await afterStatusChange(app, tx, started);
      await recordAudit(tx, {
        actorId: null,
        action: 'order.status',
        entityType: 'order',
        entityId: order.id,
        before: orderSummary(order),
        after: orderSummary(started),
      });
      notices.push(await app.notify.userWithin(tx, started.userId, statusNotice(started)));
    }
    return notices;
  });
  for (const notice of activated) notice?.deliver();
  return { expired: expired.length, activated: activated.length };
}

/** One pass of the subscription job: the ends first, so nobody is reminded of a past one. */
export async function sweepSubscriptions(
  app: FastifyInstance,
  now = new Date(),
): Promise<SweepResult> {
  const { expired, activated } = await expireDue(app, now);
  const reminded = await sendDueReminders(app, now);
  return { reminded, expired, activated };
}
