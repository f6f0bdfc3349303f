import { formatMoney } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../audit-log/audit.ts';
import type { NotificationInput } from '../notifications/notify.ts';
import { createOrdersRepository, orderSummary } from '../orders/orders.repository.ts';
import { moveOrderAsSystem } from '../orders/orders.service.ts';
import { createPaymentsRepository } from './payments.repository.ts';

/** What handling one event leaves to do once its transaction has committed. */
interface Handling {
  app: FastifyInstance;
  tx: Db;
  /** Told to every admin after the commit: an order that needs a person. */
  adminNotices: NotificationInput[];
}

type Handler = (handling: Handling, event: Stripe.Event) => Promise<string | null>;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const money = (minor: number | null, currency: string | null) =>
  formatMoney(minor ?? 0, (currency ?? 'usd').toUpperCase());

/**
 * An order an admin must look at: the reason is kept on it (the admin's order page shows it),
 * audited, and every admin is told once the event's transaction has committed.
 */
async function flag(handling: Handling, order: OrderRow, reason: string) {
  const repo = createOrdersRepository(handling.tx);
  const after = await repo.update(order.id, { attention: reason });
  await recordAudit(handling.tx, {
    actorId: null,
    action: 'order.attention',
    entityType: 'order',
    entityId: order.id,
    before: { ...orderSummary(order), attention: order.attention },
    after: { ...orderSummary(after), attention: after.attention, movedBy: 'card_processor' },
  });
  handling.adminNotices.push({
    type: 'order',
    title: `Order ${order.orderNumber} needs a look`,
    message: reason,
    link: '/admin/orders',
  });
  return after;
}

/**
 * A paid checkout session: the order becomes paid by card, then active when its package
 * activates on payment. A payment that differs from the total is recorded but flagged and
 * not activated; a payment for an order that no longer waits for one (paid through another
 * session, cancelled) is flagged for a refund. The same payment told again changes nothing.
 */
const sessionPaid: Handler = async (handling, event) => {
  const session = event.data.object as Stripe.Checkout.Session;
  const { app, tx } = handling;
  const payments = createPaymentsRepository(tx);
  const found = await payments.findOrder({
    orderId: session.metadata?.orderId ?? session.client_reference_id,
    sessionId: session.id,
  });
  if (!found) return null;
  // An asynchronous method (a bank debit) is complete but not yet paid: its own event follows.
  if (session.payment_status !== 'paid') return found.id;
  const order = (await createOrdersRepository(tx).lock(found.id))!;
  const paymentIntentId = idOf(session.payment_intent);
  const paid = money(session.amount_total, session.currency);

  if (order.status !== 'pending') {
    if (order.paidWith === 'card' && order.stripePaymentIntentId === paymentIntentId) {
      return order.id;
    }
    await flag(
      handling,
      order,
      `A card payment of ${paid} (Stripe ${paymentIntentId ?? session.id}) arrived while the order was ${order.status}. Check it, and refund it in Stripe if it is not owed.`,
    );
    return order.id;
  }

  const matches =
    session.amount_total === order.total &&
    session.currency?.toLowerCase() === order.currency.toLowerCase();
  const paidOrder = await moveOrderAsSystem(app, tx, order, {
    to: 'paid',
    system: 'card_processor',
    note: `Paid by card: ${paid} (Stripe ${paymentIntentId ?? session.id})`,
    patch: {
      paidWith: 'card',
      stripeSessionId: session.id,
      stripePaymentIntentId: paymentIntentId,
    },
  });
  if (!matches) {
    await flag(
      handling,
      paidOrder,
      `The card payment (${paid}) differs from the order total (${formatMoney(order.total, order.currency)}), so the subscription was not activated. Activate it or refund the payment.`,
    );
    return order.id;
  }
  if (await payments.activatesOnPayment(order.serviceId)) {
    await moveOrderAsSystem(app, tx, paidOrder, {
      to: 'active',
      system: 'card_processor',
      note: 'Activated on card payment',
    });
  }
  return order.id;
};

