import { AdminPlaceholder } from './admin-placeholder';

export function AdminFaviconPage() {
  return <AdminPlaceholder title="Favicon" description="The icon browsers show for the site." />;
}
