import type {
  Notification,
  NotificationChangeEvent,
  NotificationReadEvent,
} from '@streamfront/contract';
import type { FastifyBaseLogger } from 'fastify';
import { rooms, type RealtimeServer } from '../../plugins/realtime/index.ts';

export interface Recipient {
  id: string;
  role: 'user' | 'admin';
}

/**
 * Live events about notifications. Admins get the `admin:` family of spec §7, customers the
 * `notification:` one; read/updated/deleted reach every tab of the recipient. A failed emit
 * is logged and never fails the request: the row is stored and clients refetch on reconnect.
 */
export function createNotificationEvents(io: RealtimeServer, log: FastifyBaseLogger) {
  const safely = (what: string, emit: () => void) => {
    try {
      emit();
    } catch (error) {
      log.warn({ err: error, event: what }, 'live notification event not sent');
    }
  };

  return {
    created(recipient: Recipient, notification: Notification) {
      safely('new', () => {
        if (recipient.role === 'admin') {
          io.to(rooms.adminInbox(recipient.id)).emit('admin:notification:new', notification);
        } else {
          io.to(rooms.user(recipient.id)).emit('notification:new', notification);
        }
      });
    },

    read(recipient: Recipient, event: NotificationReadEvent) {
      safely('read', () => {
        const to = io.to(rooms.user(recipient.id));
        if (recipient.role === 'admin') to.emit('admin:notification:read', event);
        else to.emit('notification:read', event);
      });
    },

    updated(recipient: Recipient, event: NotificationChangeEvent) {
      safely('updated', () => {
        const to = io.to(rooms.user(recipient.id));
        if (recipient.role === 'admin') to.emit('admin:notification:updated', event);
        else to.emit('notification:updated', event);
      });
    },

    deleted(recipient: Recipient, event: NotificationChangeEvent) {
      safely('deleted', () => {
        const to = io.to(rooms.user(recipient.id));
        if (recipient.role === 'admin') to.emit('admin:notification:deleted', event);
        else to.emit('notification:deleted', event);
      });
    },
  };
}

export type NotificationEvents = ReturnType<typeof createNotificationEvents>;
