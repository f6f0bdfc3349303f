import {
  AccessDetailsSchema,
  SETUP_GUIDE_DEVICES,
  type AccessDetails,
  formatDate,
  formatDateTime,
  formatMoney,
  formatHours,
  formatPeriod,
  renewPath,
} from '@streamfront/contract';
import { createElement as h } from 'react';
import { z } from 'zod';
import { defineTemplate } from './define-template.ts';
import { Facts, MailButton, MailHeading, MailLink, P } from './layout.ts';
import type { MailContext } from './mail-context.ts';

/** What every order mail says about its order. */
const OrderParams = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  packageName: z.string(),
  periodMonths: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
});
type OrderParams = z.infer<typeof OrderParams>;

const price = (order: OrderParams, context: MailContext) =>
  formatMoney(order.total, order.currency, context.place.locale);
const ordersLink = (context: MailContext) => `${context.siteUrl}/account#orders`;

/** How to pay a manual order: the site's instructions, and the reference to quote. */
const payByHand = (orderNumber: string, context: MailContext) => [
  h(
    P,
    { key: 'pay' },
    context.site.paymentInstructions ||
      'Pay by bank transfer, at a card terminal or in cash at a reseller.',
  ),
  h(
    P,
    { key: 'ref' },
    h('strong', null, `Quote ${orderNumber} with your payment`),
    ' so we can match it to your order.',
  ),
];

export const orderPlacedMail = defineTemplate({
  template: 'order-placed',
  topic: null,
  params: OrderParams.extend({
    subtotal: z.number().int(),
    discount: z.number().int(),
    promoCode: z.string().nullable(),
    /** Card: paid online on the card processor's page, no reference to quote. Absent: manual. */
    paymentMethod: z.enum(['manual', 'card']).optional(),
  }),
  subject: (order) =>
    order.paymentMethod === 'card'
      ? `Order ${order.orderNumber} placed`
      : `Order ${order.orderNumber} placed: how to pay`,
  preview: (order, context) =>
    order.paymentMethod === 'card'
      ? `${order.packageName}, ${price(order, context)}, paid by card online.`
      : `${order.packageName}, ${price(order, context)}. Quote ${order.orderNumber} with your payment.`,
  body: (order, context) => [
    h(MailHeading, { key: 'h' }, 'Thank you for your order'),
    h(P, { key: 'p' }, `You ordered ${order.packageName}. Here is what happens next.`),
    h(Facts, {
      key: 'f',
      rows: [
        ['Order number', order.orderNumber],
        ['Package', `${order.packageName}, for one ${formatPeriod(order.periodMonths)}`],
        ...(order.discount > 0
          ? ([
              ['Price', formatMoney(order.subtotal, order.currency, context.place.locale)],
              [
                `Discount${order.promoCode ? ` (${order.promoCode})` : ''}`,
                `−${formatMoney(order.discount, order.currency, context.place.locale)}`,
              ],
            ] as [string, string][])
          : []),
        ['To pay', price(order, context)],
      ],
    }),
    h(MailHeading, { key: 'h2' }, 'How to pay'),
    ...(order.paymentMethod === 'card'
      ? [
          h(
            P,
            { key: 'pay' },
            'You chose to pay by card online. Not finished paying? Open your order in your account to pay by card.',
          ),
        ]
      : payByHand(order.orderNumber, context)),
    h(MailHeading, { key: 'h3' }, 'What happens next'),
    h(
      P,
      { key: 'next' },
      'Once your payment has reached us we confirm it by email and your subscription starts. You can follow your order in your account at any time.',
    ),
    h(MailButton, { key: 'b', context, href: ordersLink(context) }, 'See your order'),
  ],
});

/**
 * An order still unpaid some hours after it was placed (the unpaid-order job, once per order):
 * what to pay, the reference to quote, and the day it is cancelled if nothing arrives.
 */
export const unpaidReminderMail = defineTemplate({
  template: 'unpaid-reminder',
  // About an order the customer placed and may still pay: service mail, not a nudge.
  topic: null,
  params: OrderParams.extend({
    paymentMethod: z.enum(['manual', 'card']),
    cancelAt: z.iso.datetime({ offset: true }),
  }),
  subject: (order) => `Order ${order.orderNumber} is waiting for your payment`,
  preview: (order, context) =>
    `Pay ${price(order, context)} by ${formatDate(order.cancelAt, context.place)} to keep your order.`,
  body: (order, context) => [
    h(MailHeading, { key: 'h' }, 'Your order is waiting for payment'),
    h(
      P,
      { key: 'p' },
      `We have not received the payment for ${order.packageName} yet. If it does not reach us by ${formatDate(order.cancelAt, context.place)}, the order is cancelled and you can simply order again.`,
    ),
    h(Facts, {
      key: 'f',
      rows: [
        ['Payment reference', order.orderNumber],
        ['Package', `${order.packageName}, for one ${formatPeriod(order.periodMonths)}`],
        ['To pay', price(order, context)],
        ['Cancelled if unpaid on', formatDate(order.cancelAt, context.place)],
      ],
    }),
    h(MailHeading, { key: 'h2' }, 'How to pay'),
    ...(order.paymentMethod === 'card'
      ? [h(P, { key: 'pay' }, 'Open your order in your account to pay by card.')]
      : payByHand(order.orderNumber, context)),
    h(
      P,
      { key: 'paid' },
      'Already paid? Then there is nothing more to do: a payment can take a day or two to reach us.',
    ),
    h(MailButton, { key: 'b', context, href: ordersLink(context) }, 'See your order'),
  ],
});

