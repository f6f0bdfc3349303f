import { AdminPlaceholder } from './admin-placeholder';

export function AdminOrdersPage() {
  return (
    <AdminPlaceholder title="Orders" description="Customer orders, their status and history." />
  );
}
