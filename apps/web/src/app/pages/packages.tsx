import { PackagesList } from '@/features/services/components/packages-list';
import { PublicPage } from './public-page';

export function PackagesPage() {
  return (
    <PublicPage
      title="Packages"
      intro="Live TV, live sports and video on demand. Pick the package that fits your home."
    >
      <PackagesList />
    </PublicPage>
  );
}
