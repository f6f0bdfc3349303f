import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useUpcomingEvents } from '@/features/events/api/get-upcoming-events';
import { UpNextCard } from '@/features/events/components/up-next-card';
import { UpcomingEvents } from '@/features/events/components/upcoming-events';
import { PageHead } from '@/features/seo/page-head';
import { useSite } from '@/features/site/api/get-site';
import { BUILT_IN_FAQ, FaqSection } from './home-sections/faq-section';
import { FeaturesSection } from './home-sections/features-section';
import { BUILT_IN_HERO, HeroSection } from './home-sections/hero-section';
import { SubscribeSection } from './home-sections/subscribe-section';

/**
 * Brings the section named by the hash into view: after a click on the home page (smoothly,
 * through the stylesheet's scroll-behavior), and after arriving from another page or a hard
 * load of /#faq — once the sections above it have their content, so it does not move away.
 */
function useScrollToSection(ready: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, key, ready]);
}

/** Home: sections reached by the anchors #hero, #features and #faq (spec §2). */
export function HomePage() {
  const site = useSite();
  const events = useUpcomingEvents(6);
  useScrollToSection(!site.isPending && !events.isPending);

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
