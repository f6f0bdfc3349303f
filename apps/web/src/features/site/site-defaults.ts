import type { Site } from '@streamfront/contract';

/**
 * What the public pages show until (or unless) `GET /api/site` answers: the same values the
 * server seeds, so a slow or failed call never leaves a link without an address.
 */
export const SITE_DEFAULTS: Site = {
  siteName: 'Streamfront',
  wikiUrl: 'https://en.wikipedia.org/wiki/Streaming_television',
  webPlayerUrl: 'https://play.streamfront.tv',
  supportEmail: 'support@streamfront.tv',
  contactPhone: '',
  paymentInstructions: '',
  // Offered only once the server says the card processor is set up.
  cardPayments: false,
  socialLinks: [],
  hero: null,
  faq: [],
};
