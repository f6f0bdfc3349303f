import { TrialsAdmin } from '@/features/admin-trials/components/trials-admin';
import { AdminPage } from './admin-page';

/** /admin/trials: free trials, their settings and refusals, with revoke (issue 25). */
export function AdminTrialsPage() {
  return (
    <AdminPage
      title="Trials"
      description="Free trials of the packages: who took one, whether they paid after, and why others were refused."
    >
      <TrialsAdmin />
    </AdminPage>
  );
}
