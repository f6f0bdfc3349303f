import { z } from 'zod';
import { IsoDateSchema, okSchema } from './common.ts';
import { OrderStatusSchema } from './orders.ts';

// ---- Access details: how a customer watches what they paid for ----------------------

/**
 * Where a subscription's access stands: usable, suspended (kept, not deleted: an admin's
 * hold), or ended (taken back when the subscription ended or was refunded).
 */
export const ACCESS_STATES = ['active', 'suspended', 'ended'] as const;
export const AccessStateSchema = z.enum(ACCESS_STATES, 'Unknown access state');
export type AccessState = z.infer<typeof AccessStateSchema>;
export const ACCESS_STATE_LABELS: Record<AccessState, string> = {
  active: 'Active',
  suspended: 'Suspended',
  ended: 'Ended',
};

/**
 * Why access is suspended: the grace period after an unpaid end (lifted by a renewal paid
 * within it), or an admin's hold (abuse, a chargeback), which only an admin lifts.
 */
export const SUSPENSION_KINDS = ['grace', 'admin'] as const;
export const SuspensionKindSchema = z.enum(SUSPENSION_KINDS);
export type SuspensionKind = z.infer<typeof SuspensionKindSchema>;

/** Grace after an unpaid end, in days (Settings → Provisioning). */
export const GRACE_DAYS_MAX = 90;
export const GraceDaysSchema = z
  .number('Grace must be a whole number of days from 0 to 90')
  .int('Grace must be a whole number of days from 0 to 90')
  .min(0, 'Grace must be a whole number of days from 0 to 90')
  .max(GRACE_DAYS_MAX, 'Grace must be a whole number of days from 0 to 90');

export const SUSPEND_REASON_MAX = 500;
/** `POST /api/admin/subscriptions/:orderId/suspend`. */
export const SuspendBodySchema = z
  .object({
    reason: z
      .string('Say why the subscription is suspended')
      .trim()
      .min(1, 'Say why the subscription is suspended')
      .max(SUSPEND_REASON_MAX, `At most ${SUSPEND_REASON_MAX} characters`),
  })
  .strict();
export type SuspendBody = z.input<typeof SuspendBodySchema>;

/**
 * Who creates the access: the product itself (a username and a strong password at
 * activation) or the business's own system, told by a signed webhook (decision 052).
 */
export const PROVISIONING_CONNECTORS = ['built-in', 'webhook'] as const;
export const ProvisioningConnectorSchema = z.enum(
  PROVISIONING_CONNECTORS,
  'Choose built-in or webhook',
);
export type ProvisioningConnector = z.infer<typeof ProvisioningConnectorSchema>;
export const PROVISIONING_CONNECTOR_LABELS: Record<ProvisioningConnector, string> = {
  'built-in': 'Built-in (this site creates the login)',
  webhook: 'Webhook (your streaming panel creates it)',
};

/**
 * Where the connector stands with one subscription: done (`ready`), waiting for a delivery
 * or its retry (`pending`), or given up on after the last try (`failed`).
 */
export const PROVISIONING_STATES = ['ready', 'pending', 'failed'] as const;
export const ProvisioningStateSchema = z.enum(PROVISIONING_STATES);
export type ProvisioningState = z.infer<typeof ProvisioningStateSchema>;
export const PROVISIONING_STATE_LABELS: Record<ProvisioningState, string> = {
  ready: 'Ready',
  pending: 'Waiting for the connector',
  failed: 'Failed',
};

/** What the activation mail carries: the details themselves, or a link to see them signed in. */
export const ACCESS_IN_MAIL = ['details', 'link'] as const;
export const AccessInMailSchema = z.enum(ACCESS_IN_MAIL, 'Choose details or a link');
export type AccessInMail = z.infer<typeof AccessInMailSchema>;

export const ACCESS_USERNAME_MAX = 100;
export const ACCESS_PASSWORD_MAX = 200;
export const ACCESS_URL_MAX = 2000;

/** The details themselves: what an app or the web player asks for. */
export const AccessDetailsSchema = z.object({
  username: z.string(),
  password: z.string(),
  /** A server address the apps take (`http://line.example.tv:8080`); null: none. */
  serverUrl: z.string().nullable(),
  /** A playlist or portal link (M3U, Stalker); null: none. */
  portalUrl: z.string().nullable(),
  activationCode: z.string().nullable(),
  /** How many screens may watch at once: the package's, at activation. */
  screens: z.number().int(),
});
export type AccessDetails = z.infer<typeof AccessDetailsSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || null)
    .nullable()
    .optional();

/**
 * What an admin may set by hand, and what a webhook connector's 2xx answer may return (then
 * stored as if typed here). A field left out keeps its value.
 */
export const AccessDetailsFieldsSchema = z.object({
  username: z
    .string('Enter a username')
    .trim()
    .min(1, 'Enter a username')
    .max(ACCESS_USERNAME_MAX, `Username must be at most ${ACCESS_USERNAME_MAX} characters`),
  password: z
    .string('Enter a password')
    .min(1, 'Enter a password')
    .max(ACCESS_PASSWORD_MAX, `Password must be at most ${ACCESS_PASSWORD_MAX} characters`),
  serverUrl: optionalText(ACCESS_URL_MAX, 'Server address is too long'),
  portalUrl: optionalText(ACCESS_URL_MAX, 'Playlist or portal link is too long'),
  activationCode: optionalText(200, 'Activation code is too long'),
});
export type AccessDetailsFields = z.input<typeof AccessDetailsFieldsSchema>;

