import {
  ORDER_TRANSITIONS,
  promoRefusalMessage,
  type PromoRefusal,
  canMoveOrder,
  formatMoney,
  type ManualPaidWith,
  type NotificationType,
  type OrderActorSystem,
  type OrderStatus,
  type PaymentMethod,
  type WebhookEvent,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { OrderRow, orders } from '../../db/schema/index.ts';
import { inTransaction, onCommit } from '../../db/transaction.ts';
import { conflict, notFound, unprocessable } from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';
import type { NotificationInput } from '../notifications/notify.ts';
import { accessAfterStatusChange } from '../access/access.service.ts';
import { issueOrderDocuments } from '../invoices/invoices.service.ts';
import { queueWebhookEvent } from '../webhooks/queue-webhook.ts';
import { queueOrderMail } from '../mail/order-mail.ts';
import { createPromoCodesRepository } from '../promo-codes/promo-codes.repository.ts';
import { addMonths, createOrdersRepository, orderSummary } from './orders.repository.ts';

/**
 * What every change of an order's status brings with it, written with `tx`, the transaction
 * that makes the change: its invoice once paid and credit note once refunded (before the
 * mail, which tells of them), and the customer's mail (placed, paid, active, ended, cancelled,
 * refunded). Every path that moves an order (an admin, the card processor, the sweep, the
 * unpaid-order job) calls this once, after the order row has its new status.
 */
export async function afterStatusChange(app: FastifyInstance, tx: Db, order: OrderRow) {
  await issueOrderDocuments(tx, order, () => subscriptionPeriod(tx, order));
  // Before the mail: the activation mail carries the access it makes.
  await accessAfterStatusChange(app, tx, order);
  await queueOrderMail(app, tx, order);
  const event = ORDER_EVENTS[order.status];
  if (event) {
    await queueWebhookEvent(app, tx, event, orderEventData(order), {
      idempotencyKey: `${order.id}.${event}`,
      orderId: order.id,
    });
  }
}

/** The business's webhook events of an order's moves; the subscription ones come from access. */
const ORDER_EVENTS: Partial<Record<OrderStatus, WebhookEvent>> = {
  pending: 'order.created',
  paid: 'order.paid',
  refunded: 'order.refunded',
};

const orderEventData = (order: OrderRow) => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  customerId: order.userId,
  package: { id: order.serviceId, name: order.serviceName, periodMonths: order.periodMonths },
  status: order.status,
  total: order.total,
  currency: order.currency,
  paymentMethod: order.paymentMethod,
  paidWith: order.paidWith,
  createdAt: order.createdAt.toISOString(),
  paidAt: order.paidAt?.toISOString() ?? null,
});

/**
 * The period an order's payment buys, for its invoice: its own once active, else the one it
 * gets when it starts, by the rule of the move to active (a renewal after the running one).
 */
async function subscriptionPeriod(tx: Db, order: OrderRow) {
  if (order.startsAt && order.expiresAt) return { start: order.startsAt, end: order.expiresAt };
  const start = await createOrdersRepository(tx).nextStart(order, order.paidAt ?? new Date());
  return { start, end: addMonths(start, order.periodMonths) };
}

/** What the customer is told at each status change of their order. */
const CUSTOMER_NOTICE: Record<
  OrderStatus,
  { type: NotificationType; title: string; text: string }
> = {
  pending: { type: 'info', title: 'Order received', text: 'is waiting for payment' },
  paid: {
    type: 'success',
    title: 'Payment received',
    text: 'is paid; it will be activated shortly',
  },
  active: { type: 'success', title: 'Subscription active', text: 'is active' },
  expired: { type: 'warning', title: 'Subscription expired', text: 'has expired' },
  cancelled: { type: 'warning', title: 'Order cancelled', text: 'was cancelled' },
  refunded: { type: 'info', title: 'Order refunded', text: 'was refunded' },
};

/** A free trial's end, in its words, not a paid subscription's (its start is on screen). */
const TRIAL_NOTICE: Partial<typeof CUSTOMER_NOTICE> = {
  expired: {
    type: 'info',
    title: 'Free trial ended',
    text: 'has ended: order it to keep watching',
  },
};

/** The notice a customer gets when their order has just become `order.status`. */
export function statusNotice(order: OrderRow): NotificationInput {
  const notice = (order.trial && TRIAL_NOTICE[order.status]) || CUSTOMER_NOTICE[order.status];
  return {
    type: notice.type,
    title: notice.title,
    message: `Your order ${order.orderNumber} (${order.serviceName}) ${notice.text}.`,
    // The account page lists the customer's orders with their status.
    link: '/account',
  };
}

interface PlaceInput {
  userId: string;
  serviceId: string;
  promoCode?: string | undefined;
  renewalOf?: string | undefined;
  /** Manual unless said; the card's checkout session is opened after the order is stored. */
  paymentMethod?: PaymentMethod | undefined;
  billingAddress?: string | undefined;
}

