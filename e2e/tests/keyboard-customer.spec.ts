import { E2E_ADMIN } from '../support/accounts.ts';
import { apiLogin, bearer } from '../support/api-session.ts';
import { expectFocusOn, tabTo } from '../support/keyboard.ts';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_PROMO_CODE } from '../support/selling.ts';

/**
 * A customer with a keyboard only (Tab, Shift+Tab, Enter, Escape and typing): signs in after
 * a wrong password and orders a package with a promo code. After every step focus is on
 * something a person can see, where they would look next.
 */

// Sign-in twice, a checkout and the account page: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('a customer signs in after a wrong password and orders with a promo code, by keyboard', async ({
  page,
  navigate,
  newCustomer,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const account = await newCustomer();
  const customer = await apiLogin(request, account);
  await navigate('/packages');
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();

  // A package's Subscribe link: signed out, it leads to the sign-in page.
  await tabTo(page, /^a "Subscribe to /);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fcheckout%2F/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
  ).toBeVisible();
  await expectFocusOn(page, /^h1 "Sign in to your account"/);

  // A wrong password: the error is announced, and focus stays on the button pressed.
  await tabTo(page, /^input "Email"/);
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expectFocusOn(page, /^input "Password"/);
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, /^button "Sign in"/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expectFocusOn(page, /^button "Sign in"/);

  // Back to the password (a field reached by Tab has its text selected), typed again, Enter.
  await page.keyboard.press('Shift+Tab');
  await expectFocusOn(page, /^input "Password"/);
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');

  // The checkout: focus on its heading, the promo code next.
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expectFocusOn(page, /^h1 "Checkout"/);
  // A person tabs on once the package under the heading has loaded.
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
  await tabTo(page, /^input "Promo code"/, 'Tab', 5);
  await page.keyboard.type(DEMO_PROMO_CODE.toLowerCase());
  await expect(
    page.getByText(new RegExp(`Code ${DEMO_PROMO_CODE} applied: .+ off\\.`)),
  ).toBeVisible();
  await expectFocusOn(page, /^input "Promo code"/);
  await tabTo(page, /^button "Place order"/, 'Tab', 5);
  await expectFocusOn(page, /^button "Place order"/);
  await page.keyboard.press('Enter');

  // The confirmation takes the focus from the button that went away with the form.
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  await expectFocusOn(page, /^h2 "Order placed"/);
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  await tabTo(page, /^a "See your orders in your account"/, 'Tab', 5);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expectFocusOn(page, /^h1 "My account"/);
  await expect(
    page.getByRole('table', { name: 'Your orders' }).getByText(orderNumber),
  ).toBeVisible();

  // A notification arrives; the bell's list opens with Enter, and Escape from inside it
  // closes it with the focus back on the bell.
  const title = `Order received ${Date.now()}`;
  const sent = await request.post('/api/admin/notifications', {
    data: { audience: 'user', userId: customer.userId, type: 'info', title, message: 'Thanks!' },
    headers: bearer(await apiLogin(request, E2E_ADMIN)),
  });
  expect(sent.status()).toBe(201);
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await tabTo(page, /^button "Notifications, 1 unread"/, 'Shift+Tab', 30);
  await page.keyboard.press('Enter');
  const inbox = page.getByRole('region', { name: 'Notification inbox' });
  await expect(inbox.getByText(title)).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusOn(page, /^button "Mark all as read"/);
  await page.keyboard.press('Escape');
  await expect(inbox).toHaveCount(0);
  await expectFocusOn(page, /^button "Notifications/);
});