export const paymentReceivedMail = defineTemplate({
  template: 'payment-received',
  topic: null,
  params: OrderParams.extend({
    paidAt: z.iso.datetime({ offset: true }),
    /** The invoice issued with the payment; absent in messages queued before invoices. */
    invoiceNumber: z.string().nullable().optional(),
  }),
  subject: (order) => `Payment received for order ${order.orderNumber}`,
  preview: (order, context) => `We received ${price(order, context)} for ${order.packageName}.`,
  body: (order, context) => [
    h(MailHeading, { key: 'h' }, 'We received your payment'),
    h(Facts, {
      key: 'f',
      rows: [
        ['Order number', order.orderNumber],
        ['Package', order.packageName],
        ['Amount', price(order, context)],
        ['Received on', formatDate(order.paidAt, context.place)],
        ...(order.invoiceNumber ? ([['Invoice', order.invoiceNumber]] as [string, string][]) : []),
      ],
    }),
    h(
      P,
      { key: 'p' },
      'Your subscription starts now, or when the one you have ends. We will write again as soon as it is active.',
    ),
    ...(order.invoiceNumber
      ? [
          h(
            P,
            { key: 'invoice' },
            `Your invoice ${order.invoiceNumber} is ready: download it as a PDF beside the order in your account.`,
          ),
        ]
      : []),
    h(
      MailButton,
      { key: 'b', context, href: ordersLink(context) },
      order.invoiceNumber ? 'See your order and invoice' : 'See your order',
    ),
  ],
});

const accessRows = (access: AccessDetails): [string, string][] => [
  ['Username', access.username],
  ['Password', access.password],
  ...(access.serverUrl ? [['Server address', access.serverUrl] as [string, string]] : []),
  ...(access.portalUrl ? [['Playlist or portal link', access.portalUrl] as [string, string]] : []),
  ...(access.activationCode
    ? [['Activation code', access.activationCode] as [string, string]]
    : []),
  ['Screens at once', String(access.screens)],
];

export const subscriptionActiveMail = defineTemplate({
  template: 'subscription-active',
  topic: null,
  params: OrderParams.extend({
    startsAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
    /**
     * The details, when the business sends them by mail and they exist yet (built-in
     * connector); otherwise the mail links to the account page, where they are shown.
     */
    access: AccessDetailsSchema.optional(),
    /** A free trial's start: its end is an hour of a day, and it says so (decision 055). */
    trial: z.boolean().optional(),
  }),
  secretParams: ['access'],
  subject: (order) =>
    order.trial
      ? `Your free trial of ${order.packageName} has started`
      : `${order.packageName} is active: start watching`,
  preview: (order, context) =>
    order.trial
      ? `Watch free until ${formatDateTime(order.expiresAt, context.place)}.`
      : `From ${formatDate(order.startsAt, context.place)} to ${formatDate(order.expiresAt, context.place)}.`,
  body: (order, context) => [
    h(
      MailHeading,
      { key: 'h' },
      order.trial
        ? `Your free trial of ${order.packageName} is on`
        : `${order.packageName} is active`,
    ),
    h(Facts, {
      key: 'f',
      rows: order.trial
        ? [
            ['Order number', order.orderNumber],
            ['Free until', formatDateTime(order.expiresAt, context.place)],
          ]
        : [
            ['Order number', order.orderNumber],
            ['Starts', formatDate(order.startsAt, context.place)],
            ['Ends', formatDate(order.expiresAt, context.place)],
          ],
    }),
    h(MailHeading, { key: 'h-access' }, 'Your login'),
    ...(order.access
      ? [
          h(P, { key: 'p-access' }, 'The apps and the web player ask for these:'),
          h(Facts, { key: 'f-access', rows: accessRows(order.access) }),
          h(
            P,
            { key: 'p-keep' },
            'Keep them to yourself. You can see them again, or get a new password, on ',
            h(MailLink, { context, href: `${context.siteUrl}/account` }, 'your account page'),
            '.',
          ),
        ]
      : [
          h(
            P,
            { key: 'p-access' },
            'Your username and password for the apps and the web player are on your account page (sign in to see them).',
          ),
          h(
            MailButton,
            { key: 'b-access', context, href: `${context.siteUrl}/account` },
            'See your login',
          ),
        ]),
    h(MailHeading, { key: 'h2' }, 'Start watching'),
    h(P, { key: 'p' }, 'Watch in your browser now:'),
    h(MailButton, { key: 'b', context, href: context.site.webPlayerUrl }, 'Open the web player'),
    h(P, { key: 'p2' }, 'Or set up your device with our step-by-step guide:'),
    ...SETUP_GUIDE_DEVICES.map((device) =>
      h(
        P,
        { key: device.id },
        h(MailLink, { context, href: `${context.siteUrl}/setup-guide#${device.id}` }, device.label),
      ),
    ),
  ],
});

