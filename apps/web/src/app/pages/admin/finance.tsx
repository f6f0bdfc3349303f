import { AdminPlaceholder } from './admin-placeholder';

export function AdminFinancePage() {
  return <AdminPlaceholder title="Finance" description="Revenue, refunds and expenses." />;
}
