import { FaviconAdmin } from '@/features/site/components/favicon-admin';
import { AdminPage } from './admin-page';

/** /admin/settings/favicon: the icon browsers show for the site (spec §2). */
export function AdminFaviconPage() {
  return (
    <AdminPage title="Favicon" description="The icon browsers show for the site in every tab.">
      <FaviconAdmin />
    </AdminPage>
  );
}
