import type { Db } from '../../db/client.ts';
import type { SeedStep } from '../../db/seed.ts';
import { rewriteUneditedAnswers } from './chatbot.seed.ts';

/**
 * The seeded answers about signing in to the apps and the Web Player as they were before
 * subscriptions carried access details (a username and password under "Your subscription" on
 * /account). An install whose intent still answers exactly this was never edited by an admin.
 */
export const ANSWERS_BEFORE_ACCESS: Record<string, string> = {
  app_login_issue:
    "Let's get you back in: 1) check the email address and that Caps Lock is off, 2) update the app and restart the device, 3) if you see \"too many devices\", stop playback on another device first. Forgotten your password? [Contact us](/contact) from your account's email address and we'll help you back in. Still stuck? Write to {{support_email}}.",
  how_to_subscribe:
    'Getting started: 1) pick a package on the [Packages](/packages) page and press Subscribe, 2) sign in or create your account at [Login / Register](/login?tab=register), 3) place the order and pay {{payment_methods}}; once the payment is confirmed your package becomes active in [My account](/account). Then follow the [Setup Guide](/setup-guide) for your device. Plans start at {{cheapest_price}}.',
  setup_smart_tv:
    "On a Samsung or LG smart TV: open the TV's app store, search for Streamfront, install it and sign in with your account. On an Android-based TV (Sony, Philips and others) use Google Play. Every step is written out in the [Setup Guide](/setup-guide#smart-tv).",
  setup_android_firetv:
    'On Fire TV: open Find > Search, look for Streamfront, select Get, then open it and sign in. On Android TV, Google TV, Nvidia Shield and Android phones or tablets, install it from Google Play. Every step is in the [Setup Guide](/setup-guide#android-fire-tv).',
  setup_ios_appletv:
    'On iPhone, iPad and Apple TV: open the App Store, search for Streamfront, install it and sign in. You can also AirPlay from your iPhone or iPad to the TV. On a Mac, just use the Web Player in your browser. Step by step: [Setup Guide](/setup-guide#ios-apple-tv).',
  setup_web:
    'Yes — the Web Player runs in any recent Chrome, Edge, Firefox or Safari on a computer, with nothing to install: sign in and open it. If the player stays black, try another browser or turn off ad blockers. More tips: [Setup Guide](/setup-guide#web).',
};

/**
 * Seed step 'chatbot:access-v1', for an install whose chat assistant was seeded before access
 * details: the sign-in and setup answers no admin edited now say where the username and
 * password are and how to get a new password. On a fresh install the first seed already has
 * them, and this step finds nothing to do.
 */
export const chatbotAccessSeedStep: SeedStep = {
  name: 'chatbot:access-v1',
  run: (db: Db) => rewriteUneditedAnswers(db, ANSWERS_BEFORE_ACCESS),
};
