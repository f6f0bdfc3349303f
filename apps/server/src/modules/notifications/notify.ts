import type { Notification } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { createNotificationEvents } from './notifications.live.ts';
import {
  createNotificationsRepository,
  type NotificationInput,
} from './notifications.repository.ts';

export type { NotificationInput } from './notifications.repository.ts';

/**
 * The one way any module notifies people: stores one row per recipient, then sends it live.
 * Call it after your own transaction has committed. It throws only when the rows cannot be
 * stored; live delivery problems are logged, never thrown.
 */
export interface Notify {
  /** Every active admin gets a row and, if subscribed, `admin:notification:new`. */
  admins(input: NotificationInput): Promise<Notification[]>;
  /** One user (customer or admin); null when no such user exists. */
  user(userId: string, input: NotificationInput): Promise<Notification | null>;
  /**
   * `user` for a caller whose change must not exist without its notice, nor the notice
   * without the change (a reminder sent once): the row is written with the caller's
   * transaction `tx`; `deliver()` sends it live and is called once that has committed.
   */
  userWithin(
    tx: Db,
    userId: string,
    input: NotificationInput,
  ): Promise<{ notification: Notification; deliver: () => void } | null>;
  /** Every active customer (role `user`); resolves to the number of rows created. */
  customers(input: NotificationInput): Promise<number>;
  /** Every active customer of one package (decision 033); resolves to the rows created. */
  customersOf(serviceId: string, input: NotificationInput): Promise<number>;
  /**
   * `admins` for a caller whose own record is already stored (a form, a chat hand-over): a
   * failure is logged, never thrown, so a saved submission is not answered with an error
   * and then sent again.
   */
  adminsAfterSave(input: NotificationInput): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notify: Notify;
  }
}

export const notifyPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = createNotificationsRepository(app.db);
    const live = createNotificationEvents(app.realtime.io, app.log);

    const notify: Notify = {
      async admins(input) {
        const created = await repo.createForRole('admin', input);
        for (const { recipientId, notification } of created) {
          live.created({ id: recipientId, role: 'admin' }, notification);
        }
        return created.map((c) => c.notification);
      },

      async user(userId, input) {
        if (!z.uuid().safeParse(userId).success) return null;
        const recipient = await repo.findRecipient(userId);
        if (!recipient) return null;
        const notification = await repo.createFor(recipient.id, input);
        live.created(recipient, notification);
        return notification;
      },

      async userWithin(tx, userId, input) {
        const within = createNotificationsRepository(tx);
        const recipient = await within.findRecipient(userId);
        if (!recipient) return null;
        const notification = await within.createFor(recipient.id, input);
        return { notification, deliver: () => live.created(recipient, notification) };
      },

      async adminsAfterSave(input) {
        try {
          await notify.admins(input);
        } catch (error) {
          app.log.error({ err: error, type: input.type }, 'notifying admins failed');
        }
      },

      async customers(input) {
        const created = await repo.createForRole('user', input);
        for (const { recipientId, notification } of created) {
          live.created({ id: recipientId, role: 'user' }, notification);
        }
        return created.length;
      },

      async customersOf(serviceId, input) {
        const created = await repo.createForPackage(serviceId, input);
        for (const { recipientId, notification } of created) {
          live.created({ id: recipientId, role: 'user' }, notification);
        }
        return created.length;
      },
    };
    app.decorate('notify', notify);
  },
  { name: 'notify', dependencies: ['database', 'realtime'] },
);
