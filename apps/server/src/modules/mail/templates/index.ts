import type { MailTemplate } from '@streamfront/contract';
import {
  contentReportOutcomeMail,
  emailChangedMail,
  passwordResetMail,
  queryReplyMail,
  testMail,
  verifyEmailMail,
  vodRequestOutcomeMail,
} from './desk-mails.ts';
import {
  orderCancelledMail,
  orderPlacedMail,
  orderRefundedMail,
  paymentReceivedMail,
  renewalReminderMail,
  subscriptionActiveMail,
  subscriptionExtendedMail,
  subscriptionEndedMail,
  unpaidReminderMail,
} from './order-mails.ts';
import { trialEndedMail, trialEndingMail } from './trial-mails.ts';
import { dataExportReadyMail } from './data-rights-mails.ts';

export * from './desk-mails.ts';
export * from './order-mails.ts';
export * from './trial-mails.ts';
export * from './data-rights-mails.ts';
export type { MailContext } from './mail-context.ts';
export type { MailTemplateDefinition } from './define-template.ts';

/** Every template by its name: what the sending job renders a stored message with. */
export const MAIL_TEMPLATE_DEFINITIONS = {
  'order-placed': orderPlacedMail,
  'unpaid-reminder': unpaidReminderMail,
  'payment-received': paymentReceivedMail,
  'subscription-active': subscriptionActiveMail,
  'subscription-extended': subscriptionExtendedMail,
  'renewal-reminder': renewalReminderMail,
  'subscription-ended': subscriptionEndedMail,
  'order-cancelled': orderCancelledMail,
  'order-refunded': orderRefundedMail,
  'query-reply': queryReplyMail,
  'password-reset': passwordResetMail,
  'email-changed': emailChangedMail,
  'verify-email': verifyEmailMail,
  'vod-request-outcome': vodRequestOutcomeMail,
  'content-report-outcome': contentReportOutcomeMail,
  'trial-ending': trialEndingMail,
  'trial-ended': trialEndedMail,
  'data-export-ready': dataExportReadyMail,
  test: testMail,
} satisfies { [Name in MailTemplate]: { template: Name } };
