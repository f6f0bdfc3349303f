import { VodRequestsAdmin } from '@/features/admin-vod-requests/components/vod-requests-admin';
import { AdminPage } from './admin-page';

/** /admin/vod-requests: titles customers asked for, with who asked and what they were told. */
export function AdminVodRequestsPage() {
  return (
    <AdminPage title="VOD requests" description="Titles customers asked to be added.">
      <VodRequestsAdmin />
    </AdminPage>
  );
}
