import { formatDateTime, formatMoney, renewPath } from '@streamfront/contract';
import { createElement as h } from 'react';
import { z } from 'zod';
import { defineTemplate } from './define-template.ts';
import { Facts, MailButton, MailHeading, P } from './layout.ts';
import type { MailContext } from './mail-context.ts';

/**
 * What the trial mails say: the trial's order (its one-click link orders the package as a
 * renewal of it, so the login stays the same) and the package at its price today.
 */
const TrialParams = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  packageName: z.string(),
  endsAt: z.iso.datetime({ offset: true }),
  price: z.number().int(),
  currency: z.string(),
  periodMonths: z.number().int(),
});
type TrialParams = z.infer<typeof TrialParams>;

const orderButton = (trial: TrialParams, context: MailContext) =>
  h(
    MailButton,
    { key: 'b', context, href: `${context.siteUrl}${renewPath(trial.orderId)}` },
    `Order ${trial.packageName} for ${formatMoney(trial.price, trial.currency, context.place.locale)}`,
  );

const period = (months: number) => (months === 1 ? 'a month' : `${months} months`);

/** Sent once, before a trial ends (trials/trial-ending.ts says when). */
export const trialEndingMail = defineTemplate({
  template: 'trial-ending',
  topic: null,
  params: TrialParams,
  subject: (trial) => `Your free trial of ${trial.packageName} ends soon`,
  preview: (trial, context) =>
    `It ends at ${formatDateTime(trial.endsAt, context.place)}. Keep watching with the same login.`,
  body: (trial, context) => [
    h(MailHeading, { key: 'h' }, 'Your free trial ends soon'),
    h(
      P,
      { key: 'p' },
      `Your free trial of ${trial.packageName} ends at ${formatDateTime(trial.endsAt, context.place)}. Order the package now and keep watching with the same login: it runs for ${period(trial.periodMonths)} from the end of the trial.`,
    ),
    h(Facts, {
      key: 'f',
      rows: [
        ['Package', trial.packageName],
        ['Price', formatMoney(trial.price, trial.currency, context.place.locale)],
        ['Trial ends', formatDateTime(trial.endsAt, context.place)],
      ],
    }),
    orderButton(trial, context),
  ],
});

/** Sent when a trial has ended (on time, or revoked). */
export const trialEndedMail = defineTemplate({
  template: 'trial-ended',
  topic: null,
  params: TrialParams,
  subject: (trial) => `Your free trial of ${trial.packageName} has ended`,
  preview: () => 'Order the package to keep watching with the same login.',
  body: (trial, context) => [
    h(MailHeading, { key: 'h' }, 'Your free trial has ended'),
    h(
      P,
      { key: 'p' },
      `Thank you for trying ${trial.packageName}. Order it to keep watching: your login stays the same.`,
    ),
    orderButton(trial, context),
  ],
});
