import { MailLogAdmin } from '@/features/admin-mail/components/mail-log-admin';
import { AdminPage } from './admin-page';

/** /admin/mail: every message sent, its state and tries, resend (issue 22; `?state=dead` from a notice). */
export function AdminMailPage() {
  return (
    <AdminPage
      title="Mail log"
      description="Every message the site sent or is sending: recipient, template, state and tries."
    >
      <MailLogAdmin />
    </AdminPage>
  );
}
