import type { Notification } from '@streamfront/contract';
import toast from 'react-hot-toast';
import { NotificationIcon } from './notification-icon';

/** Spec §9: the new-notification toast, top-right for 5 s. */
export const NOTIFICATION_TOAST = { position: 'top-right', duration: 5000 } as const;

/** Shows a new notification's title and message; the same one twice shows once. */
export function showNotificationToast(notification: Notification): void {
  toast(
    <div className="min-w-0">
      <p className="font-semibold">{notification.title}</p>
      <p className="mt-0.5 line-clamp-3 text-sm text-slate-300">{notification.message}</p>
    </div>,
    {
      ...NOTIFICATION_TOAST,
      id: `notification-${notification._id}`,
      icon: <NotificationIcon type={notification.type} />,
    },
  );
}
