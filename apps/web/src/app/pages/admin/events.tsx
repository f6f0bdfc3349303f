import { AdminPlaceholder } from './admin-placeholder';

export function AdminEventsPage() {
  return <AdminPlaceholder title="Events" description="The schedule of live sports events." />;
}
