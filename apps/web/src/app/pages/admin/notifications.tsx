import { AdminPlaceholder } from './admin-placeholder';

export function AdminNotificationsPage() {
  return (
    <AdminPlaceholder
      title="Notifications"
      description="Send notifications to one customer or to everyone."
    />
  );
}
