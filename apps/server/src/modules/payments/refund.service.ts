import { canMoveOrder, type OrderStatus } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { OrderRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { changeOrder } from '../orders/orders.service.ts';
import { cardCallError } from './checkout.service.ts';
import type { CardProcessor } from './stripe-client.ts';

/** A payment the card processor took, which only the card processor can give back. */
export const paidByCard = (order: OrderRow) =>
  order.paidWith === 'card' && order.stripePaymentIntentId !== null;

/**
 * Gives the card payment of `order` back through Stripe's refund API. The idempotency key is
 * the order's: two admins, a double click or a retry make one refund. A payment Stripe has
 * refunded already (in its dashboard, say) counts as done.
 */
async function refundCardPayment(
  app: FastifyInstance,
  card: CardProcessor | null,
  order: OrderRow,
  actorId: string,
) {
  if (!card) {
    throw conflict(
      'Card payments are not set up on this server any more, so this card payment cannot be refunded here. Refund it in the Stripe dashboard.',
    );
  }
  try {
    const refund = await card.stripe.refunds.create(
      {
        payment_intent: order.stripePaymentIntentId!,
        reason: 'requested_by_customer',
        metadata: { orderId: order.id, orderNumber: order.orderNumber },
      },
      { idempotencyKey: `order-${order.id}-refund` },
    );
    await recordAudit(app.db, {
      actorId,
      action: 'order.card_refund',
      entityType: 'order',
      entityId: order.id,
      before: null,
      after: {
        orderNumber: order.orderNumber,
        refundId: refund.id,
        amount: refund.amount,
        currency: refund.currency,
        status: refund.status,
      },
    });
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.code === 'charge_already_refunded'
    ) {
      return;
    }
    throw cardCallError(app, error, {
      unavailable:
        'The card processor could not be reached, so nothing was refunded. Try again in a moment.',
      refused: (message) => `The card processor refused the refund: ${message}`,
    });
  }
}

/**
 * An admin's refund. A card payment goes back through the card processor first, then the
 * order is recorded as refunded (timeline, audit, finance, the customer's mail and notice, as
 * every status change); any other payment went back by hand, so only the status moves.
 * `from`: the status the admin saw; refused (409) when the order has moved since.
 */
export async function refundOrder(
  app: FastifyInstance,
  card: CardProcessor | null,
  input: { id: string; actorId: string; from?: OrderStatus | undefined; note?: string | null },
): Promise<void> {
  const order = await createOrdersRepository(app.db).row(input.id);
  if (!order) throw notFound('Order not found');
  const note = input.note === undefined ? {} : { note: input.note };
  if (!paidByCard(order)) {
    await changeOrder(app, {
      id: order.id,
      actorId: input.actorId,
      status: 'refunded',
      from: input.from,
      ...note,
    });
    return;
  }
  if (input.from !== undefined && input.from !== order.status) {
    throw conflict(
      `This order became ${order.status} meanwhile, so nothing was changed. Check it and try again.`,
      { status: [`Changed from ${input.from} to ${order.status} by someone else`] },
    );
  }
  if (order.status === 'refunded') return;
  if (!canMoveOrder(order.status, 'refunded')) {
    throw conflict(`An order that is ${order.status} cannot be refunded`, {
      status: [`Cannot change from ${order.status} to refunded`],
    });
  }
  await refundCardPayment(app, card, order, input.actorId);
  // No `from`: Stripe's own `charge.refunded` may have recorded the refund meanwhile, and then
  // this changes nothing.
  await changeOrder(app, { id: order.id, actorId: input.actorId, status: 'refunded', ...note });
}
