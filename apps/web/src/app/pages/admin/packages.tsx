import { ServicesAdmin } from '@/features/services/components/services-admin';
import { AdminPage } from './admin-page';

/** /admin/packages: the packages customers can buy (spec §2; /admin/services leads here). */
export function AdminPackagesPage() {
  return (
    <AdminPage
      title="Packages"
      description="Create, edit, reorder and hide the packages customers can buy."
    >
      <ServicesAdmin />
    </AdminPage>
  );
}
