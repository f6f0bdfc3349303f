import { z } from 'zod';
import {
  CacheBustSchema,
  IsoDateSchema,
  PageQuerySchema,
  RecordIdsSchema,
  SearchQuerySchema,
  listSchema,
  okSchema,
  sortQuerySchema,
} from './common.ts';

/**
 * Every message the product sends, by what it is about. Service mail (orders, payments,
 * password, replies) always goes; `reminders` (renewal nudges) and `news` are the customer's
 * to turn off.
 */
export const MAIL_TEMPLATES = [
  'order-placed',
  'unpaid-reminder',
  'payment-received',
  'subscription-active',
  'subscription-extended',
  'renewal-reminder',
  'subscription-ended',
  'order-cancelled',
  'order-refunded',
  'query-reply',
  'password-reset',
  'email-changed',
  'verify-email',
  'vod-request-outcome',
  'content-report-outcome',
  'trial-ending',
  'trial-ended',
  'data-export-ready',
  'test',
] as const;
export const MailTemplateSchema = z.enum(MAIL_TEMPLATES, 'Unknown mail template');
export type MailTemplate = z.infer<typeof MailTemplateSchema>;

/** What a customer may turn off; anything else is service mail. */
export const MAIL_TOPICS = ['reminders', 'news'] as const;
export const MailTopicSchema = z.enum(MAIL_TOPICS);
export type MailTopic = z.infer<typeof MailTopicSchema>;

export const MAIL_TEMPLATE_LABELS: Record<MailTemplate, string> = {
  'order-placed': 'Order placed',
  'unpaid-reminder': 'Payment reminder',
  'payment-received': 'Payment received',
  'subscription-active': 'Subscription active',
  'subscription-extended': 'Subscription extended',
  'renewal-reminder': 'Renewal reminder',
  'subscription-ended': 'Subscription ended',
  'order-cancelled': 'Order cancelled',
  'order-refunded': 'Order refunded',
  'query-reply': 'Reply to a question',
  'password-reset': 'Password reset',
  'email-changed': 'Email address changed',
  'verify-email': 'Email verification',
  'vod-request-outcome': 'VOD request outcome',
  'content-report-outcome': 'Content report outcome',
  'trial-ending': 'Trial ends soon',
  'trial-ended': 'Trial ended',
  'data-export-ready': 'Your data is ready',
  test: 'Test mail',
};

/** Where a message stands: waiting to go, accepted by the mail server, failed for now, given up. */
export const MAIL_STATES = ['queued', 'sent', 'failed', 'dead'] as const;
export const MailStateSchema = z.enum(MAIL_STATES, 'Unknown mail state');
export type MailState = z.infer<typeof MailStateSchema>;

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed, will retry',
  dead: 'Given up',
};

// ---------------------------------------------------------------- the customer's side

export const EmailPreferencesSchema = z.object({
  reminders: z.boolean(),
  news: z.boolean(),
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;
export const EmailPreferencesAnswerSchema = okSchema(EmailPreferencesSchema);
export type EmailPreferencesAnswer = z.infer<typeof EmailPreferencesAnswerSchema>;
export const EmailPreferencesBodySchema = EmailPreferencesSchema.strict();

/** `?token=` of an unsubscribe link: signed, so it works without signing in. */
export const UnsubscribeQuerySchema = CacheBustSchema.extend({
  token: z.string('The link is incomplete').min(10, 'The link is incomplete').max(300),
}).strict();
/** RFC 8058 one-click: mail programs post `List-Unsubscribe=One-Click` as a form. */
export const UnsubscribeBodySchema = z
  .object({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  .strict()
  .optional();
export const UnsubscribeAnswerSchema = okSchema(
  z.object({ topic: MailTopicSchema, email: z.string(), message: z.string() }),
);
export type UnsubscribeAnswer = z.infer<typeof UnsubscribeAnswerSchema>;
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid';
/** One-click unsubscribes one address may post: mail programs post once per click. */
export const UNSUBSCRIBE_RATE_LIMIT = { max: 30, windowMinutes: 15 } as const;
export const unsubscribedMessage = (topic: MailTopic) =>
  topic === 'reminders'
    ? 'You will no longer receive renewal reminders by email. Orders, payments and replies to your questions still reach you.'
    : 'You will no longer receive news by email. Orders, payments and replies to your questions still reach you.';

// ---------------------------------------------------------------- the admins' mail log

export const MailMessageSchema = RecordIdsSchema.extend({
  to: z.string(),
  template: MailTemplateSchema,
  subject: z.string(),
  state: MailStateSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  orderId: z.uuid().nullable(),
  /** It carried a sign-in link: its body is never kept, shown or sent again. */
  secret: z.boolean(),
  createdAt: IsoDateSchema,
  sentAt: IsoDateSchema.nullable(),
});
export type MailMessage = z.infer<typeof MailMessageSchema>;

/** One message as it was written: both parts, unless it held a secret. */
export const MailMessageDetailSchema = MailMessageSchema.extend({
  html: z.string().nullable(),
  text: z.string().nullable(),
});
export type MailMessageDetail = z.infer<typeof MailMessageDetailSchema>;
export const MailMessageDetailAnswerSchema = okSchema(MailMessageDetailSchema);

export const MAIL_SORT_KEYS = ['createdAt', 'sentAt'] as const;
export const MailLogQuerySchema = PageQuerySchema.extend({
  /** Searches the recipient and the subject. */
  q: SearchQuerySchema,
  state: MailStateSchema.optional(),
  template: MailTemplateSchema.optional(),
  orderId: z.uuid().optional(),
  sort: sortQuerySchema(MAIL_SORT_KEYS, '-createdAt'),
}).strict();
export type MailLogQuery = z.infer<typeof MailLogQuerySchema>;
export const MailLogAnswerSchema = listSchema(MailMessageSchema);
export type MailLogAnswer = z.infer<typeof MailLogAnswerSchema>;
export const MailMessageAnswerSchema = okSchema(MailMessageSchema);

export const MAIL_NOT_FOUND = 'Mail not found';
export const MAIL_NOT_RESENDABLE = 'Only a failed or given-up message can be sent again';
export const MAIL_SECRET_NOT_RESENDABLE =
  'This message held a sign-in link, which is not kept: the customer can ask for a new one';
export const MAIL_OFF = 'Outgoing mail is off: set SMTP_URL on the server to send mail';

/** Test mails one admin's address may send: each reaches a real mailbox. */
export const TEST_MAIL_RATE_LIMIT = { max: 10, windowMinutes: 60 } as const;

/** `POST /api/admin/mail/test`: to the admin's own address unless another is given. */
export const TestMailBodySchema = z
  .object({ to: z.email('Enter a valid email address').max(254).optional() })
  .strict();
export const TestMailAnswerSchema = okSchema(
  z.object({
    to: z.string(),
    /** Whether the mail server took it. */
    accepted: z.boolean(),
    /** The mail server's own words (`250 2.0.0 Ok: queued`, or its refusal). */
    response: z.string(),
  }),
);
export type TestMailAnswer = z.infer<typeof TestMailAnswerSchema>;
