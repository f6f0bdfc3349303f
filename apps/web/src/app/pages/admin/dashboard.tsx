import { AdminPlaceholder } from './admin-placeholder';

export function AdminDashboardPage() {
  return (
    <AdminPlaceholder
      title="Dashboard"
      description="Live counts and recent activity across the business."
    />
  );
}
