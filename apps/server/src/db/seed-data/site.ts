import { imageVersion } from '../../lib/image-version.ts';
import type { Db } from '../client.ts';
import {
  faqItems as faqItemsTable,
  heroSections as heroSectionsTable,
  siteSettings as siteSettingsTable,
} from '../schema/index.ts';
import { heroBackgroundSvg } from './hero-background.ts';

/** What the public pages show when no settings row exists yet. */
export const defaultSiteSettings = {
  siteName: 'Streamfront',
  wikiUrl: 'https://en.wikipedia.org/wiki/Streaming_television',
  webPlayerUrl: 'https://play.streamfront.tv',
} as const;

export const siteSettingsRow: typeof siteSettingsTable.$inferInsert = {
  id: 1,
  ...defaultSiteSettings,
};

const heroImage = Buffer.from(heroBackgroundSvg, 'utf8');

export const demoHero: typeof heroSectionsTable.$inferInsert = {
  title: 'Live sports, live TV and movies — all in one place',
  subtitle:
    'Stream 120+ live channels, every big match and thousands of films and series on your TV, phone, tablet and browser. No contract, cancel anytime.',
  ctaLabel: 'See packages',
  ctaHref: '/packages',
  backgroundImage: heroImage,
  backgroundImageMime: 'image/svg+xml',
  backgroundImageVersion: imageVersion(heroImage),
  active: true,
};

type NewFaqItem = typeof faqItemsTable.$inferInsert;

export const demoFaq: NewFaqItem[] = [
  {
    question: 'What is Streamfront?',
    answer:
      'Streamfront is a streaming service that brings live TV channels, live sports and a library of movies and series on demand together in one subscription. You watch over your internet connection — no satellite dish, cable box or installer needed.',
  },
  {
    question: 'Which devices can I watch on?',
    answer:
      'Smart TVs (Samsung, LG and Android TV), Amazon Fire TV, Android and iOS phones and tablets, Apple TV, and any modern web browser through the Web Player. The Setup Guide walks you through each device step by step.',
  },
  {
    question: 'How many screens can I watch on at the same time?',
    answer:
      'It depends on your package: each package shows its device limit, from one screen up to four. You can sign in on as many devices as you like; the limit only counts streams playing at the same moment.',
  },
  {
    question: 'What internet speed do I need?',
    answer:
      'We recommend at least 10 Mbps for HD and 25 Mbps for 4K per screen. A wired connection or a strong 5 GHz Wi-Fi signal gives the smoothest picture during live sports.',
  },
  {
    question: 'Can I watch live sports in 4K?',
    answer:
      'Yes. Selected matches and events are broadcast in 4K on the Sports Plus and Family packages, on 4K-capable TVs and streaming devices. Everything else streams in Full HD.',
  },
  {
    question: 'Is there a contract? How do I cancel?',
    answer:
      'There is no contract. Packages are paid for their period — monthly or yearly — and simply end when the period is over unless you renew. Contact support at any time if you need help with your subscription.',
  },
  {
    question: 'Can I watch a programme I missed?',
    answer:
      'Most live channels include 7 days of catch-up TV, and match replays and highlights are added to the sports section shortly after the final whistle.',
  },
  {
    question: "A movie or series I want isn't in the library. Can I request it?",
    answer:
      'Yes — use the VOD request form to tell us the title, whether it is a movie or a series, and the year. Our content team reviews every request and we let you know when a title is added.',
  },
  {
    question: 'A channel is not playing or keeps buffering. What should I do?',
    answer:
      'First restart the app and check your connection speed; restarting your router often helps too. If the problem continues, use the Report Content form with the channel or title name so our team can investigate quickly.',
  },
  {
    question: 'How do I contact support?',
    answer:
      'Use the contact form or the chat assistant in the corner of every page. Our support team replies by email, usually within one business day.',
  },
].map((item, index) => ({ ...item, sortOrder: (index + 1) * 10 }));

/** Seed step 'site:v1': the settings row, the hero and the FAQ. */
export async function seedSiteContent(db: Db): Promise<void> {
  await db.insert(siteSettingsTable).values(siteSettingsRow).onConflictDoNothing();
  await db.insert(heroSectionsTable).values(demoHero);
  await db.insert(faqItemsTable).values(demoFaq);
}
