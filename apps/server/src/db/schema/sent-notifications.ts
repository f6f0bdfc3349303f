import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationAudience, NotificationType } from '@streamfront/contract';
import { services } from './services.ts';
import { users } from './users.ts';

/** What admins sent from the back-office (POST /api/admin/notifications), for its history list. */
export const sentNotifications = pgTable(
  'sent_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audience: text('audience').$type<NotificationAudience>().notNull(),
    /** The one recipient when the audience is `user`. */
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    /** The package when the audience is its customers; its name stays if it is deleted. */
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name'),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    recipientsCount: integer('recipients_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sent_notifications_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

export type SentNotificationRow = typeof sentNotifications.$inferSelect;
