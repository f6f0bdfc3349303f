import { checkoutReturnPath, formatPeriod } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { OrderRow } from '../../db/schema/index.ts';
import { conflict, HttpError, unavailable } from '../../plugins/http-errors.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import type { CardProcessor } from './stripe-client.ts';

/** "one month", "one year", "3 months": the period the customer pays for. */
const periodBought = (months: number) =>
  months === 1 || months === 12 ? `one ${formatPeriod(months)}` : formatPeriod(months);

const CHECKOUT_UNAVAILABLE =
  'The card payment page could not be opened just now. Your order is saved: try again in a moment.';

/**
 * What a failed call to the card processor answers the caller. Its own words stay in the log
 * (without the key: the SDK's errors carry none); a network or Stripe-side failure is a 503 the
 * caller may retry, anything else is said in `refused`'s words.
 */
export function cardCallError(
  app: FastifyInstance,
  error: unknown,
  messages: { unavailable: string; refused: (stripeMessage: string) => string },
): HttpError {
  if (error instanceof HttpError) return error;
  const stripeError = error instanceof Stripe.errors.StripeError ? error : undefined;
  app.log.warn(
    {
      stripeError: stripeError && {
        type: stripeError.type,
        code: stripeError.code,
        statusCode: stripeError.statusCode,
        requestId: stripeError.requestId,
        message: stripeError.message,
      },
      err: stripeError ? undefined : error,
    },
    'call to the card processor failed',
  );
  const retryable =
    !stripeError ||
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    // A wrong or revoked key is the operator's to fix; the caller can only wait.
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError;
  return retryable
    ? unavailable(messages.unavailable)
    : conflict(messages.refused(stripeError.message));
}

/**
 * The card processor's checkout page for a pending card order: a Checkout Session for the
 * total the server computed, in the order's currency, with the order's id in its metadata
 * (and its payment's, so a refund made in Stripe finds the order too). An open session is
 * given again; an expired one is replaced. The idempotency key names the order and the
 * session it replaces, so a double click, a retry or two tabs make one session.
 */
export async function openCheckout(
  app: FastifyInstance,
  card: CardProcessor,
  order: OrderRow,
): Promise<string> {
  if (order.paymentMethod !== 'card') {
    throw conflict('This order is paid by hand; see the payment instructions in your account.');
  }
  if (order.status !== 'pending') {
    throw conflict(`This order is ${order.status}: there is nothing left to pay.`);
  }
  try {
    if (order.stripeSessionId) {
      const existing = await card.stripe.checkout.sessions.retrieve(order.stripeSessionId);
      if (existing.status === 'open' && existing.url) return existing.url;
      if (existing.status === 'complete') {
        throw conflict('This order is paid; its confirmation is on its way.');
      }
    }
    const repo = createPaymentsRepository(app.db);
    const email = await repo.customerEmail(order.userId);
    const metadata = { orderId: order.id, orderNumber: order.orderNumber };
    const back = `${card.siteUrl}${checkoutReturnPath(order.id)}`;
    const session = await card.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: order.id,
        ...(email ? { customer_email: email } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.total,
              product_data: {
                name: `${order.serviceName}, ${periodBought(order.periodMonths)}`,
                description: `Order ${order.orderNumber}${
                  order.promoCode ? ` with code ${order.promoCode}` : ''
                }`,
              },
            },
          },
        ],
        metadata,
        payment_intent_data: { metadata, description: `Order ${order.orderNumber}` },
        // The return page reads the order's real state; these only say where to go.
        success_url: `${back}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${back}?cancelled=1`,
      },
      { idempotencyKey: `order-${order.id}-checkout-after-${order.stripeSessionId ?? 'none'}` },
    );
    if (!session.url) throw new Error('the checkout session has no url');
    await repo.setSession(order.id, session.id);
    return session.url;
  } catch (error) {
    throw cardCallError(app, error, {
      unavailable: CHECKOUT_UNAVAILABLE,
      refused: (message) => `The card processor refused the payment page: ${message}`,
    });
  }
}
