import { CustomersList } from '@/features/admin-customers/components/customers-list';
import { AdminPage } from './admin-page';

/** /admin/customers: the customer accounts, and closing one for its owner (issue 26). */
export function AdminCustomersPage() {
  return (
    <AdminPage
      title="Customers"
      description="Every customer account: when they joined, their orders, and closing an account for its owner."
    >
      <CustomersList />
    </AdminPage>
  );
}
