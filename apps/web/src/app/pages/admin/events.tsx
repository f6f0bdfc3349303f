import { EventsAdmin } from '@/features/events/components/events-admin';
import { AdminPage } from './admin-page';

/** /admin/events: the schedule of live sports events shown on the home page (spec §2). */
export function AdminEventsPage() {
  return (
    <AdminPage
      title="Events"
      description="The live sports schedule: what the home page shows, when, and where."
    >
      <EventsAdmin />
    </AdminPage>
  );
}
