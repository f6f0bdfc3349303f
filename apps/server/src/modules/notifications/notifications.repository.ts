import type {
  Notification,
  NotificationAudience,
  NotificationType,
  SentNotification,
} from '@streamfront/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  notifications,
  sentNotifications,
  users,
  type NotificationRow,
} from '../../db/schema/index.ts';

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

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];
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
        .where(eq(users.id, userId))
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
    async createForRole(
      role: 'user' | 'admin',
      input: NotificationInput,
    ): Promise<{ recipientId: string; notification: Notification }[]> {
      const { type, title, message, link } = fields(input);
      const rows = await db
        .insert(notifications)
        .select(
          db
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              recipientId: users.id,
              type: sql`${type}::text`.as('type'),
              title: sql`${title}::text`.as('title'),
              message: sql`${message}::text`.as('message'),
              read: sql`false`.as('read'),
              link: sql`${link}::text`.as('link'),
              createdAt: sql`now()`.as('created_at'),
            })
            .from(users)
            .where(and(eq(users.role, role), eq(users.disabled, false))),
        )
        .returning();
      return rows.map((row) => ({
        recipientId: row.recipientId,
        notification: toNotification(row),
      }));
    },

    async recordSent(input: {
      audience: NotificationAudience;
      recipientId: string | null;
      senderId: string;
      recipientsCount: number;
      notification: NotificationInput;
    }): Promise<string> {
      const [row] = await db
        .insert(sentNotifications)
        .values({
          audience: input.audience,
          recipientId: input.recipientId,
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
    sender,
    type: sent.type,
    title: sent.title,
    message: sent.message,
    link: sent.link,
    recipientsCount: sent.recipientsCount,
    createdAt: sent.createdAt.toISOString(),
  };
}

function fields(input: NotificationInput) {
  return { type: input.type, title: input.title, message: input.message, link: input.link ?? null };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
