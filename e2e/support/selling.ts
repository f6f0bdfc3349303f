import type { Page } from '@playwright/test';
import { CUSTOMER_ROUTES } from '../tests/public-routes.ts';
import { expect } from './fixtures.ts';

/** A code of the demo seed (promo-codes.seed.ts): 10 % off, once per customer, no overall cap. */
export const DEMO_PROMO_CODE = 'WELCOME10';

/** How far the page reaches past the right edge of the window; 0 when nothing scrolls sideways. */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * A signed-out visitor picks the first package and is sent to sign in, and does. Answers the
 * package's name, for the checkout that follows to be checked against.
 */
export async function subscribeSignedOut(
  page: Page,
  navigate: (path: string) => Promise<void>,
  account: { email: string; password: string },
): Promise<string> {
  await navigate('/packages');
  const subscribe = page.getByRole('link', { name: /^Subscribe to / }).first();
  const packageName = ((await subscribe.getAttribute('aria-label')) ?? '').replace(
    'Subscribe to ',
    '',
  );
  await subscribe.click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fcheckout%2F/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return packageName;
}

/**
 * A visitor picks a package, signs in on the way, applies a promo code and places the order;
 * on a phone the page never scrolls sideways. Answers the order number.
 */
export async function placeOrderWithPromoCode(
  page: Page,
  navigate: (path: string) => Promise<void>,
  account: { email: string; password: string },
  code: string,
  phone: boolean,
): Promise<string> {
  const packageName = await subscribeSignedOut(page, navigate, account);
  // Signed in on the way: straight back to this package's checkout.
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: packageName })).toBeVisible();

  await page.getByLabel('Promo code').fill(code.toLowerCase());
  await expect(page.getByText(new RegExp(`Code ${code} applied: .+ off\\.`))).toBeVisible();
  await expect(page.getByText('Discount', { exact: true })).toBeVisible();
  if (phone) expect(await sidewaysOverflow(page), 'checkout').toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).not.toBe('');
  await expect(page.getByRole('heading', { name: 'How to pay' })).toBeVisible();
  if (phone) expect(await sidewaysOverflow(page), 'confirmation').toBeLessThanOrEqual(0);
  return orderNumber;
}

/** From the order's confirmation to /account through the site's navigation: the order is there. */
export async function findOrderInAccount(
  page: Page,
  account: { email: string },
  orderNumber: string,
  phone: boolean,
) {
  // To the account through the site's own navigation.
  if (phone) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Open menu' })
      .click();
    await page.getByRole('link', { name: 'My account' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByTitle('My account').click();
  }
  const accountPage = CUSTOMER_ROUTES[0];
  await expect(page).toHaveURL(new RegExp(`${accountPage.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: accountPage.heading })).toBeVisible();
  // Where the page says which address signs in (a verification notice may name it too).
  await expect(
    page.getByRole('form', { name: 'Change email' }).getByText(account.email),
  ).toBeVisible();
  const history = page.getByRole('table', { name: 'Your orders' });
  await expect(history.getByText(orderNumber)).toBeVisible();
  await expect(history.getByText('Awaiting payment')).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (phone) expect(await sidewaysOverflow(page), 'account').toBeLessThanOrEqual(0);
}
