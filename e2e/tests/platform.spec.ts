import { expect, test } from '../support/fixtures.ts';
import { signInAsAdmin } from '../support/admin.ts';

test('home page renders with its sections', async ({ page, navigate }) => {
  await navigate('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const id of ['hero', 'features', 'faq']) {
    await expect(page.locator(`#${id}`)).toBeAttached();
  }
});

test('an admin signs in through /login and reaches the dashboard', async ({ page, login }) => {
  await signInAsAdmin(page, login);
  await expect(page.getByRole('heading', { name: /dashboard/i })).toBeVisible();
});

test('a customer registers, is signed in, and is refused /admin', async ({ page, navigate }) => {
  await navigate('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Name').fill('Riley Viewer');
  await page.getByLabel('Email').fill(`riley-${Date.now()}@streamfront.test`);
  await page.getByLabel('Password', { exact: true }).fill('Riley-watches-99');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.goto('/admin');
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByRole('heading', { name: /dashboard/i })).toHaveCount(0);
});

test('an unknown path shows Page not found', async ({ page, navigate }) => {
  await navigate('/nope');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('/services lands on /packages', async ({ page, navigate }) => {
  await navigate('/services');
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
