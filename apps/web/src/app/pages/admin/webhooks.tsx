import { WebhooksAdmin } from '@/features/admin-webhooks/components/webhooks-admin';
import { AdminPage } from './admin-page';

/** /admin/settings/webhooks: where the site sends signed events, and what became of them. */
export function AdminWebhooksPage() {
  return (
    <AdminPage
      title="Webhooks"
      description="Send orders, subscriptions and requests to your own systems as signed events."
    >
      <WebhooksAdmin />
    </AdminPage>
  );
}
