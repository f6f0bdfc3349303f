import { BusinessAdmin } from '@/features/business/components/business-admin';
import { AdminPage } from './admin-page';

/** /admin/business: the owner's numbers by month (issue 25): customers, churn, MRR, trials. */
export function AdminBusinessPage() {
  return (
    <AdminPage
      title="Business"
      description="Paying customers, churn, recurring revenue and trials, month by month."
    >
      <BusinessAdmin />
    </AdminPage>
  );
}
