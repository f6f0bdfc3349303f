import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signInAsAdmin } from '../support/admin.ts';

/**
 * Every admin route of spec §2 with what proves it is the working page on the demo data
 * (a seeded row or a seeded value): one visit per route at each width, none scrolling sideways.
 */
type Main = ReturnType<Page['getByRole']>;

/** A list page's pager says how many records it found: at least one on the demo data. */
const listed = (main: Main) => expect(main.getByText(/^Showing 1–\d+ of [1-9]/)).toBeVisible();

const ROUTES: [path: string, heading: string, proof: (main: Main) => Promise<void>][] = [
  [
    'dashboard',
    'Dashboard',
    // Other tests pay or cancel the pending demo orders; the active subscriptions stay.
    (main) =>
      expect(main.getByRole('link', { name: /^[1-9]\d* active subscriptions?$/ })).toBeVisible(),
  ],
  ['events', 'Events', listed],
  [
    'orders',
    'Orders',
    async (main) => {
      // The orders, then the extensions given after outages: the demo's two days for Sports Plus.
      await expect(main.getByText(/^Showing 1–\d+ of [1-9]/)).toHaveCount(2);
      await expect(
        main.getByRole('region', { name: 'Past extensions' }).getByText('Sports Plus').first(),
      ).toBeVisible();
    },
  ],
  // The demo's customers, with their orders.
  ['customers', 'Customers', listed],
  [
    'trials',
    'Trials',
    async (main) => {
      // The demo's year of trials, and the refusals counted beside them.
      await listed(main);
      await expect(
        main.getByRole('region', { name: 'Refusals in the last 30 days' }),
      ).toBeVisible();
    },
  ],
  ['packages', 'Packages', listed],
  ['queries', 'Queries', listed],
  ['vod-requests', 'VOD requests', listed],
  ['report-content', 'Content reports', listed],
  [
    'promo-codes',
    'Promo codes',
    (main) => expect(main.getByText('WELCOME10').first()).toBeVisible(),
  ],
  [
    'notifications',
    'Notifications',
    (main) => expect(main.getByRole('button', { name: /^Send/ }).first()).toBeVisible(),
  ],
  [
    'hero-section',
    'Hero section',
    (main) => expect(main.getByLabel('Title', { exact: true })).toHaveValue(/\S/),
  ],
  [
    'finance',
    'Finance',
    (main) => expect(main.getByRole('region', { name: 'Totals' })).toBeVisible(),
  ],
  [
    'business',
    'Business',
    // The demo's year of history: customers paying at the end of the period.
    (main) =>
      expect(
        main
          .getByRole('region', { name: 'Customers' })
          .locator('dt', { hasText: /^Paying at end$/ })
          .locator('xpath=following-sibling::dd[1]'),
      ).toHaveText(/^[1-9]/),
  ],
  [
    'settings/favicon',
    'Favicon',
    (main) => expect(main.getByLabel('Upload a new favicon')).toBeVisible(),
  ],
  [
    'chatbot',
    'Chatbot',
    (main) => expect(main.getByRole('table', { name: /^Intents/ })).toBeVisible(),
  ],
  [
    'profile',
    'Profile',
    (main) => expect(main.getByLabel('Name', { exact: true }).first()).toHaveValue(/\S/),
  ],
  ['settings', 'Settings', (main) => expect(main.getByLabel('Site name')).toHaveValue(/\S/)],
  // The demo mail log: the demo orders' mails, one failing and one given up.
  ['mail', 'Mail log', listed],
  [
    'jobs',
    'Jobs',
    (main) =>
      expect(main.getByRole('region', { name: 'Jobs by state' }).getByText('Dead')).toBeVisible(),
  ],
  ['audit-log', 'Audit log', listed],
];

for (const width of [1280, 375]) {
  test(`every admin route is a working page with demo data at ${width} px`, async ({
    page,
    login,
    navigate,
  }) => {
    test.slow();
    await signInAsAdmin(page, login, width);
    for (const [path, heading, proof] of ROUTES) {
      await test.step(`/admin/${path}`, async () => {
        await navigate(`/admin/${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const main = page.getByRole('main');
        await proof(main);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `/admin/${path} scrolls sideways`).toBeLessThanOrEqual(0);
      });
    }
  });
}
