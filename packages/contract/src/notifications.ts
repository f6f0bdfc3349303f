import { z } from 'zod';
import { isSameSitePath } from './routes.ts';
import {
  CacheBustSchema,
  DeletedAnswerSchema,
  RecordIdsSchema,
  SearchQuerySchema,
  IsoDateSchema,
  PageQuerySchema,
  listSchema,
  okSchema,
  toOneLine,
} from './common.ts';

/** Spec §3 types plus a generic `info`; the client shows a bell for any it does not know. */
export const NOTIFICATION_TYPES = [
  'order',
  'query',
  'contact',
  'vod_request',
  'content_report',
  'success',
  'error',
  'warning',
  'info',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES, 'Unknown notification type');
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** Spec §3: the first five types are admin-only — events an admin acts on. */
export const ADMIN_NOTIFICATION_TYPES = [
  'order',
  'query',
  'contact',
  'vod_request',
  'content_report',
] as const;
export const AdminNotificationTypeSchema = z.enum(ADMIN_NOTIFICATION_TYPES);
export type AdminNotificationType = z.infer<typeof AdminNotificationTypeSchema>;
export const isAdminNotificationType = (type: NotificationType): type is AdminNotificationType =>
  (ADMIN_NOTIFICATION_TYPES as readonly string[]).includes(type);

export const NotificationSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  /** Where the notification leads in the app (a path such as `/admin/queries`), if anywhere. */
  link: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationLinkSchema = z
  .string()
  .trim()
  .max(2048, 'Link must be at most 2048 characters')
  .refine(isSameSitePath, 'Link must be a path on this site, such as /packages');

/** Newest first; `page`/`pageSize` as everywhere else. */
export const NotificationListQuerySchema = PageQuerySchema;
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const NotificationListAnswerSchema = listSchema(NotificationSchema);
export type NotificationListAnswer = z.infer<typeof NotificationListAnswerSchema>;

export const UnreadCountSchema = z.object({ count: z.number().int().min(0) });
export const UnreadCountAnswerSchema = okSchema(UnreadCountSchema);
export type UnreadCountAnswer = z.infer<typeof UnreadCountAnswerSchema>;

export const NotificationAnswerSchema = okSchema(NotificationSchema);

/** PATCH /notifications/read-all: how many changed; the unread count is then 0. */
export const ReadAllAnswerSchema = okSchema(z.object({ updated: z.number().int().min(0) }));

/** The one delete answer of every resource, under the name the notification routes use. */
export const NotificationDeletedAnswerSchema = DeletedAnswerSchema;

/** DELETE /notifications: how many were removed. */
export const NotificationsDeletedAnswerSchema = okSchema(
  z.object({ deleted: z.number().int().min(0) }),
);

// ---- Admin: send and history -------------------------------------------------------------

/**
 * Who a back-office send reaches: one `user`, every `customers`, the customers of one
 * `package` (a paid or running subscription that has not ended, decision 033), or `admins`.
 */
export const NOTIFICATION_AUDIENCES = ['user', 'customers', 'package', 'admins'] as const;
export const NotificationAudienceSchema = z.enum(
  NOTIFICATION_AUDIENCES,
  'Audience must be user, customers, package or admins',
);
export type NotificationAudience = z.infer<typeof NotificationAudienceSchema>;

export const SendNotificationBodySchema = z
  .object({
    audience: NotificationAudienceSchema,
    /** Required when the audience is one `user`. */
    userId: z.uuid('Choose the customer to notify').optional(),
    /** Required when the audience is one `package`'s customers. */
    serviceId: z.uuid('Choose the package whose customers to notify').optional(),
    type: NotificationTypeSchema,
    title: z
      .string()
      .overwrite(toOneLine)
      .min(1, 'Title is required')
      .max(200, 'Title must be at most 200 characters'),
    message: z
      .string()
      .trim()
      .min(1, 'Message is required')
      .max(2000, 'Message must be at most 2000 characters'),
    link: NotificationLinkSchema.nullable().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.audience === 'user' && !body.userId) {
      ctx.addIssue({ code: 'custom', path: ['userId'], message: 'Choose the customer to notify' });
    }
    if (body.audience !== 'user' && body.userId) {
      ctx.addIssue({
        code: 'custom',
        path: ['userId'],
        message: 'User id is only allowed when the audience is one user',
      });
    }
    if (body.audience === 'package' && !body.serviceId) {
      ctx.addIssue({
        code: 'custom',
        path: ['serviceId'],
        message: 'Choose the package whose customers to notify',
      });
    }
    if (body.audience !== 'package' && body.serviceId) {
      ctx.addIssue({
        code: 'custom',
        path: ['serviceId'],
        message: 'Package is only allowed when the audience is one package',
      });
    }
    if (
      (body.audience === 'customers' || body.audience === 'package') &&
      isAdminNotificationType(body.type)
    ) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: 'This type is for admins only' });
    }
  });
export type SendNotificationBody = z.infer<typeof SendNotificationBodySchema>;

const PersonSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** One send from the back-office, as its history page lists it. */
export const SentNotificationSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  audience: NotificationAudienceSchema,
  /** The recipient when the audience is one user (null for groups, or once that account is gone). */
  recipient: PersonSchema.nullable(),
  /** The package when the audience is one package's customers (its name kept if deleted). */
  package: z.object({ id: z.uuid().nullable(), name: z.string() }).nullable(),
  sender: PersonSchema.nullable(),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  recipientsCount: z.number().int().min(0),
  createdAt: IsoDateSchema,
});
export type SentNotification = z.infer<typeof SentNotificationSchema>;

export const SentNotificationAnswerSchema = okSchema(SentNotificationSchema);
export const SentNotificationListQuerySchema = PageQuerySchema;
export const SentNotificationListAnswerSchema = listSchema(SentNotificationSchema);

/** `GET /api/admin/notifications/recipients?q=`: customers found by email or name. */
export const RecipientSearchQuerySchema = CacheBustSchema.extend({
  q: SearchQuerySchema,
  pageSize: z.coerce.number().int().min(1).max(20).default(8),
}).strict();
export type RecipientSearchQuery = z.infer<typeof RecipientSearchQuerySchema>;

export const NotificationRecipientSchema = RecordIdsSchema.extend({
  name: z.string(),
  email: z.string(),
});
export type NotificationRecipient = z.infer<typeof NotificationRecipientSchema>;
export const RecipientSearchAnswerSchema = okSchema(z.array(NotificationRecipientSchema));
export type RecipientSearchAnswer = z.infer<typeof RecipientSearchAnswerSchema>;

/**
 * `GET /api/admin/notifications/packages`: every package with how many customers a send to
 * it would reach now, for the audience picker.
 */
export const AudiencePackageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  customers: z.number().int().min(0),
});
export type AudiencePackage = z.infer<typeof AudiencePackageSchema>;
export const AudiencePackagesAnswerSchema = okSchema(z.array(AudiencePackageSchema));
export type AudiencePackagesAnswer = z.infer<typeof AudiencePackagesAnswerSchema>;

// ---- Live channel (socket.io on /socket.io, spec §7) --------------------------------------

/** Spec §6: an admin sends its user id; the server checks the role itself. */
export const AdminSubscribePayloadSchema = z.union([
  z.uuid(),
  z.object({ userId: z.uuid() }).strict(),
]);
export type AdminSubscribePayload = z.infer<typeof AdminSubscribePayloadSchema>;

/** `admin:subscribe` calls per socket; beyond, the ack refuses until the minute is over. */
export const ADMIN_SUBSCRIBE_RATE_LIMIT = { max: 30, windowMinutes: 1 } as const;

export type AdminSubscribeAck = { ok: true } | { ok: false; message: string };

/** `…:read`: one notification became read; `unreadCount` is the recipient's count afterwards. */
export const NotificationReadEventSchema = z.object({
  notificationId: z.uuid(),
  unreadCount: z.number().int().min(0),
});
export type NotificationReadEvent = z.infer<typeof NotificationReadEventSchema>;

/**
 * `…:updated` and `…:deleted`: `notificationId` null means "all of them" (read-all or
 * delete-all). Clients refetch their list on either (spec §7).
 */
export const NotificationChangeEventSchema = z.object({
  notificationId: z.uuid().nullable(),
  unreadCount: z.number().int().min(0),
});
export type NotificationChangeEvent = z.infer<typeof NotificationChangeEventSchema>;

/**
 * Admins get the `admin:` events (the new one only after `admin:subscribe`); customers get
 * the same payloads under `notification:`. Every tab of a user receives them, so a read or
 * delete in one tab shows in the others.
 */
/**
 * The records of the back-office whose pages update live: a change by one admin reaches every
 * other admin's open list and detail (issue 11: two admins on one record).
 */
export const AdminRecordSchema = z.enum([
  'order',
  'query',
  'vod_request',
  'content_report',
  'event',
]);
export type AdminRecord = z.infer<typeof AdminRecordSchema>;

/** `admin:record:changed`: record `id` of kind `record` was created or changed; refetch it. */
export const AdminRecordChangedEventSchema = z.object({
  record: AdminRecordSchema,
  id: z.uuid(),
});
export type AdminRecordChangedEvent = z.infer<typeof AdminRecordChangedEventSchema>;

export interface ServerToClientEvents {
  'admin:record:changed': (event: AdminRecordChangedEvent) => void;
  'admin:notification:new': (notification: Notification) => void;
  'admin:notification:read': (event: NotificationReadEvent) => void;
  'admin:notification:updated': (event: NotificationChangeEvent) => void;
  'admin:notification:deleted': (event: NotificationChangeEvent) => void;
  'notification:new': (notification: Notification) => void;
  'notification:read': (event: NotificationReadEvent) => void;
  'notification:updated': (event: NotificationChangeEvent) => void;
  'notification:deleted': (event: NotificationChangeEvent) => void;
}

export interface ClientToServerEvents {
  'admin:subscribe': (
    payload: AdminSubscribePayload,
    ack?: (answer: AdminSubscribeAck) => void,
  ) => void;
}

/** DESIGN §6 names. */
export type ServerEvents = ServerToClientEvents;
export type ClientEvents = ClientToServerEvents;

/** `connect_error` carries `data` with the HTTP-like status of the refusal. */
export interface SocketRefusal {
  status: 401 | 403;
}