/**
 * Places an order at the package's current price; a code's discount is computed here and its
 * use counted in the same transaction (promo-codes.repository.ts `redeem`). Nothing a client
 * sends is read as money.
 */
export async function placeOrder(app: FastifyInstance, input: PlaceInput): Promise<OrderRow> {
  const order = await inTransaction(app.db, async (tx) => {
    const repo = createOrdersRepository(tx);
    const promos = createPromoCodesRepository(tx);
    const service = await repo.saleablePackage(input.serviceId);
    if (!service) throw unprocessable({ serviceId: ['This package is not available'] });

    let promo: { id: string; code: string; discount: number } | undefined;
    if (input.promoCode) {
      const decision = await promos.check(input.promoCode, service, input.userId);
      if (!decision.ok) throw refusedCode(decision.reason, decision.codeCurrency);
      promo = { id: decision.promo.id, code: decision.promo.code, discount: decision.discount };
    }
    const discount = promo?.discount ?? 0;
    const paymentMethod = input.paymentMethod ?? 'manual';
    if (paymentMethod === 'card' && service.price - discount <= 0) {
      // The card processor charges a positive amount only; a free order has nothing to pay.
      throw unprocessable(
        { paymentMethod: ['This order costs nothing, so there is nothing to pay by card'] },
        'Nothing to pay by card',
      );
    }
    const row = await repo.insert(
      {
        userId: input.userId,
        serviceId: service.id,
        serviceName: service.name,
        periodMonths: service.periodMonths,
        subtotal: service.price,
        discount,
        total: service.price - discount,
        currency: service.currency,
        promoCodeId: promo?.id ?? null,
        promoCode: promo?.code ?? null,
        renewalOf: input.renewalOf ?? null,
        paymentMethod,
        billingAddress: input.billingAddress ?? null,
      },
      input.userId,
    );
    if (promo) {
      const refusal = await promos.redeem(promo.id, input.userId, row.id);
      if (refusal) throw refusedCode(refusal);
    }
    // How to pay, and the number to quote: by mail too, with the order it tells of.
    await afterStatusChange(app, tx, row);
    return row;
  });

  await app.notify.adminsAfterSave({
    type: 'order',
    title: `New order ${order.orderNumber}`,
    message: `${order.serviceName}, ${formatMoney(order.total, order.currency)}${
      order.promoCode ? ` with code ${order.promoCode}` : ''
    }`,
    link: '/admin/orders',
  });
  return order;
}

function refusedCode(reason: PromoRefusal, codeCurrency?: string | null) {
  const message = promoRefusalMessage(reason, codeCurrency);
  return unprocessable({ promoCode: [message] }, message);
}

/** A move of an order made by the system (the card processor, a job), not by a person. */
export interface SystemMove {
  to: OrderStatus;
  system: OrderActorSystem;
  /** Said on the timeline entry (and so to admins): why the system moved it. */
  note?: string | null;
  /** Columns written with the move (the card processor's payment ids, what was paid with). */
  patch?: Partial<Omit<OrderRow, 'id' | 'status'>>;
  /** What the customer is told instead of the status's usual notice (statusNotice). */
  notice?: (after: OrderRow) => NotificationInput;
}

/**
 * Moves `order` (locked by the caller in `tx`: `createOrdersRepository(tx).lock`) as the
 * system: only along ORDER_TRANSITIONS (a 409 otherwise), with what each status brings (paid
 * at, the period of an active subscription, a cancelled order's promo use given back), its
 * timeline row naming `system` with no person, afterStatusChange, the audit row, and the
 * customer's notice: written in `tx`, sent live once it commits. Resolves to the order as it
 * now is; a caller making two moves (paid, then active) passes that to the second.
 */
export async function moveOrderAsSystem(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  move: SystemMove,
): Promise<OrderRow> {
  const repo = createOrdersRepository(tx);
  if (!canMoveOrder(order.status, move.to)) {
    throw conflict(`An order that is ${order.status} cannot become ${move.to}`);
  }
  const now = new Date();
  const patch: Partial<typeof orders.$inferInsert> = { ...move.patch, status: move.to };
  if (move.to === 'paid') patch.paidAt = move.patch?.paidAt ?? now;
  if (move.to === 'active') {
    // A renewal bought before the running period ends starts when that period ends.
    const startsAt = await repo.nextStart(order, now);
    patch.startsAt = startsAt;
    patch.expiresAt = addMonths(startsAt, order.periodMonths);
  }
  if (move.to === 'cancelled') await createPromoCodesRepository(tx).release(order.id);
  const after = await repo.update(order.id, patch);
  await recordSystemMove(app, tx, order, after, move);
  return after;
}

