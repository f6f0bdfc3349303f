import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction.ts';
import { endExpiredGrace, provisionMissingAccess } from '../access/access.service.ts';
import { queueReminderMail } from '../mail/order-mail.ts';
import { addMonths, createOrdersRepository } from '../orders/orders.repository.ts';
import { recordSystemMove } from '../orders/orders.service.ts';
import { sendTrialEndingNotices } from '../trials/trials.service.ts';
import { reminderNotice } from './reminder-notice.ts';
import { REMINDER_WINDOWS, createSubscriptionsRepository } from './subscriptions.repository.ts';

export interface SweepResult {
  reminded: number;
  expired: number;
  activated: number;
  /** Accesses whose grace after an unpaid end ran out. */
  graceEnded: number;
  /** Running subscriptions that had no access and got it (an upgraded install, the demo). */
  provisioned: number;
  /** Free trials told they end soon. */
  trialsEnding: number;
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
    const ended = await createSubscriptionsRepository(tx).expireDue(now);
    for (const order of ended) {
      await recordSystemMove(app, tx, { ...order, status: 'active' }, order, { system: 'sweep' });
    }
    return ended.length;
  });

  const activated = await inTransaction(app.db, async (tx) => {
    const subscriptions = createSubscriptionsRepository(tx);
    let started = 0;
    for (const { order, previousNumber } of await subscriptions.waitingRenewals()) {
      // By the rule of an admin's activation, as of the payment: paid before the end or
      // within the grace after it, from the old end (no day paid for is lost); later, from
      // the payment.
      const startsAt = await createOrdersRepository(tx).nextStart(order, order.paidAt ?? now);
      const after = await subscriptions.activateIfPaid(
        order.id,
        { startsAt, expiresAt: addMonths(startsAt, order.periodMonths) },
        now,
      );
      if (!after) continue;
      await recordSystemMove(app, tx, order, after, {
        system: 'sweep',
        note: `Started when ${previousNumber} ended`,
      });
      started += 1;
    }
    return started;
  });
  return { expired, activated };
}

/** One pass of the subscription job: the ends first, so nobody is reminded of a past one. */
export async function sweepSubscriptions(
  app: FastifyInstance,
  now = new Date(),
): Promise<SweepResult> {
  const provisioned = await provisionMissingAccess(app, now);
  const { expired, activated } = await expireDue(app, now);
  // After the renewals started: one paid within the grace has taken its access back.
  const graceEnded = await endExpiredGrace(app, now);
  const reminded = await sendDueReminders(app, now);
  const trialsEnding = await sendTrialEndingNotices(app, now);
  return { reminded, expired, activated, graceEnded, provisioned, trialsEnding };
}
