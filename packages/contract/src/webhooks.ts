import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema, RecordIdsSchema, listSchema, okSchema } from './common.ts';
import { ACCESS_URL_MAX } from './access.ts';

// ---- Outgoing webhooks: signed events to the business's own systems -------------------

/** The subscription events, which the provisioning connector receives too. */
export const SUBSCRIPTION_EVENTS = [
  'subscription.activated',
  'subscription.extended',
  'subscription.suspended',
  'subscription.reactivated',
  'subscription.ended',
  'subscription.access_reset',
] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

/** Every event an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.paid',
  'order.refunded',
  ...SUBSCRIPTION_EVENTS,
  'query.created',
  'vod_request.created',
  'content_report.created',
] as const;
export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS, 'Unknown event');
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'order.created': 'Order placed',
  'order.paid': 'Order paid',
  'order.refunded': 'Order refunded',
  'subscription.activated': 'Subscription activated',
  'subscription.extended': 'Subscription extended',
  'subscription.suspended': 'Subscription suspended',
  'subscription.reactivated': 'Subscription reactivated',
  'subscription.ended': 'Subscription ended',
  'subscription.access_reset': 'Access password reset',
  'query.created': 'Question received',
  'vod_request.created': 'VOD title requested',
  'content_report.created': 'Content reported',
};

/** What a test event is sent as ("send a test event"). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/**
 * Where one delivery stands: waiting for its first try or its next one after a failure
 * (`pending`, `retrying`), answered with a 2xx (`delivered`), or given up on (`dead`).
 */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'retrying', 'delivered', 'dead'] as const;
export const WebhookDeliveryStateSchema = z.enum(WEBHOOK_DELIVERY_STATES);
export type WebhookDeliveryState = z.infer<typeof WebhookDeliveryStateSchema>;
export const WEBHOOK_DELIVERY_STATE_LABELS: Record<WebhookDeliveryState, string> = {
  pending: 'Pending',
  retrying: 'Failed, will retry',
  delivered: 'Delivered',
  dead: 'Dead',
};

/** About 1, 5, 15 and 60 minutes between tries, then dead: five tries in all. */
export const WEBHOOK_RETRY_MINUTES = [1, 5, 15, 60] as const;
/** A receiver gets this long to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is kept of a receiver's answer (and read of it, at most). */
export const WEBHOOK_ANSWER_MAX_BYTES = 16 * 1024;

export const WEBHOOK_DESCRIPTION_MAX = 200;

export const WebhookEndpointSchema = RecordIdsSchema.extend({
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventSchema),
  enabled: z.boolean(),
  /** The secret's last four characters, to tell two apart; the secret itself is shown once. */
  secretHint: z.string(),
  lastDelivery: z.object({ state: WebhookDeliveryStateSchema, at: IsoDateSchema }).nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** The fields as each is checked, without the defaults a new endpoint takes. */
const webhookEndpointFields = {
  url: z
    .string('Enter the URL')
    .trim()
    .min(1, 'Enter the URL')
    .max(ACCESS_URL_MAX, 'The URL is too long'),
  description: z
    .string()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX, `At most ${WEBHOOK_DESCRIPTION_MAX} characters`),
  events: z
    .array(WebhookEventSchema)
    .min(1, 'Choose at least one event')
    .transform((events) => [...new Set(events)]),
  enabled: z.boolean(),
};

export const WebhookEndpointFieldsSchema = z.object({
  ...webhookEndpointFields,
  description: webhookEndpointFields.description.default(''),
  enabled: webhookEndpointFields.enabled.default(true),
});
export type WebhookEndpointFields = z.input<typeof WebhookEndpointFieldsSchema>;

/** `POST /api/admin/webhooks`. */
export const CreateWebhookEndpointBodySchema = WebhookEndpointFieldsSchema.strict();
export type CreateWebhookEndpointBody = z.input<typeof CreateWebhookEndpointBodySchema>;

/** `PATCH /api/admin/webhooks/:id`: any of the fields, and/or a new secret. */
// From the fields without defaults: a field left out stays as it is.
export const UpdateWebhookEndpointBodySchema = z
  .object(webhookEndpointFields)
  .partial()
  .extend({ rotateSecret: z.literal(true).optional() })
  .strict();
export type UpdateWebhookEndpointBody = z.input<typeof UpdateWebhookEndpointBodySchema>;

/** The endpoint, and its secret when this call made one (created or rotated): shown once. */
export const WebhookEndpointAnswerSchema = okSchema(
  WebhookEndpointSchema.extend({ secret: z.string().optional() }),
);
export type WebhookEndpointAnswer = z.infer<typeof WebhookEndpointAnswerSchema>;
export const WebhookEndpointListAnswerSchema = listSchema(WebhookEndpointSchema);
export type WebhookEndpointListAnswer = z.infer<typeof WebhookEndpointListAnswerSchema>;

/** One delivery of one event to one endpoint, as the delivery log shows it. */
export const WebhookDeliverySchema = RecordIdsSchema.extend({
  event: z.string(),
  /** The `webhook-id` header: the same on every try and on a replay, so receivers dedupe. */
  messageId: z.string(),
  state: WebhookDeliveryStateSchema,
  attempts: z.number().int(),
  /** The JSON body sent. */
  request: z.string(),
  responseStatus: z.number().int().nullable(),
  /** The start of the receiver's answer, at most `WEBHOOK_ANSWER_MAX_BYTES`. */
  responseBody: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: IsoDateSchema,
  lastAttemptAt: IsoDateSchema.nullable(),
  nextAttemptAt: IsoDateSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesQuerySchema = PageQuerySchema.strict();
export const WebhookDeliveryListAnswerSchema = listSchema(WebhookDeliverySchema);
export type WebhookDeliveryListAnswer = z.infer<typeof WebhookDeliveryListAnswerSchema>;
export const WebhookDeliveryAnswerSchema = okSchema(WebhookDeliverySchema);
export type WebhookDeliveryAnswer = z.infer<typeof WebhookDeliveryAnswerSchema>;

export const WebhookDeliveryParamsSchema = z.object({
  id: z.uuid(),
  deliveryId: z.uuid(),
});
