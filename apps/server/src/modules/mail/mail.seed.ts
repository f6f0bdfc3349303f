import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailMessages, orders, users } from '../../db/schema/index.ts';
import type { NewMailMessage } from './mail.repository.ts';
import { aboutOrder } from './order-mail.ts';
import {
  orderPlacedMail,
  paymentReceivedMail,
  renewalReminderMail,
  subscriptionActiveMail,
} from './templates/index.ts';

const HOUR = 60 * 60 * 1000;

/**
 * A mail log that looks lived in on first start: the last demo orders' placed, paid and
 * active mails sent, one reminder that failed and waits for its next try, and one that a
 * mail server refused for good. The messages are history: no job sends them again.
 */
export async function seedMailLog(db: Db): Promise<void> {
  const recent = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(inArray(orders.status, ['active', 'paid', 'expired']), isNotNull(orders.paidAt)))
    .orderBy(desc(orders.createdAt))
    .limit(6);
  if (recent.length === 0) return;

  const rows: (NewMailMessage & Partial<typeof mailMessages.$inferInsert>)[] = [];
  for (const { order, email } of recent) {
    const about = aboutOrder(order);
    const base = { to: email, userId: order.userId, orderId: order.id, sealed: null };
    const message = <P extends Record<string, unknown>>(
      template: { template: NewMailMessage['template']; subject(p: P): string },
      params: P,
      at: Date,
      extra: Partial<typeof mailMessages.$inferInsert> = {},
    ) =>
      rows.push({
        ...base,
        template: template.template,
        subject: template.subject(params),
        params,
        messageId: `<${randomUUID()}@streamfront.local>`,
        state: 'sent',
        attempts: 1,
        createdAt: at,
        sentAt: at,
        ...extra,
      });
    message(
      orderPlacedMail,
      { ...about, subtotal: order.subtotal, discount: order.discount, promoCode: order.promoCode },
      order.createdAt,
    );
    if (order.paidAt)
      message(paymentReceivedMail, { ...about, paidAt: order.paidAt.toISOString() }, order.paidAt);
    if (order.startsAt && order.expiresAt)
      message(
        subscriptionActiveMail,
        {
          ...about,
          startsAt: order.startsAt.toISOString(),
          expiresAt: order.expiresAt.toISOString(),
        },
        order.startsAt,
      );
  }

  const [first, second] = recent;
  const reminder = (
    entry: (typeof recent)[number],
    at: Date,
    extra: Partial<typeof mailMessages.$inferInsert>,
  ) => {
    const expiresAt = entry.order.expiresAt ?? new Date(at.getTime() + 7 * 24 * HOUR);
    const params = {
      orderId: entry.order.id,
      orderNumber: entry.order.orderNumber,
      packageName: entry.order.serviceName,
      periodMonths: entry.order.periodMonths,
      total: entry.order.total,
      currency: entry.order.currency,
      expiresAt: expiresAt.toISOString(),
      days: 7,
    };
    rows.push({
      to: entry.email,
      userId: entry.order.userId,
      orderId: entry.order.id,
      sealed: null,
      template: 'renewal-reminder',
      subject: renewalReminderMail.subject(params),
      params,
      messageId: `<${randomUUID()}@streamfront.local>`,
      createdAt: at,
      ...extra,
    });
  };
  const now = Date.now();
  if (first)
    reminder(first, new Date(now - 2 * HOUR), {
      state: 'failed',
      attempts: 2,
      lastError: '451 4.7.1 Greylisted, please try again later',
    });
  if (second)
    reminder(second, new Date(now - 30 * HOUR), {
      state: 'dead',
      attempts: 1,
      lastError: '550 5.1.1 <' + second.email + '>: Recipient address rejected: User unknown',
    });
  await db.insert(mailMessages).values(rows);
}

export const mailSeedStep = { name: 'mail-log:v1', run: (db: Db) => seedMailLog(db) };
