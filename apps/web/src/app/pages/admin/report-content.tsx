import { AdminPlaceholder } from './admin-placeholder';

export function AdminReportContentPage() {
  return (
    <AdminPlaceholder
      title="Content reports"
      description="Problems customers reported with channels and titles."
    />
  );
}
