import { useSession } from '@/features/auth/session/use-session';
import { AuditLogAdmin } from '@/features/audit-log/components/audit-log-admin';
import { AdminPage } from './admin-page';

/** /admin/audit-log: who changed what and when, for every admin change (spec §2). */
export function AdminAuditLogPage() {
  const { user } = useSession();
  return (
    <AdminPage
      title="Audit log"
      description="Every admin change: who made it, to which record, before and after."
    >
      <AuditLogAdmin me={user?.id} />
    </AdminPage>
  );
}
