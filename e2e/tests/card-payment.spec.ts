import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../scripts/start-server.ts';
import {
  startStripeStandIn,
  type StripeStandIn,
} from '../../apps/server/src/testing/stripe-stand-in.ts';
import { E2E_ADMIN } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { test as base, expect } from '../support/fixtures.ts';
import { sidewaysOverflow, subscribeSignedOut } from '../support/selling.ts';

/**
 * Card payments need a server with Stripe keys, so this file has one of its own (the workers'
 * servers keep card payments off, as a fresh install does, for the specs that say so): the
 * real `stripe` SDK talks to a local stand-in of Stripe, whose checkout page posts a signed
 * `checkout.session.completed` to this server's webhook and sends the browser back.
 */
const test = base.extend<object, { cardServer: { server: RunningServer; stripe: StripeStandIn } }>({
  cardServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const stripe = await startStripeStandIn();
      let server: RunningServer | undefined;
      try {
        server = await startServer(
          {
            ADMIN_EMAIL: E2E_ADMIN.email,
            ADMIN_PASSWORD: E2E_ADMIN.password,
            RATE_LIMIT_PER_MINUTE: '100000',
            REGISTRATIONS_PER_HOUR: '1000',
            STRIPE_SECRET_KEY: stripe.secretKey,
            STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
            STRIPE_API_URL: stripe.url,
          },
          120_000,
        );
        stripe.deliverTo(`${server.baseURL}/api/payments/stripe/webhook`);
        await use({ server, stripe });
      } finally {
        await server?.stop();
        await stripe.close();
      }
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ cardServer }, use) => {
    await use(cardServer.server.baseURL);
  },
});

// Dates follow the viewer's language (decision 040).
test.use({ locale: 'en-US' });
// A server of its own to start, a checkout, another site and back: more than 30 s when busy.
test.setTimeout(90_000);

/** A customer signs in, pays a package by card on the stand-in's page and comes back to it active. */
async function payByCard(
  page: Page,
  navigate: (path: string) => Promise<void>,
  account: { email: string; password: string },
  phone: boolean,
) {
  const packageName = await subscribeSignedOut(page, navigate, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // Card payment is offered (and chosen first) beside the manual ways.
  const card = page.getByRole('radio', { name: /Pay by card/ });
  await expect(card).toBeChecked();
  await expect(page.getByRole('radio', { name: /Pay by transfer/ })).toBeVisible();
  await page.getByLabel('Billing address').fill('Riley Doe\n1 High Street, Leeds');
  if (phone) expect(await sidewaysOverflow(page), 'checkout').toBeLessThanOrEqual(0);
  else expect(await seriousViolations(page), 'checkout').toEqual([]);
  await page.getByRole('button', { name: 'Place order and pay by card' }).click();

  // The stand-in's checkout page: another site, the amount the server computed.
  await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible();
  await expect(page.getByText(packageName)).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();

  // Back on the site, which shows what the server knows: paid and active.
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]+\/return\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toContainText(
    /Your subscription is active until \w{3} \d{1,2}, \d{4}\./,
    { timeout: 15_000 },
  );
  if (phone) expect(await sidewaysOverflow(page), 'return page').toBeLessThanOrEqual(0);
  else expect(await seriousViolations(page), 'return page').toEqual([]);

  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const subscription = page.getByRole('region', { name: 'Your subscription' }).getByRole('article');
  await expect(subscription).toHaveCount(1);
  await expect(subscription).toContainText(packageName);
  await expect(subscription).toContainText(/\d+ days left/);
  if (phone) expect(await sidewaysOverflow(page), 'account').toBeLessThanOrEqual(0);
}

test('a customer pays by card on the processor’s page and comes back to an active subscription', async ({
  page,
  navigate,
  newCustomer,
}) => {
  await payByCard(page, navigate, await newCustomer(), false);
});

test.describe('on a phone, 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the same card payment, with nothing scrolling sideways', async ({
    page,
    navigate,
    newCustomer,
  }) => {
    await payByCard(page, navigate, await newCustomer(), true);
  });
});
