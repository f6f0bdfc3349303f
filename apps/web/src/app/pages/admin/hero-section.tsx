import { AdminPlaceholder } from './admin-placeholder';

export function AdminHeroSectionPage() {
  return (
    <AdminPlaceholder
      title="Hero section"
      description="The headline, call to action and background of the home page."
    />
  );
}
