import { daysLeft, formatInstant, SERVER_TEXT_PLACE } from '@streamfront/contract';
import type { OrderRow } from '../../db/schema/index.ts';
import type { NotificationInput } from '../notifications/notify.ts';

/** "November 23, 2026": the day the subscription ends, in UTC as every server text is. */
const endDate = (date: Date) => formatInstant('longDate', date, SERVER_TEXT_PLACE);

/** What a customer reads before their subscription ends, sent by the sweep or an admin. */
export function reminderNotice(order: OrderRow, now: Date): NotificationInput {
  const days = daysLeft(order.expiresAt!, now);
  return {
    type: 'warning',
    title: days <= 1 ? 'Subscription ends tomorrow' : `Subscription ends in ${days} days`,
    message:
      `Your ${order.serviceName} subscription (${order.orderNumber}) ends on ` +
      `${endDate(order.expiresAt!)}. Renew it from your account to keep watching.`,
    // The account page has the Renew button.
    link: '/account',
  };
}

/** What a customer reads when an admin has given their subscription more time. */
export function extendedNotice(order: OrderRow): NotificationInput {
  return {
    type: 'success',
    title: 'Subscription extended',
    message: `Your ${order.serviceName} subscription (${order.orderNumber}) now ends on ${endDate(
      order.expiresAt!,
    )}.`,
    link: '/account',
  };
}
