import { AdminGuard } from '@/features/auth/components/admin-guard';
import { AdminLayout } from './admin-layout';

/** The /admin tree's frame, loaded only when someone opens the back-office. */
export function AdminArea() {
  return (
    <AdminGuard>
      <AdminLayout />
    </AdminGuard>
  );
}
