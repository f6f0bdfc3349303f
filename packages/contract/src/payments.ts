import { z } from 'zod';
import { okSchema } from './common.ts';
import { OrderStatusSchema } from './orders.ts';

// ---- Card payments (Stripe Checkout) ---------------------------------------------------

/** Where the card processor sends the customer back, paid or not: the page reads the real state. */
export const checkoutReturnPath = (orderId: string) => `/checkout/${orderId}/return`;

/** Why a card order is refused when the server has no Stripe keys (422 on `paymentMethod`). */
export const CARD_PAYMENTS_OFF_MESSAGE =
  'Card payment is not available here; choose another way to pay';

/**
 * `POST /api/orders/:id/checkout`: the card processor's page for a pending card order. An open
 * session is given again (a double click opens no second one); an expired one is replaced.
 */
export const CheckoutUrlSchema = z.object({ checkoutUrl: z.string() });
export type CheckoutUrl = z.infer<typeof CheckoutUrlSchema>;
export const CheckoutUrlAnswerSchema = okSchema(CheckoutUrlSchema);
export type CheckoutUrlAnswer = z.infer<typeof CheckoutUrlAnswerSchema>;

/**
 * `POST /api/admin/orders/:id/refund`: a card payment goes back through the card processor,
 * any other is recorded as refunded (the money went back by hand). `from`: the status the
 * admin saw; refused (409) when the order has moved since. `note` goes on the timeline.
 */
export const RefundOrderBodySchema = z
  .object({
    from: OrderStatusSchema.optional(),
    note: z.string().trim().max(2000, 'Note must be at most 2000 characters').nullable().optional(),
  })
  .strict()
  // A bare POST (no body) is a refund with nothing more to say.
  .default({});
export type RefundOrderBody = z.input<typeof RefundOrderBodySchema>;

/** What the webhook answers Stripe: received (or seen before: `replayed`, nothing done). */
export const CardWebhookAnswerSchema = okSchema(
  z.object({ received: z.literal(true), replayed: z.boolean() }),
);
