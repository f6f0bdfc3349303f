import { formatMoney, type Order } from '@streamfront/contract';

/**
 * The manual ways a placed order gets paid, each confirmed by the business by hand, so a
 * method only explains itself. Card payment online is not one of these: when the server has
 * a card processor (`Site.cardPayments`), the checkout offers it beside them
 * (`components/payment-choice.tsx`) and sends the customer to the processor's page.
 */
export interface PaymentMethod {
  id: string;
  name: string;
  /** What the customer does, given the order (its number is the payment reference). */
  steps(order: Order): string[];
}

const amount = (order: Order) => formatMoney(order.total, order.currency);

/** Shown when the site settings hold no payment instructions of the admin's own. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    id: 'bank-transfer',
    name: 'Bank transfer',
    steps: (order) => [
      `Transfer ${amount(order)} and write ${order.orderNumber} as the payment reference.`,
      'Ask us for our bank details through the contact page if you do not have them.',
    ],
  },
  {
    id: 'card-terminal',
    name: 'Card at our terminal',
    steps: (order) => [`Pay ${amount(order)} by card and quote ${order.orderNumber}.`],
  },
  {
    id: 'reseller-cash',
    name: 'Cash at a reseller',
    steps: (order) => [`Pay ${amount(order)} in cash and quote ${order.orderNumber}.`],
  },
];

export const PAYMENT_CONFIRMATION_NOTE =
  'We confirm your payment by hand and activate the subscription; you will get a notification at each step.';
