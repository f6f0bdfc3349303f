import type {
  AudiencePackage,
  Notification,
  NotificationRecipient,
  NotificationAudience,
  NotificationType,
  SentNotification,
} from '@streamfront/contract';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { searchAny } from '../../db/list-query.ts';
import {
  notifications,
  orders,
  sentNotifications,
  services,
  users,
  type NotificationRow,
} from '../../db/schema/index.ts';

/**
 * A customer of a package (decision 033): an order of it that is paid or running and has not
 * ended. Paid-but-not-started counts, since that customer is waiting for the service; a
 * pending order (not paid) or an expired, cancelled or refunded one does not.
 */
export function subscribedTo(serviceId: string | AnyColumn, now = new Date()): SQL {
  return and(
    eq(orders.serviceId, serviceId),
    inArray(orders.status, ['paid', 'active']),
    or(isNull(orders.expiresAt), gt(orders.expiresAt, now)),
  )!;
}

const activeCustomer = and(eq(users.role, 'user'), eq(users.disabled, false))!;

export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  link?: string | null | undefined;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    read: row.read,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
  };
}

const newestFirst = [desc(notifications.createdAt), desc(notifications.seq)];
const mine = (recipientId: string, id: string) =>
  and(eq(notifications.id, id), eq(notifications.recipientId, recipientId));

/** Every query filters on the recipient: one user can never see or touch another's rows. */
export function createNotificationsRepository(db: Db) {
  return {
    async list(recipientId: string, page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.recipientId, recipientId))
          .orderBy(...newestFirst)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: count() })
          .from(notifications)
          .where(eq(notifications.recipientId, recipientId)),
      ]);
      return { items: rows.map(toNotification), total: total?.n ?? 0 };
    },

    async unreadCount(recipientId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.recipientId, recipientId), eq(notifications.read, false)));
      return row?.n ?? 0;
    },

    async markRead(recipientId: string, id: string): Promise<Notification | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ read: true })
        .where(mine(recipientId, id))
        .returning();
      return row && toNotification(row);
    },

    async markAllRead(recipientId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.recipientId, recipientId), eq(notifications.read, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async remove(recipientId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(mine(recipientId, id))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async removeAll(recipientId: string): Promise<number> {
      const rows = await db
        .delete(notifications)
        .where(eq(notifications.recipientId, recipientId))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async findRecipient(userId: string) {
      const [row] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        // A closed account gets no notices (decision 060): the person has left.
        .where(and(eq(users.id, userId), isNull(users.closedAt)))
        .limit(1);
      return row;
    },

    async createFor(recipientId: string, input: NotificationInput): Promise<Notification> {
      const [row] = await db
        .insert(notifications)
        .values({ recipientId, ...fields(input) })
        .returning();
      return toNotification(row!);
    },

    /** One row per active account of the role, in one statement. */
    createForRole(role: 'user' | 'admin', input: NotificationInput) {
      return createForUsers(db, and(eq(users.role, role), eq(users.disabled, false))!, input);
    },

    /** One row per active customer of the package (`subscribedTo`), in one statement. */
    createForPackage(serviceId: string, input: NotificationInput) {
      const subscribed = db
        .select({ one: sql`1` })
        .from(orders)
        .where(and(eq(orders.userId, users.id), subscribedTo(serviceId)));
      return createForUsers(db, and(activeCustomer, exists(subscribed))!, input);
    },

    async findPackage(id: string) {
      const [row] = await db
        .select({ id: services.id, name: services.name })
        .from(services)
        .where(eq(services.id, id))
        .limit(1);
      return row;
    },

    /** Every package, in catalogue order, with how many customers a send to it reaches now. */
    async audiencePackages(): Promise<AudiencePackage[]> {
      const rows = await db
        .select({
          id: services.id,
          name: services.name,
          customers: countDistinct(users.id),
        })
        .from(services)
        .leftJoin(orders, subscribedTo(services.id))
        .leftJoin(users, and(eq(users.id, orders.userId), activeCustomer))
        .groupBy(services.id, services.name, services.sortOrder)
        .orderBy(asc(services.sortOrder), asc(services.name));
      return rows;
    },

    /** Active customers whose email or name holds `q`, for picking one recipient. */
    async searchRecipients(q: string | undefined, limit: number): Promise<NotificationRecipient[]> {
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(activeCustomer, searchAny(q, [users.email, users.name])))
        .orderBy(asc(users.email))
        .limit(limit);
      return rows.map((row) => ({ _id: row.id, ...row }));
    },

    async recordSent(input: {
      audience: NotificationAudience;
      recipientId: string | null;
      package: { id: string; name: string } | null;
      senderId: string;
      recipientsCount: number;
      notification: NotificationInput;
    }): Promise<string> {
      const [row] = await db
        .insert(sentNotifications)
        .values({
          audience: input.audience,
          recipientId: input.recipientId,
          serviceId: input.package?.id ?? null,
          serviceName: input.package?.name ?? null,
          senderId: input.senderId,
          recipientsCount: input.recipientsCount,
          ...fields(input.notification),
        })
        .returning({ id: sentNotifications.id });
      return row!.id;
    },

    async listSent(page: number, pageSize: number) {
      const [items, [total]] = await Promise.all([
        selectSent(db)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(sentNotifications),
      ]);
      return { items: items.map(toSentNotification), total: total?.n ?? 0 };
    },

    async findSent(id: string): Promise<SentNotification | undefined> {
      const [row] = await selectSent(db).where(eq(sentNotifications.id, id)).limit(1);
      return row && toSentNotification(row);
    },
  };
}

