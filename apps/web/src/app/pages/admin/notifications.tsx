import { LiveStatus } from '@/features/notifications/components/live-status';
import { NotificationInbox } from '@/features/notifications/components/notification-inbox';
import { SendNotificationForm } from '@/features/notifications/components/send-notification-form';
import { SentNotifications } from '@/features/notifications/components/sent-notifications';
import { useSession } from '@/features/auth/session/use-session';
import { AdminPage } from './admin-page';

/** /admin/notifications: the admin's own inbox, sending, and what was sent. */
export function AdminNotificationsPage() {
  const { logout } = useSession();
  return (
    <AdminPage
      title="Notifications"
      description="Your inbox, and notifications for every customer, one package's customers, one customer or every admin."
      actions={<LiveStatus />}
      className="gap-8"
    >
      <div className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="rounded-xl border border-night-700 bg-night-900 p-5">
          <NotificationInbox variant="page" onSessionExpired={logout} />
        </div>
        <div className="flex flex-col gap-8">
          <section
            aria-labelledby="send-notification-title"
            className="rounded-xl border border-night-700 bg-night-900 p-5"
          >
            <h2 id="send-notification-title" className="mb-4 text-lg font-semibold">
              Send a notification
            </h2>
            <SendNotificationForm />
          </section>
          <section
            aria-labelledby="sent-notifications-title"
            className="rounded-xl border border-night-700 bg-night-900 p-5"
          >
            <h2 id="sent-notifications-title" className="text-lg font-semibold">
              Sent
            </h2>
            <SentNotifications />
          </section>
        </div>
      </div>
    </AdminPage>
  );
}
