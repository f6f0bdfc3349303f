import { QueriesAdmin } from '@/features/queries/components/queries-admin';
import { AdminPage } from './admin-page';

/** /admin/queries: the inbox of contact messages, customer questions and chat hand-overs. */
export function AdminQueriesPage() {
  return (
    <AdminPage title="Queries" description="Questions and contact messages from customers.">
      <QueriesAdmin />
    </AdminPage>
  );
}
