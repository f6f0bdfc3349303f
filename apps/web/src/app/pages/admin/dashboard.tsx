import { AdminDashboard } from '@/features/dashboard/components/admin-dashboard';
import { AdminPage } from './admin-page';

/** /admin/dashboard: today's counts, revenue, the last 30 days and recent activity (spec §2). */
export function AdminDashboardPage() {
  return (
    <AdminPage title="Dashboard" description="Today’s figures across the business.">
      <AdminDashboard />
    </AdminPage>
  );
}
