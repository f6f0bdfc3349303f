import { AdminPlaceholder } from './admin-placeholder';

export function AdminQueriesPage() {
  return (
    <AdminPlaceholder
      title="Queries"
      description="Questions and contact messages from customers."
    />
  );
}
