import { JobsAdmin } from '@/features/admin-jobs/components/jobs-admin';
import { AdminPage } from './admin-page';

/** /admin/jobs: the background work, with retry and discard (issue 21; `?state=dead` from a notice). */
export function AdminJobsPage() {
  return (
    <AdminPage
      title="Jobs"
      description="Work done after a request (mail, reminders, sweeps): queued, running, failed and dead."
    >
      <JobsAdmin />
    </AdminPage>
  );
}
