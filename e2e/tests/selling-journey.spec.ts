import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, waitForApp } from '../support/fixtures.ts';
import {
  DEMO_PROMO_CODE,
  findOrderInAccount,
  placeOrderWithPromoCode,
  sidewaysOverflow,
} from '../support/selling.ts';

// Dates follow the viewer's language (decision 040): this customer reads American English.
test.use({ locale: 'en-US' });

/** An admin in a browser of their own, signed in and watching /admin/orders live. */
async function adminWatchingOrders(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const admin = await context.newPage();
  await signIn(admin, 'admin');
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.goto('/admin/orders');
  await waitForApp(admin);
  // Two browsers on a machine of two cores: the first admin page may take a while.
  await expect(admin.getByRole('table', { name: 'Orders' })).toBeVisible({ timeout: 20_000 });
  // Subscribed: the server has put this tab in the admin room, so the new order cannot be missed.
  await expect(admin.getByRole('banner').getByTestId('notification-bell')).toHaveAttribute(
    'data-live-subscribed',
    'true',
  );
  return admin;
}

/**
 * The whole sale: a customer orders with the demo code; the admin, who never reloads, sees it
 * arrive, marks it paid, then active; the customer hears of each step live and finds the
 * subscription in /account with its dates and days left.
 */
async function sellingJourney(
  browser: Browser,
  page: Page,
  navigate: (path: string) => Promise<void>,
  customer: { email: string; password: string },
  width: number,
) {
  const phone = width < 640;
  const admin = await adminWatchingOrders(browser, width);
  const orderNumber = await placeOrderWithPromoCode(
    page,
    navigate,
    customer,
    DEMO_PROMO_CODE,
    phone,
  );

  // The admin's toast and the list, without a reload.
  await expect(
    admin.getByRole('status').filter({ hasText: `New order ${orderNumber}` }),
  ).toBeVisible();
  await expect(admin.getByRole('banner').getByTestId('notification-badge')).toBeVisible();
  const row = admin
    .getByRole('table', { name: 'Orders' })
    .getByRole('row')
    .filter({ hasText: orderNumber });
  await expect(row).toContainText('Pending');

  await findOrderInAccount(page, customer, orderNumber, phone);
  const customerBell = page
    .getByRole('navigation', { name: 'Main' })
    .getByTestId('notification-bell');
  await expect(customerBell).toHaveAttribute('data-live-state', 'connected');

  const open = row.getByRole('button', { name: `Open order ${orderNumber}` });
  await open.scrollIntoViewIfNeeded();
  await expect(open).toBeInViewport();
  await open.click();

  const detail = admin.getByRole('region', { name: `Order ${orderNumber}` });
  await detail.getByRole('button', { name: 'Mark paid' }).click();
  const paying = admin.getByRole('dialog', { name: 'Mark this order paid' });
  await paying.getByLabel('Paid with').selectOption('Bank transfer');
  await paying.getByLabel('What you saw').fill(`Transfer quoting ${orderNumber}`);
  await paying.getByRole('button', { name: 'Mark paid' }).click();
  await expect(admin.getByText(`Order ${orderNumber} is paid.`)).toBeVisible();
  await expect(customerBell.getByTestId('notification-badge')).toHaveText('1');
  await detail.getByRole('button', { name: 'Activate' }).click();
  await expect(admin.getByText(`Order ${orderNumber} is active.`)).toBeVisible();
  if (phone) expect(await sidewaysOverflow(admin), 'admin orders').toBeLessThanOrEqual(0);

  // The customer's bell rose twice while they stayed on /account.
  await expect(customerBell.getByTestId('notification-badge')).toHaveText('2');
  await customerBell.click();
  const inbox = page.getByRole('region', { name: 'Notification inbox' });
  await expect(inbox.getByText('Payment received')).toBeVisible();
  await expect(inbox.getByText('Subscription active')).toBeVisible();
  await page.keyboard.press('Escape');

  await navigate('/account');
  const subscriptions = page.getByRole('region', { name: 'Your subscription' });
  const subscription = subscriptions.getByRole('article');
  await expect(subscription).toHaveCount(1);
  await expect(subscription).toContainText(/Ends \w{3} \d{1,2}, \d{4}/);
  await expect(subscription).toContainText(/\d+ days left/);
  // The login the apps take, from the built-in connector at activation.
  await expect(subscription.getByText('Username')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Your orders' })
      .getByRole('row')
      .filter({ hasText: orderNumber }),
  ).toContainText('Active');
  await page.waitForLoadState('networkidle');
  if (phone) expect(await sidewaysOverflow(page), 'account, active').toBeLessThanOrEqual(0);
  await admin.context().close();
}

// Two browsers and two people's steps: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('a customer buys with a promo code; the admin sees it live and activates it', async ({
  browser,
  page,
  navigate,
  newCustomer,
}) => {
  await sellingJourney(browser, page, navigate, await newCustomer(), 1280);
});

test('the same sale with both people on 375 px phones', async ({
  browser,
  page,
  navigate,
  newCustomer,
}) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await sellingJourney(browser, page, navigate, await newCustomer(), 375);
});
