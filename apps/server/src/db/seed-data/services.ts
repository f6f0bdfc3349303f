import type { services } from '../schema/index.ts';

type NewService = typeof services.$inferInsert;

/** Demo catalogue: prices in cents, shaped like a real live TV + sports + VOD storefront. */
export const demoServices: NewService[] = [
  {
    name: 'Essentials',
    description:
      'Live TV and the on-demand library on one screen — the easiest way to cut the cord.',
    price: 1499,
    currency: 'USD',
    periodMonths: 1,
    maxDevices: 1,
    features: [
      '120+ live TV channels',
      '10,000+ movies and series on demand',
      'Full HD streaming',
      '7-day catch-up TV',
      'Cancel anytime',
    ],
    highlights: ['live_tv', 'vod'],
    popular: false,
    active: true,
    // The demo's one package with a free trial: a day, the norm for live TV.
    trialHours: 24,
    sortOrder: 10,
  },
  {
    name: 'Sports Plus',
    description:
      'Every match that matters: football, basketball, tennis, motorsport and fight nights, live.',
    price: 2499,
    currency: 'USD',
    periodMonths: 1,
    maxDevices: 2,
    features: [
      'Everything in Essentials',
      '40+ live sports channels',
      'Pay-per-view events included',
      'Match replays and highlights',
      '4K on selected events',
    ],
    highlights: ['live_tv', 'sports', 'vod'],
    popular: true,
    active: true,
    sortOrder: 20,
  },
  {
    name: 'Family',
    description:
      'Live TV, sports and the full library for the whole household, on up to four screens at once.',
    price: 3499,
    currency: 'USD',
    periodMonths: 1,
    maxDevices: 4,
    features: [
      'Everything in Sports Plus',
      '4 screens at the same time',
      'Kids profiles with parental controls',
      'Cloud DVR: 100 hours',
      'Premium movie channels',
    ],
    highlights: ['live_tv', 'sports', 'vod'],
    popular: false,
    active: true,
    sortOrder: 30,
  },
  {
    name: 'Sports Plus — 12 months',
    description: 'A full season of live sports at the best price: pay once, save over 30%.',
    price: 19900,
    currency: 'USD',
    periodMonths: 12,
    maxDevices: 2,
    features: [
      'Everything in Sports Plus',
      '12 months for the price of 8',
      'Priority support',
      '4K on selected events',
    ],
    highlights: ['live_tv', 'sports', 'vod'],
    popular: false,
    active: true,
    sortOrder: 40,
  },
];
