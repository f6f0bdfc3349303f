import { AdminPlaceholder } from './admin-placeholder';

export function AdminPackagesPage() {
  return (
    <AdminPlaceholder
      title="Packages"
      description="Create, edit, reorder and hide the packages customers can buy."
    />
  );
}
