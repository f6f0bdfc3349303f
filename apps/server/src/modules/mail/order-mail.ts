import { daysLeft, type OrderStatus } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { services, type OrderRow } from '../../db/schema/index.ts';
import { createAccessRepository } from '../access/access.repository.ts';
import { openAccess } from '../access/access.service.ts';
import { createInvoicesRepository } from '../invoices/invoices.repository.ts';
import { createMailRepository } from './mail.repository.ts';
import { queueMail } from './queue-mail.ts';
import {
  orderCancelledMail,
  orderPlacedMail,
  orderRefundedMail,
  paymentReceivedMail,
  renewalReminderMail,
  subscriptionActiveMail,
  subscriptionEndedMail,
  subscriptionExtendedMail,
  unpaidReminderMail,
  type MailTemplateDefinition,
} from './templates/index.ts';
import { trialEndedMail, trialEndingMail } from './templates/trial-mails.ts';

/** What every mail about `order` says of it; the seed's mail log writes the same. */
export const aboutOrder = (order: OrderRow) => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  packageName: order.serviceName,
  periodMonths: order.periodMonths,
  total: order.total,
  currency: order.currency,
});

/**
 * The access the activation mail carries: made in this transaction before the mail
 * (orders.service.ts `afterStatusChange`). Undefined when the business sends a link instead,
 * or while the webhook connector has not answered: then the mail links to the account page.
 */
async function accessForMail(app: FastifyInstance, db: Db, orderId: string) {
  const repo = createAccessRepository(db);
  const { accessInMail } = await repo.connector();
  if (accessInMail !== 'details') return undefined;
  const access = await repo.ofOrder(orderId);
  return (access && openAccess(app, access)) ?? undefined;
}

const iso = (at: Date | null) => (at ?? new Date()).toISOString();

/** Where a mail about `order` goes: its customer's address, or null without an account. */
async function mailTo(db: Db, order: OrderRow) {
  const recipient = await createMailRepository(db).recipient(order.userId);
  return recipient && { to: recipient.email, userId: order.userId, orderId: order.id };
}

/**
 * The mail a customer gets when their order has just become `order.status` (placed, paid,
 * active, ended, cancelled, refunded), queued with `db`, the transaction of that change.
 * Resolves to the message's id, or null when nothing is sent (mail off, no account).
 */
export async function queueOrderMail(
  app: FastifyInstance,
  db: Db,
  order: OrderRow,
): Promise<string | null> {
  const to = await mailTo(db, order);
  if (!to) return null;
  const byStatus: Record<OrderStatus, () => Promise<string | null>> = {
    pending: () =>
      queueMail(app, db, {
        ...to,
        template: orderPlacedMail,
        params: {
          ...aboutOrder(order),
          subtotal: order.subtotal,
          discount: order.discount,
          promoCode: order.promoCode,
          paymentMethod: order.paymentMethod,
        },
      }),
    paid: async () =>
      queueMail(app, db, {
        ...to,
        template: paymentReceivedMail,
        params: {
          ...aboutOrder(order),
          paidAt: iso(order.paidAt),
          // Issued in this transaction, before the mail (orders.service.ts afterStatusChange).
          invoiceNumber:
            (await createInvoicesRepository(db).ofOrder(order.id)).invoice?.number ?? null,
        },
      }),
    active: async () =>
      queueMail(app, db, {
        ...to,
        template: subscriptionActiveMail,
        params: {
          ...aboutOrder(order),
          startsAt: iso(order.startsAt),
          expiresAt: iso(order.expiresAt),
          access: await accessForMail(app, db, order.id),
          trial: order.trial,
        },
      }),
    expired: () =>
      order.trial
        ? queueTrialMail(app, db, order, 'ended')
        : queueMail(app, db, {
            ...to,
            template: subscriptionEndedMail,
            params: { ...aboutOrder(order), expiresAt: iso(order.expiresAt) },
          }),
    cancelled: () =>
      queueMail(app, db, { ...to, template: orderCancelledMail, params: aboutOrder(order) }),
    refunded: () =>
      queueMail(app, db, { ...to, template: orderRefundedMail, params: aboutOrder(order) }),
  };
  return byStatus[order.status]();
}

/**
 * A renewal reminder for a running subscription (the sweep's 7-day and 1-day ones, an admin's
 * "Remind"), with the one-click renew link; not sent to a customer who turned reminders off.
 */
export async function queueReminderMail(
  app: FastifyInstance,
  db: Db,
  order: OrderRow,
  now: Date,
): Promise<string | null> {
  return queueAboutEnd(app, db, order, renewalReminderMail, (end) => ({
    days: Math.max(1, daysLeft(end, now)),
  }));
}

/**
 * A mail about a running subscription's end (`expiresAt` and the order's facts, plus what
 * `more` adds), to its customer; nothing for an order that has no end.
 */
async function queueAboutEnd<Extra extends Record<string, unknown>>(
  app: FastifyInstance,
  db: Db,
  order: OrderRow,
  template: MailTemplateDefinition<ReturnType<typeof aboutOrder> & { expiresAt: string } & Extra>,
  more: (end: Date) => Extra,
): Promise<string | null> {
  if (!order.expiresAt) return null;
  const to = await mailTo(db, order);
  if (!to) return null;
  return queueMail(app, db, {
    ...to,
    template,
    params: {
      ...aboutOrder(order),
      expiresAt: order.expiresAt.toISOString(),
      ...more(order.expiresAt),
    },
  });
}

/**
 * The reminder of an order still unpaid (the unpaid-order job), queued with `db`, the
 * transaction that marks the order reminded; `cancelAt`: when it is cancelled if still unpaid.
 */
export async function queueUnpaidReminderMail(
  app: FastifyInstance,
  db: Db,
  order: OrderRow,
  cancelAt: Date,
): Promise<string | null> {
  const to = await mailTo(db, order);
  if (!to) return null;
  return queueMail(app, db, {
    ...to,
    template: unpaidReminderMail,
    params: {
      ...aboutOrder(order),
      paymentMethod: order.paymentMethod,
      cancelAt: cancelAt.toISOString(),
    },
  });
}

/** Time given after an outage ("we added 3 days because…"), queued with the extension. */
export async function queueExtendedMail(
  app: FastifyInstance,
  db: Db,
  order: OrderRow,
  given: { hours: number; reason: string },
): Promise<string | null> {
  return queueAboutEnd(app, db, order, subscriptionExtendedMail, () => given);
}

/**
 * A trial's mail (decision 055): `ending` before its end, `ended` after; each offers the
 * package at its price today, ordered in one click as a renewal of the trial (same login).
 * Nothing when the package is gone or the customer has no account.
 */
export async function queueTrialMail(
  app: FastifyInstance,
  db: Db,
  order: OrderRow,
  which: 'ending' | 'ended',
): Promise<string | null> {
  if (!order.serviceId || !order.expiresAt) return null;
  const [service] = await db
    .select({
      price: services.price,
      currency: services.currency,
      periodMonths: services.periodMonths,
    })
    .from(services)
    .where(eq(services.id, order.serviceId));
  const to = service && (await mailTo(db, order));
  if (!to) return null;
  return queueMail(app, db, {
    ...to,
    template: which === 'ending' ? trialEndingMail : trialEndedMail,
    params: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      packageName: order.serviceName,
      endsAt: order.expiresAt.toISOString(),
      ...service,
    },
  });
}