/** Time given after an outage (Orders → Extend subscriptions): how much, why, the new end. */
export const subscriptionExtendedMail = defineTemplate({
  template: 'subscription-extended',
  topic: null,
  params: OrderParams.extend({
    expiresAt: z.iso.datetime({ offset: true }),
    hours: z.number().int().min(1),
    reason: z.string(),
  }),
  subject: (order) => `We added ${formatHours(order.hours)} to ${order.packageName}`,
  preview: (order, context) => `It now ends on ${formatDate(order.expiresAt, context.place)}.`,
  body: (order, context) => [
    h(MailHeading, { key: 'h' }, `We added ${formatHours(order.hours)} to your subscription`),
    h(P, { key: 'why' }, order.reason),
    h(Facts, {
      key: 'f',
      rows: [
        ['Package', order.packageName],
        ['Order number', order.orderNumber],
        ['Now ends', formatDate(order.expiresAt, context.place)],
      ],
    }),
    h(P, { key: 'p' }, 'Nothing to do on your side: your login stays the same.'),
    h(
      MailButton,
      { key: 'b', context, href: `${context.siteUrl}/account` },
      'See your subscription',
    ),
  ],
});

const RenewParams = OrderParams.extend({ expiresAt: z.iso.datetime({ offset: true }) });

export const renewalReminderMail = defineTemplate({
  template: 'renewal-reminder',
  topic: 'reminders',
  params: RenewParams.extend({ days: z.number().int().min(1) }),
  subject: (order) =>
    order.days === 1
      ? `${order.packageName} ends tomorrow`
      : `${order.packageName} ends in ${order.days} days`,
  preview: (order, context) =>
    `Renew in one click before ${formatDate(order.expiresAt, context.place)}.`,
  body: (order, context) => [
    h(
      MailHeading,
      { key: 'h' },
      order.days === 1
        ? 'Your subscription ends tomorrow'
        : `Your subscription ends in ${order.days} days`,
    ),
    h(
      P,
      { key: 'p' },
      `${order.packageName} (order ${order.orderNumber}) ends on ${formatDate(order.expiresAt, context.place)}. Renew now and the new period starts when this one ends: no day is lost.`,
    ),
    h(
      MailButton,
      { key: 'b', context, href: `${context.siteUrl}${renewPath(order.orderId)}` },
      `Renew for ${price(order, context)}`,
    ),
  ],
});

export const subscriptionEndedMail = defineTemplate({
  template: 'subscription-ended',
  topic: null,
  params: RenewParams,
  subject: (order) => `${order.packageName} has ended`,
  preview: () => 'Renew in one click to keep watching.',
  body: (order, context) => [
    h(MailHeading, { key: 'h' }, 'Your subscription has ended'),
    h(
      P,
      { key: 'p' },
      `${order.packageName} (order ${order.orderNumber}) ended on ${formatDate(order.expiresAt, context.place)}. Renew to keep watching.`,
    ),
    h(
      MailButton,
      { key: 'b', context, href: `${context.siteUrl}${renewPath(order.orderId)}` },
      `Renew for ${price(order, context)}`,
    ),
  ],
});

export const orderCancelledMail = defineTemplate({
  template: 'order-cancelled',
  topic: null,
  params: OrderParams,
  subject: (order) => `Order ${order.orderNumber} was cancelled`,
  preview: (order) => `${order.packageName}: nothing more to pay.`,
  body: (order, context) => [
    h(MailHeading, { key: 'h' }, 'Your order was cancelled'),
    h(
      P,
      { key: 'p' },
      `Order ${order.orderNumber} for ${order.packageName} is cancelled: there is nothing to pay for it. If you did not expect this, reply to this mail or contact us.`,
    ),
    h(MailButton, { key: 'b', context, href: `${context.siteUrl}/packages` }, 'See our packages'),
  ],
});

export const orderRefundedMail = defineTemplate({
  template: 'order-refunded',
  topic: null,
  params: OrderParams,
  subject: (order) => `Order ${order.orderNumber} was refunded`,
  preview: (order, context) => `${price(order, context)} is on its way back to you.`,
  body: (order, context) => [
    h(MailHeading, { key: 'h' }, 'Your order was refunded'),
    h(
      P,
      { key: 'p' },
      `We refunded ${price(order, context)} for order ${order.orderNumber} (${order.packageName}). It reaches you the way you paid; a bank may take a few days.`,
    ),
    h(MailButton, { key: 'b', context, href: ordersLink(context) }, 'See your orders'),
  ],
});