/**
 * What a move made by the system writes besides the order row, in `tx`: the timeline entry
 * naming `system` with no person, afterStatusChange, the audit row, and the customer's notice,
 * sent live once `tx` commits. For moves that wrote the row themselves (the sweep's, in bulk).
 */
export async function recordSystemMove(
  app: FastifyInstance,
  tx: Db,
  before: OrderRow,
  after: OrderRow,
  move: Pick<SystemMove, 'system' | 'note' | 'notice'>,
) {
  await createOrdersRepository(tx).addEvent(
    before.id,
    before.status,
    after.status,
    null,
    move.note ?? null,
    move.system,
  );
  await afterStatusChange(app, tx, after);
  await recordAudit(tx, {
    actorId: null,
    action: 'order.status',
    entityType: 'order',
    entityId: before.id,
    before: orderSummary(before),
    // The audit row has no person: it says what moved the order.
    after: { ...orderSummary(after), movedBy: move.system },
  });
  const notice = await app.notify.userWithin(
    tx,
    after.userId,
    (move.notice ?? statusNotice)(after),
  );
  if (notice) onCommit(tx, notice.deliver);
}

/**
 * An admin's change to one order: the status (only along ORDER_TRANSITIONS) and/or the
 * note. One transaction writes the order, its timeline row and the audit row; the customer
 * is told after it commits. "Mark paid" records what payment the admin saw (`paidWith`,
 * `paymentNote`, both required; the contract says so too, this guards other callers).
 */
export async function changeOrder(
  app: FastifyInstance,
  input: {
    id: string;
    actorId: string;
    status?: OrderStatus | undefined;
    from?: OrderStatus | undefined;
    note?: string | null | undefined;
    paidWith?: ManualPaidWith | undefined;
    paymentNote?: string | undefined;
  },
): Promise<void> {
  const { before, after } = await inTransaction(app.db, async (tx: Db) => {
    const repo = createOrdersRepository(tx);
    const before = await repo.lock(input.id);
    if (!before) throw notFound('Order not found');
    if (input.from !== undefined && input.from !== before.status) {
      throw conflict(
        `This order became ${before.status} meanwhile, so nothing was changed. Check it and try again.`,
        { status: [`Changed from ${input.from} to ${before.status} by someone else`] },
      );
    }
    const patch: Parameters<typeof repo.update>[1] = {};
    const statusChanges = input.status !== undefined && input.status !== before.status;
    if (statusChanges && before.trial) {
      // Nothing was paid: a trial has no refund, and it ends by Trials → Revoke (its abuse record).
      throw conflict('A free trial is ended from the Trials page (Revoke), not by its status', {
        status: ['A free trial cannot change status here'],
      });
    }
    if (statusChanges) {
      const to = input.status!;
      if (!canMoveOrder(before.status, to)) {
        const allowed = ORDER_TRANSITIONS[before.status];
        throw conflict(
          `An order that is ${before.status} cannot become ${to}` +
            (allowed.length ? `; it can become ${allowed.join(' or ')}` : '; it is final'),
          { status: [`Cannot change from ${before.status} to ${to}`] },
        );
      }
      patch.status = to;
      const now = new Date();
      if (to === 'paid') {
        if (!input.paidWith || !input.paymentNote?.trim()) {
          throw unprocessable({
            ...(input.paidWith ? {} : { paidWith: ['Choose how the customer paid'] }),
            ...(input.paymentNote?.trim()
              ? {}
              : {
                  paymentNote: ['Say what payment you saw, e.g. the transfer reference and date'],
                }),
          });
        }
        patch.paidAt = now;
        patch.paidWith = input.paidWith;
        patch.paymentNote = input.paymentNote.trim();
      }
      if (to === 'active') {
        // A renewal bought before the running period ends starts when that period ends.
        const startsAt = await repo.nextStart(before, now);
        patch.startsAt = startsAt;
        patch.expiresAt = addMonths(startsAt, before.periodMonths);
      }
      if (to === 'cancelled') await createPromoCodesRepository(tx).release(before.id);
      await repo.addEvent(before.id, before.status, to, input.actorId, input.note ?? null);
    }
    if (input.note !== undefined) patch.note = input.note;
    // The status it already has and no note: nothing changes, so nothing is recorded.
    if (!statusChanges && input.note === undefined) return { before, after: before };
    const after = await repo.update(before.id, patch);
    if (statusChanges) await afterStatusChange(app, tx, after);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: statusChanges ? 'order.status' : 'order.note',
      entityType: 'order',
      entityId: before.id,
      before: orderSummary(before),
      after: orderSummary(after),
    });
    return { before, after };
  });

  if (after.status !== before.status) {
    try {
      await app.notify.user(after.userId, statusNotice(after));
    } catch (error) {
      // The change is committed; a lost notice must not answer the admin with an error.
      app.log.error({ err: error, orderId: after.id }, 'notifying the customer failed');
    }
  }
}
