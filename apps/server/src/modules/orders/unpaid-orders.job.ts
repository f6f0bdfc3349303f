import { formatInstant, formatMoney, SERVER_TEXT_PLACE } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { OrderRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { queueUnpaidReminderMail } from '../mail/order-mail.ts';
import type { NotificationInput } from '../notifications/notify.ts';
import { createSiteRepository } from '../site/site.repository.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { moveOrderAsSystem } from './orders.service.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Orders read per query: a backlog (the job was off for a week) is worked through in batches. */
const BATCH = 100;

export interface UnpaidOrdersResult {
  reminded: number;
  cancelled: number;
}

const day = (at: Date) => formatInstant('longDate', at, SERVER_TEXT_PLACE);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the customer reads when their order has waited `unpaidReminderHours` unpaid. */
function reminderNotice(order: OrderRow, cancelAt: Date): NotificationInput {
  const how =
    order.paymentMethod === 'card'
      ? 'Pay it by card from your account'
      : `Quote ${order.orderNumber} when you pay`;
  return {
    type: 'warning',
    title: 'Payment still open',
    message:
      `Your order ${order.orderNumber} (${order.serviceName}) is waiting for payment of ` +
      `${formatMoney(order.total, order.currency)}. ${how}; unpaid, it is cancelled on ${day(cancelAt)}.`,
    link: '/account',
  };
}

/** What the customer reads when the order was cancelled for want of payment. */
function cancelledNotice(order: OrderRow, days: number): NotificationInput {
  return {
    type: 'warning',
    title: 'Order cancelled',
    message:
      `Your order ${order.orderNumber} (${order.serviceName}) was cancelled: no payment reached ` +
      `us within ${plural(days, 'day')}. You can order again at any time.`,
    link: '/packages',
  };
}

/**
 * Cancels one order still pending and placed before `placedBefore`, in one transaction with
 * its timeline row (moved by the unpaid-order expiry, no person), its promo code's use given
 * back, the cancellation mail, the audit row and the customer's notice. False when it was paid,
 * cancelled, or taken by another instance since it was read: its lock makes that one the only one.
 */
async function cancelOne(app: FastifyInstance, id: string, placedBefore: Date, days: number) {
  return inTransaction(app.db, async (tx) => {
    const before = await createOrdersRepository(tx).lock(id);
    if (before?.status !== 'pending' || before.createdAt >= placedBefore) return false;
    await moveOrderAsSystem(app, tx, before, {
      to: 'cancelled',
      system: 'unpaid_expiry',
      note: `Not paid within ${plural(days, 'day')}`,
      notice: (after) => cancelledNotice(after, days),
    });
    return true;
  });
}

/**
 * Reminds the customer of one order still pending and not yet reminded: the order is marked
 * reminded in the transaction that queues the mail and writes the notice, so whichever
 * instance comes second finds it marked and sends nothing.
 */
async function remindOne(app: FastifyInstance, id: string, now: Date, days: number) {
  const notice = await inTransaction(app.db, async (tx) => {
    const order = await createOrdersRepository(tx).claimUnpaidReminder(id, now);
    if (!order) return undefined;
    const cancelAt = new Date(order.createdAt.getTime() + days * DAY_MS);
    await queueUnpaidReminderMail(app, tx, order, cancelAt);
    return (await app.notify.userWithin(tx, order.userId, reminderNotice(order, cancelAt))) ?? null;
  });
  if (notice === undefined) return false;
  notice?.deliver();
  return true;
}

/**
 * Works through the pending orders placed before `placedBefore` a batch at a time, each on
 * its own (`handle`). Stops at a short batch, or at one where this instance handled none
 * (another instance took them): nothing is read twice for ever.
 */
async function eachUnpaid(
  app: FastifyInstance,
  placedBefore: Date,
  options: { unreminded: boolean },
  handle: (id: string) => Promise<boolean>,
): Promise<number> {
  let handled = 0;
  for (;;) {
    const due = await createOrdersRepository(app.db).unpaidSince(placedBefore, BATCH, options);
    let inBatch = 0;
    for (const { id } of due) if (await handle(id)) inBatch += 1;
    handled += inBatch;
    if (due.length < BATCH || inBatch === 0) return handled;
  }
}

/**
 * One pass over the unpaid orders at `now`, with the site's settings: cancels those placed
 * more than `unpaidCancelDays` ago, then reminds those placed more than `unpaidReminderHours`
 * ago (the cancellations first, so nobody is reminded of an order that is going).
 */
export async function sweepUnpaidOrders(
  app: FastifyInstance,
  now = new Date(),
): Promise<UnpaidOrdersResult> {
  const settings = await createSiteRepository(app.db).getSettings();
  const days = settings.unpaidCancelDays;
  const cancelBefore = new Date(now.getTime() - days * DAY_MS);
  const cancelled = await eachUnpaid(app, cancelBefore, { unreminded: false }, (id) =>
    cancelOne(app, id, cancelBefore, days),
  );
  const remindBefore = new Date(now.getTime() - settings.unpaidReminderHours * HOUR_MS);
  const reminded = await eachUnpaid(app, remindBefore, { unreminded: true }, (id) =>
    remindOne(app, id, now, days),
  );
  return { reminded, cancelled };
}

/**
 * The unpaid-order reminders and cancellations as a scheduled job: one pass per interval
 * across all instances; a pass tried again, or one racing another, changes nothing twice
 * (each reminder is claimed and each cancellation locked in the database).
 */
export const unpaidOrdersJob = defineJob<Record<string, never>>({
  kind: 'orders.unpaid',
  payload: z.object({}).strict(),
  maxAttempts: 3,
  retryDelaysMs: [10_000, 60_000],
  async run(_payload, { app }) {
    const result = await sweepUnpaidOrders(app);
    app.log.debug({ result }, 'unpaid orders done');
  },
});

/**
 * Every `everyMs` (SUBSCRIPTION_SWEEP_MS, the interval of the subscription sweep); 0: this
 * instance schedules none but runs any.
 */
export const unpaidOrdersPlugin = fp(
  async (app: FastifyInstance, { everyMs }: { everyMs: number }) => {
    if (everyMs > 0) app.jobs.every(unpaidOrdersJob, everyMs, {});
    else app.jobs.define(unpaidOrdersJob);
  },
  { name: 'unpaid-orders', dependencies: ['jobs'] },
);
