import { AdminPlaceholder } from './admin-placeholder';

export function AdminSettingsPage() {
  return <AdminPlaceholder title="Settings" description="Site name, links and other settings." />;
}
