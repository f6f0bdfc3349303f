import type { OrderRow } from '../../db/schema/index.ts';
import type { NotificationInput } from '../notifications/notify.ts';

/**
 * What a customer reads when an admin holds their subscription, or lifts the hold. The
 * admin's reason is for the team (a chargeback number, say): the customer is asked to
 * write instead.
 */
export function holdNotice(order: OrderRow, held: boolean): NotificationInput {
  const subscription = `Your ${order.serviceName} subscription (${order.orderNumber})`;
  return held
    ? {
        type: 'warning',
        title: 'Subscription on hold',
        message: `${subscription} is on hold: its login does not work for now. Write to us and we will tell you why.`,
        link: '/contact',
      }
    : {
        type: 'success',
        title: 'Subscription active again',
        message: `${subscription} is active again: sign in on your devices with the same login.`,
        link: '/account',
      };
}
