import { ContentReportsAdmin } from '@/features/admin-content-reports/components/content-reports-admin';
import { AdminPage } from './admin-page';

/** /admin/report-content: reported problems, grouped by channel or title. */
export function AdminReportContentPage() {
  return (
    <AdminPage
      title="Content reports"
      description="Problems customers reported with channels and titles."
    >
      <ContentReportsAdmin />
    </AdminPage>
  );
}
