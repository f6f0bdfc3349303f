import { E2E_ADMIN } from '../support/accounts.ts';
import { apiLogin, customerAndAdmin, NOTICES, sendNotification } from '../support/api-session.ts';
import { seriousViolations } from '../support/axe.ts';
import { stateContrastShortfalls } from '../support/contrast.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInAsAdmin } from '../support/admin.ts';

/**
 * What a first-load scan cannot see: the notification list open (its times, "just now"), and
 * every button, pill and link of the kit hovered and focused.
 */

// Sign-ins, axe scans and a control-by-control walk: about 20 s each on a quiet machine, over
// a minute on a loaded one.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test("a customer's open notification list reads, its times included", async ({
  page,
  login,
  navigate,
  newCustomer,
  request,
}) => {
  const { account, customer, admin } = await customerAndAdmin(request, newCustomer);
  const title = await sendNotification(request, admin, NOTICES.packageActive(customer.userId));

  await login(account);
  await expect(page).toHaveURL(/\/$/);
  // Away from the home page, whose hero keeps a "live" dot pulsing: axe waits for stillness.
  await navigate('/packages');
  await page.getByRole('navigation', { name: 'Main' }).getByTestId('notification-bell').click();
  const inbox = page.getByRole('region', { name: 'Notification inbox' });
  await expect(inbox.getByText(title)).toBeVisible();
  await expect(inbox.getByText('just now')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await stateContrastShortfalls(page, inbox)).toEqual([]);
});

test("an admin's open notification list and notifications page read; the kit's buttons keep their contrast on hover and focus", async ({
  page,
  login,
  navigate,
  request,
}) => {
  const admin = await apiLogin(request, E2E_ADMIN);
  const title = await sendNotification(request, admin, NOTICES.outageReport());

  await signInAsAdmin(page, login);
  await page.getByRole('banner').getByTestId('notification-bell').click();
  const inbox = page.getByRole('region', { name: 'Notification inbox' });
  await expect(inbox.getByText(title)).toBeVisible();
  await expect(inbox.getByText('just now').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // The inbox as a page, with what was sent.
  await navigate('/admin/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Notification inbox' }).getByText(title),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sent' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);

  // A page with every Button variant of the kit: primary, secondary, ghost and danger.
  await navigate('/admin/packages');
  const list = page.getByRole('main');
  await expect(list.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  expect(await stateContrastShortfalls(page, list)).toEqual([]);
});

test("the public site's pills, buttons and links keep their contrast on hover and focus", async ({
  page,
  navigate,
}) => {
  await navigate('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect.soft(await stateContrastShortfalls(page, page.getByRole('main'))).toEqual([]);

  await navigate('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect.soft(await stateContrastShortfalls(page, page.getByRole('main'))).toEqual([]);
});
