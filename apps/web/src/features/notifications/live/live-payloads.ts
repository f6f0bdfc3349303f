import type {
  AdminRecord,
  AdminRecordChangedEvent,
  Notification,
  NotificationChangeEvent,
  NotificationReadEvent,
} from '@streamfront/contract';

// Hand-written checks rather than the contract's zod schemas: this code ships to every
// signed-in customer, and zod would add tens of kilobytes to it for four shapes.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/** The fields the inbox and the toast use; the server sends the full `Notification`. */
export function isNotification(value: unknown): value is Notification {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    typeof value.type === 'string' &&
    typeof value.title === 'string' &&
    typeof value.message === 'string' &&
    typeof value.read === 'boolean'
  );
}

export function isReadEvent(value: unknown): value is NotificationReadEvent {
  return isRecord(value) && typeof value.notificationId === 'string' && isCount(value.unreadCount);
}

export function isChangeEvent(value: unknown): value is NotificationChangeEvent {
  return (
    isRecord(value) &&
    (value.notificationId === null || typeof value.notificationId === 'string') &&
    isCount(value.unreadCount)
  );
}

const ADMIN_RECORDS: readonly AdminRecord[] = [
  'order',
  'query',
  'vod_request',
  'content_report',
  'event',
] satisfies readonly AdminRecord[];

export function isRecordChangedEvent(value: unknown): value is AdminRecordChangedEvent {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    ADMIN_RECORDS.includes(value.record as AdminRecord)
  );
}
