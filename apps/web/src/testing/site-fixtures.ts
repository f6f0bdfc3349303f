import type { AdminFaqItem, AdminHero, Site, SiteSettings } from '@streamfront/contract';
import { jsonResponse } from './http';

/** What `GET /api/admin/settings` answers in the web tests. */
export const SITE_SETTINGS: SiteSettings = {
  siteName: 'Streamfront',
  supportEmail: '',
  contactPhone: '+44 20 7946 0321',
  paymentInstructions: 'Pay by bank transfer to Streamfront Media Ltd; use your order number.',
  wikiUrl: 'https://en.wikipedia.org/wiki/Streaming_television',
  webPlayerUrl: 'https://play.streamfront.tv',
  mailFromName: '',
  mailReplyTo: '',
  brandColor: '#e11d48',
  unpaidReminderHours: 24,
  unpaidCancelDays: 7,
  socialLinks: {
    facebook: 'https://www.facebook.com/streamfront.tv',
    instagram: '',
    x: '',
    youtube: 'https://www.youtube.com/@streamfront',
    tiktok: '',
  },
  legalName: 'Streamfront Media Ltd',
  legalAddress: '1 Market Street\nLondon EC1A 1AA',
  taxNumber: 'GB123456789',
  taxRatePercent: 20,
  configuredSupportEmail: 'support@streamfront.tv',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

/** What `GET /api/admin/hero` answers in the web tests. */
export const ADMIN_HERO: AdminHero = {
  title: 'Live sports, live TV and movies — all in one place',
  subtitle: 'Stream 120+ live channels on every screen.',
  ctaLabel: 'See packages',
  ctaHref: '/packages',
  backgroundImageUrl: '/api/hero/image?v=0123456789abcdef',
  customImage: false,
  updatedAt: '2026-11-20T09:00:00.000Z',
};

export function faqItem(n: number, overrides: Partial<AdminFaqItem> = {}): AdminFaqItem {
  const id = `6a1c5a52-08b5-4b6c-9c69-0a8f0d4a6a0${n}`;
  return {
    _id: id,
    id,
    question: `Question number ${n}?`,
    answer: `The answer to question ${n}.`,
    sortOrder: n * 10,
    active: true,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** What `GET /api/site` answers in the web tests: the site with its own links and support address. */
export function siteAnswer(patch: Partial<Site> = {}) {
  const site: Site = {
    siteName: 'Streamfront',
    wikiUrl: 'https://wiki.example/streaming',
    webPlayerUrl: 'https://player.example',
    supportEmail: 'help@example.com',
    contactPhone: '',
    paymentInstructions: '',
    cardPayments: false,
    socialLinks: [],
    hero: null,
    faq: [],
    ...patch,
  };
  return jsonResponse(200, { success: true, data: site });
}
