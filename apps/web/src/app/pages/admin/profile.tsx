import { AdminPlaceholder } from './admin-placeholder';

export function AdminProfilePage() {
  return <AdminPlaceholder title="Profile" description="Your admin account and password." />;
}
