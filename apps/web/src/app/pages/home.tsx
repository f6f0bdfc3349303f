import { useUpcomingEvents } from '@/features/events/api/get-upcoming-events';
import { UpNextCard } from '@/features/events/components/up-next-card';
import { UpcomingEvents } from '@/features/events/components/upcoming-events';
import { PageHead } from '@/features/seo/page-head';
import { useSite } from '@/features/site/api/get-site';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { BUILT_IN_FAQ, FaqSection } from './home-sections/faq-section';
import { FeaturesSection } from './home-sections/features-section';
import { BUILT_IN_HERO, HeroSection } from './home-sections/hero-section';
import { SubscribeSection } from './home-sections/subscribe-section';

/** Home: sections reached by the anchors #hero, #features and #faq (spec §2). */
export function HomePage() {
  const site = useSite();
  const events = useUpcomingEvents(6);
  useScrollToHash(!site.isPending && !events.isPending);

  const faq = site.data?.faq.length ? site.data.faq : BUILT_IN_FAQ;

  return (
    <main>
      <PageHead
        title="Streamfront: Live Sports, Live TV and Movies on Every Screen"
        exactTitle
        description="Stream live sports, 120+ live TV channels and thousands of movies and series on your TV, phone, tablet and browser. No contract. See Streamfront packages."
        openGraph
      />
      <HeroSection
        hero={site.data?.hero ?? BUILT_IN_HERO}
        aside={events.data && <UpNextCard events={events.data} />}
      />
      <FeaturesSection />
      <UpcomingEvents />
      <FaqSection items={faq} loading={site.isPending} />
      <SubscribeSection />
    </main>
  );
}
