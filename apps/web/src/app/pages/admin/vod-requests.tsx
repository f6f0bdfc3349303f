import { AdminPlaceholder } from './admin-placeholder';

export function AdminVodRequestsPage() {
  return (
    <AdminPlaceholder title="VOD requests" description="Titles customers asked to be added." />
  );
}