/** An unpaid session ran out: the order stays pending, and a new session can pay it. */
const sessionExpired: Handler = async (handling, event) => {
  const session = event.data.object as Stripe.Checkout.Session;
  const order = await createPaymentsRepository(handling.tx).findOrder({
    orderId: session.metadata?.orderId ?? session.client_reference_id,
    sessionId: session.id,
  });
  return order?.id ?? null;
};

/**
 * A charge refunded in full (by our refund call, or in Stripe's dashboard): the order becomes
 * refunded. Its payment's own event may not have arrived yet: then the payment is recorded
 * first, so the order and finance show both. A partial refund, or one for an order that can
 * no longer be refunded, is flagged for an admin instead.
 */
const chargeRefunded: Handler = async (handling, event) => {
  const charge = event.data.object as Stripe.Charge;
  const { app, tx } = handling;
  const paymentIntentId = idOf(charge.payment_intent);
  const found = await createPaymentsRepository(tx).findOrder({
    paymentIntentId,
    orderId: charge.metadata?.orderId,
  });
  if (!found) return null;
  let order = (await createOrdersRepository(tx).lock(found.id))!;
  const refunded = money(charge.amount_refunded, charge.currency);
  if (order.status === 'refunded') return order.id;
  if (!charge.refunded) {
    await flag(
      handling,
      order,
      `Part of the card payment was refunded in Stripe (${refunded} of ${money(charge.amount, charge.currency)}); the order stays ${order.status}. Check it.`,
    );
    return order.id;
  }
  if (order.status === 'pending') {
    order = await moveOrderAsSystem(app, tx, order, {
      to: 'paid',
      system: 'card_processor',
      note: `Paid by card: ${money(charge.amount, charge.currency)} (Stripe ${paymentIntentId ?? charge.id}), seen with its refund`,
      patch: { paidWith: 'card', stripePaymentIntentId: paymentIntentId },
    });
  }
  if (order.status !== 'paid' && order.status !== 'active') {
    await flag(
      handling,
      order,
      `The card payment was refunded in Stripe (${refunded}) while the order was ${order.status}. Check it.`,
    );
    return order.id;
  }
  await moveOrderAsSystem(app, tx, order, {
    to: 'refunded',
    system: 'card_processor',
    note: `Refunded by card: ${refunded} (Stripe ${paymentIntentId ?? charge.id})`,
  });
  return order.id;
};

const HANDLERS: Partial<Record<string, Handler>> = {
  'checkout.session.completed': sessionPaid,
  'checkout.session.async_payment_succeeded': sessionPaid,
  'checkout.session.expired': sessionExpired,
  'charge.refunded': chargeRefunded,
};

/**
 * Handles one verified event, once: its id is kept in the same transaction as what it
 * changes, so a replay or a redelivery finds it and does nothing, and an event whose handling
 * failed is handled again when Stripe redelivers it. Events of other types are kept and
 * ignored. Resolves to `replayed` when the event had been handled before.
 */
export async function handleCardEvent(
  app: FastifyInstance,
  event: Stripe.Event,
): Promise<'handled' | 'replayed'> {
  const adminNotices: NotificationInput[] = [];
  const outcome = await inTransaction(app.db, async (tx) => {
    const payments = createPaymentsRepository(tx);
    if (!(await payments.recordEvent(event.id, event.type))) return 'replayed' as const;
    const handler = HANDLERS[event.type];
    const orderId = handler ? await handler({ app, tx, adminNotices }, event) : null;
    if (orderId) await payments.linkEvent(event.id, orderId);
    else if (handler)
      app.log.warn({ eventId: event.id, type: event.type }, 'card event for no known order');
    return 'handled' as const;
  });
  for (const notice of adminNotices) await app.notify.adminsAfterSave(notice);
  return outcome;
}