const recipient = alias(users, 'recipient');
const sender = alias(users, 'sender');

function selectSent(db: Db) {
  return db
    .select({
      sent: sentNotifications,
      recipient: { id: recipient.id, name: recipient.name, email: recipient.email },
      sender: { id: sender.id, name: sender.name, email: sender.email },
    })
    .from(sentNotifications)
    .leftJoin(recipient, eq(recipient.id, sentNotifications.recipientId))
    .leftJoin(sender, eq(sender.id, sentNotifications.senderId))
    .orderBy(desc(sentNotifications.createdAt), desc(sentNotifications.id))
    .$dynamic();
}

function toSentNotification({
  sent,
  recipient,
  sender,
}: Awaited<ReturnType<typeof selectSent>>[number]): SentNotification {
  return {
    _id: sent.id,
    id: sent.id,
    audience: sent.audience,
    recipient,
    package:
      sent.audience === 'package' ? { id: sent.serviceId, name: sent.serviceName ?? '' } : null,
    sender,
    type: sent.type,
    title: sent.title,
    message: sent.message,
    link: sent.link,
    recipientsCount: sent.recipientsCount,
    createdAt: sent.createdAt.toISOString(),
  };
}

/** Inserts one notification per user matching `where`, in one statement. */
async function createForUsers(
  db: Db,
  where: SQL,
  input: NotificationInput,
): Promise<{ recipientId: string; notification: Notification }[]> {
  const { type, title, message, link } = fields(input);
  const rows = await db
    .insert(notifications)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          seq: sql`nextval(pg_get_serial_sequence('notifications', 'seq'))`.as('seq'),
          recipientId: users.id,
          type: sql`${type}::text`.as('type'),
          title: sql`${title}::text`.as('title'),
          message: sql`${message}::text`.as('message'),
          read: sql`false`.as('read'),
          link: sql`${link}::text`.as('link'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(users)
        .where(where),
    )
    .returning();
  return rows.map((row) => ({ recipientId: row.recipientId, notification: toNotification(row) }));
}

function fields(input: NotificationInput) {
  return { type: input.type, title: input.title, message: input.message, link: input.link ?? null };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
