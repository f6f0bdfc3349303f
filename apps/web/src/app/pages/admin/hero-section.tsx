import { HeroAdmin } from '@/features/site/components/hero-admin';
import { HeroSection } from '../home-sections/hero-section';
import { AdminPage } from './admin-page';

/** /admin/hero-section: the home page's top, previewed with the home page's own component. */
export function AdminHeroSectionPage() {
  return (
    <AdminPage
      title="Hero section"
      description="The headline, call to action and background of the home page."
    >
      <HeroAdmin renderHero={(hero) => <HeroSection hero={hero} />} />
    </AdminPage>
  );
}
