import { z } from 'zod';
import { IsoDateSchema, RecordIdsSchema, listSchema, okSchema } from './common.ts';
import { adminListQuerySchema } from './list.ts';

// ---- Customers' data rights (issue 26 §3, decision 060) ---------------------------------

/** A prepared download stays this long; a customer may ask for one this often. */
export const DATA_EXPORT_VALID_HOURS = 24;
export const DATA_EXPORT_EVERY_HOURS = 24;

/** The page a ready export's notification and mail link to: signed in, it downloads the file. */
export const dataExportPath = (id: string) => `/account/data-export/${id}`;
/** The file's name: the site's data of one person, on the day it was prepared. */
export const dataExportFileName = (preparedAt: string) => `my-data-${preparedAt.slice(0, 10)}.json`;

/**
 * `POST /api/account/export`: the access passwords go in only when asked for. The body may be
 * left out (the framework hands a missing body over as null).
 */
export const DataExportBodySchema = z
  .object({ includeSecrets: z.boolean('Say yes or no').optional() })
  .strict()
  .nullish();
export type DataExportBody = z.infer<typeof DataExportBodySchema>;

export const DATA_EXPORT_STATES = ['preparing', 'ready', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** One export the customer asked for, without its content. */
export const DataExportSchema = RecordIdsSchema.extend({
  requestedAt: IsoDateSchema,
  includeSecrets: z.boolean(),
  state: z.enum(DATA_EXPORT_STATES),
  readyAt: IsoDateSchema.nullable(),
  expiresAt: IsoDateSchema.nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;
export const DataExportAnswerSchema = okSchema(DataExportSchema);
export type DataExportAnswer = z.infer<typeof DataExportAnswerSchema>;

/** `GET /api/account/exports`: the latest ones, and when the next may be asked for (null: now). */
export const DataExportsSchema = z.object({
  exports: z.array(DataExportSchema),
  nextRequestAt: IsoDateSchema.nullable(),
});
export type DataExports = z.infer<typeof DataExportsSchema>;
export const DataExportsAnswerSchema = okSchema(DataExportsSchema);
export type DataExportsAnswer = z.infer<typeof DataExportsAnswerSchema>;

/** `POST /api/account/close`: the password, which a stolen session alone does not know. */
export const CloseAccountBodySchema = z
  .object({ password: z.string('Enter your password').min(1, 'Enter your password').max(1024) })
  .strict();
export type CloseAccountBody = z.infer<typeof CloseAccountBodySchema>;

/** What a closed account's name becomes, on the account and on the orders and invoices kept. */
export const CLOSED_ACCOUNT_NAME = 'Closed account';

/** The answers' words, shared by the server and the web app. */
export const DATA_RIGHTS_MESSAGES = {
  exportQueued:
    'We are preparing your data. A download link will arrive by notification and by email within a few minutes.',
  exportLimit: (hours: number) =>
    `You can download your data once a day. Try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
  exportNotFound: 'This download was not found.',
  exportPreparing: 'Your data is still being prepared. The link arrives when it is ready.',
  exportExpired: 'This download has expired. Ask for a new one from “Your data” in My account.',
  wrongPassword: 'Your password is incorrect',
  closed: 'Your account is closed.',
  customerNotFound: 'Customer not found',
  adminAccount: 'An admin account cannot be closed here.',
  alreadyClosed: 'This account is already closed.',
} as const;

/** The reason a second export within a day is refused with (the answer's `reason`). */
export const DATA_EXPORT_LIMIT_REASON = 'export_daily_limit';

const Iso = IsoDateSchema;
const IsoOrNull = IsoDateSchema.nullable();

/**
 * The downloaded file: everything the product holds about the person (decision 060). Access
 * passwords and activation codes are in `subscriptions` only when the export was asked with
 * them (`secretsIncluded`); the team's internal notes and the audit log are the business's
 * own records and are not part of it.
 */
export const DataExportDocumentSchema = z.object({
  format: z.literal('streamfront-data-export/1'),
  site: z.string(),
  preparedAt: Iso,
  secretsIncluded: z.boolean(),
  profile: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    emailVerifiedAt: IsoOrNull,
    photo: z.string().nullable(),
    locale: z.string().nullable(),
    timeZone: z.string().nullable(),
    twoFactor: z.boolean(),
    createdAt: Iso,
  }),
  /** What the person agreed to receive (one-click unsubscribe turns these off). */
  consents: z.object({ renewalReminders: z.boolean(), news: z.boolean() }),
  orders: z.array(
    z.object({
      id: z.uuid(),
      orderNumber: z.string(),
      package: z.string(),
      periodMonths: z.number().int(),
      status: z.string(),
      trial: z.boolean(),
      subtotal: z.number().int(),
      discount: z.number().int(),
      total: z.number().int(),
      currency: z.string(),
      promoCode: z.string().nullable(),
      paymentMethod: z.string(),
      paidWith: z.string().nullable(),
      billingAddress: z.string().nullable(),
      createdAt: Iso,
      paidAt: IsoOrNull,
      startsAt: IsoOrNull,
      expiresAt: IsoOrNull,
      timeline: z.array(z.object({ from: z.string().nullable(), to: z.string(), at: Iso })),
    }),
  ),
  invoices: z.array(
    z.object({
      number: z.string(),
      kind: z.string(),
      orderNumber: z.string(),
      issuedAt: Iso,
      total: z.number().int(),
      currency: z.string(),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.uuid(),
      orderNumber: z.string(),
      package: z.string(),
      state: z.string(),
      screens: z.number().int(),
      username: z.string().nullable(),
      serverUrl: z.string().nullable(),
      portalUrl: z.string().nullable(),
      /** Only in an export asked for with the access passwords. */
      password: z.string().nullable().optional(),
      activationCode: z.string().nullable().optional(),
      createdAt: Iso,
    }),
  ),
  trials: z.array(
    z.object({ orderNumber: z.string(), startsAt: Iso, endsAt: Iso, revokedAt: IsoOrNull }),
  ),
  questions: z.array(
    z.object({
      id: z.uuid(),
      source: z.string(),
      name: z.string(),
      email: z.string(),
      subject: z.string().nullable(),
      message: z.string(),
      status: z.string(),
      createdAt: Iso,
      messages: z.array(z.object({ from: z.enum(['you', 'team']), body: z.string(), at: Iso })),
    }),
  ),
  chatConversations: z.array(
    z.object({
      startedAt: Iso,
      lastAt: Iso,
      handoverEmail: z.string().nullable(),
      messages: z.array(
        z.object({ from: z.enum(['you', 'assistant']), text: z.string(), at: Iso }),
      ),
    }),
  ),
  notifications: z.array(
    z.object({
      type: z.string(),
      title: z.string(),
      message: z.string(),
      read: z.boolean(),
      link: z.string().nullable(),
      createdAt: Iso,
    }),
  ),
  mail: z.array(
    z.object({
      to: z.string(),
      template: z.string(),
      subject: z.string(),
      state: z.string(),
      createdAt: Iso,
      sentAt: IsoOrNull,
    }),
  ),
  vodRequests: z.array(
    z.object({
      title: z.string(),
      type: z.string(),
      year: z.number().int().nullable(),
      note: z.string().nullable(),
      status: z.string(),
      requestedAt: Iso,
    }),
  ),
  contentReports: z.array(
    z.object({
      subject: z.string(),
      problemType: z.string(),
      details: z.string(),
      status: z.string(),
      createdAt: Iso,
    }),
  ),
  sessions: z.array(
    z.object({
      userAgent: z.string().nullable(),
      address: z.string().nullable(),
      signedInAt: Iso,
      lastSeenAt: Iso,
      endedAt: IsoOrNull,
    }),
  ),
});
export type DataExportDocument = z.infer<typeof DataExportDocumentSchema>;

// ---- Retention (Settings → Data retention) ----------------------------------------------

export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3650;
const daysMessage = `A whole number of days from ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX}`;
const RetentionDaysSchema = z
  .number(daysMessage)
  .int(daysMessage)
  .min(RETENTION_DAYS_MIN, daysMessage)
  .max(RETENTION_DAYS_MAX, daysMessage);

/** Chat conversations and mail log entries older than these are removed (daily). */
export const RetentionSettingsSchema = z
  .object({ chatRetentionDays: RetentionDaysSchema, mailLogRetentionDays: RetentionDaysSchema })
  .strict();
export type RetentionSettings = z.infer<typeof RetentionSettingsSchema>;
export const RetentionSettingsAnswerSchema = okSchema(RetentionSettingsSchema);
export type RetentionSettingsAnswer = z.infer<typeof RetentionSettingsAnswerSchema>;

// ---- Admin → Customers -------------------------------------------------------------------

export const CUSTOMER_STATUSES = ['open', 'closed'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = {
  open: 'Open',
  closed: 'Closed',
};

export const CUSTOMER_SORT_KEYS = ['createdAt', 'name', 'email', 'ordersCount'] as const;
/** `GET /api/admin/customers`: search by name or email, open or closed, sorted, paged. */
export const AdminCustomerListQuerySchema = adminListQuerySchema(CUSTOMER_SORT_KEYS, '-createdAt', {
  status: z.enum(CUSTOMER_STATUSES).optional(),
});
export type AdminCustomerListQuery = z.infer<typeof AdminCustomerListQuerySchema>;

export const AdminCustomerSchema = RecordIdsSchema.extend({
  name: z.string(),
  email: z.string(),
  verified: z.boolean(),
  createdAt: IsoDateSchema,
  ordersCount: z.number().int(),
  closedAt: IsoDateSchema.nullable(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;
export const AdminCustomerListAnswerSchema = listSchema(AdminCustomerSchema);
export type AdminCustomerListAnswer = z.infer<typeof AdminCustomerListAnswerSchema>;
export const AdminCustomerAnswerSchema = okSchema(AdminCustomerSchema);
export type AdminCustomerAnswer = z.infer<typeof AdminCustomerAnswerSchema>;
