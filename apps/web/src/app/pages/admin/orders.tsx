import { OrdersAdmin } from '@/features/admin-orders/components/orders-admin';
import { AdminPage } from './admin-page';

/** /admin/orders: every order, its detail and its status changes (spec §2). */
export function AdminOrdersPage() {
  return (
    <AdminPage title="Orders" description="Customer orders, their status and history.">
      <OrdersAdmin />
    </AdminPage>
  );
}