/** `PUT /api/admin/orders/:id/access`: set the details, or `regenerate` a new password. */
export const AdminAccessBodySchema = z.union([
  AccessDetailsFieldsSchema.strict(),
  z.object({ regenerate: z.literal(true) }).strict(),
]);
export type AdminAccessBody = z.input<typeof AdminAccessBodySchema>;

/** One of the customer's subscriptions, as `/account` shows it. */
export const MySubscriptionSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  serviceId: z.uuid().nullable(),
  serviceName: z.string(),
  periodMonths: z.number().int(),
  status: OrderStatusSchema,
  /** A free trial: it ends at an hour, and ordering the package keeps its login (decision 055). */
  trial: z.boolean(),
  startsAt: IsoDateSchema.nullable(),
  expiresAt: IsoDateSchema.nullable(),
  /** Whole days left, rounded up; 0 once ended. */
  daysLeft: z.number().int(),
  accessState: AccessStateSchema,
  /** Why it is suspended; null when it is not. */
  suspension: SuspensionKindSchema.nullable(),
  /** In the grace period: renewing before then keeps the login and the days. */
  graceEndsAt: IsoDateSchema.nullable(),
  provisioning: ProvisioningStateSchema,
  /** Null while the connector has not answered yet, or once the access ended. */
  access: AccessDetailsSchema.nullable(),
  /** The last time the customer asked for a new password, for the rate limit's message. */
  accessResetAt: IsoDateSchema.nullable(),
  /** A renewal already ordered (not cancelled or refunded): no second Renew is offered. */
  renewal: z
    .object({ orderId: z.uuid(), orderNumber: z.string(), status: OrderStatusSchema })
    .nullable(),
});
export type MySubscription = z.infer<typeof MySubscriptionSchema>;

export const MySubscriptionsAnswerSchema = okSchema(z.array(MySubscriptionSchema));
export type MySubscriptionsAnswer = z.infer<typeof MySubscriptionsAnswerSchema>;
export const MySubscriptionAnswerSchema = okSchema(MySubscriptionSchema);
export type MySubscriptionAnswer = z.infer<typeof MySubscriptionAnswerSchema>;

/** `POST /api/account/subscriptions/:orderId/reset-access`: this many per hour per customer. */
export const ACCESS_RESET_RATE_LIMIT = { max: 3, windowMinutes: 60 } as const;

export const SubscriptionParamsSchema = z.object({ orderId: z.uuid('Order id must be a UUID') });

/** What the order page shows an admin about its access and the connector's work on it. */
export const AdminAccessSchema = z.object({
  orderId: z.uuid(),
  state: AccessStateSchema,
  suspension: SuspensionKindSchema.nullable(),
  /** Why an admin suspended it; null otherwise. */
  suspendedReason: z.string().nullable(),
  graceEndsAt: IsoDateSchema.nullable(),
  /** The order's own status and end, for the suspend and resume buttons. */
  orderStatus: OrderStatusSchema,
  expiresAt: IsoDateSchema.nullable(),
  access: AccessDetailsSchema.nullable(),
  provisioning: z.object({
    connector: ProvisioningConnectorSchema,
    state: ProvisioningStateSchema,
    /** Tries of the last delivery to the connector (0 with the built-in one). */
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    lastAttemptAt: IsoDateSchema.nullable(),
  }),
  updatedAt: IsoDateSchema,
});
export type AdminAccess = z.infer<typeof AdminAccessSchema>;
export const AdminAccessAnswerSchema = okSchema(AdminAccessSchema);
export type AdminAccessAnswer = z.infer<typeof AdminAccessAnswerSchema>;

/** A `whsec_` secret of the Standard Webhooks specification: base64 of 24 to 64 bytes. */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/;
export const WebhookSecretSchema = z
  .string()
  .trim()
  .regex(WEBHOOK_SECRET_PATTERN, 'The secret must look like whsec_ followed by base64');

/** `GET /api/admin/settings/provisioning`: never the secret, only whether one is kept. */
export const ProvisioningSettingsSchema = z.object({
  connector: ProvisioningConnectorSchema,
  url: z.string().nullable(),
  secretSet: z.boolean(),
  accessInMail: AccessInMailSchema,
  graceDays: z.number().int(),
});
export type ProvisioningSettings = z.infer<typeof ProvisioningSettingsSchema>;

/**
 * `PUT /api/admin/settings/provisioning`. The webhook connector needs a URL; a secret left
 * out keeps the one kept, and one is made (and answered once) when there is none.
 */
export const ProvisioningSettingsBodySchema = z
  .object({
    connector: ProvisioningConnectorSchema,
    url: z.string().trim().max(ACCESS_URL_MAX, 'The URL is too long').optional(),
    secret: WebhookSecretSchema.optional(),
    accessInMail: AccessInMailSchema.optional(),
    graceDays: GraceDaysSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.connector === 'webhook' && !body.url)
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: 'Enter the URL your streaming panel receives events on',
      });
  });
export type ProvisioningSettingsBody = z.input<typeof ProvisioningSettingsBodySchema>;

/** The settings, and the secret when this change made one: shown this once. */
export const ProvisioningSettingsAnswerSchema = okSchema(
  ProvisioningSettingsSchema.extend({ newSecret: z.string().optional() }),
);
export type ProvisioningSettingsAnswer = z.infer<typeof ProvisioningSettingsAnswerSchema>;
