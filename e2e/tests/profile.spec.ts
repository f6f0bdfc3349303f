import { E2E_ADMIN } from '../support/accounts.ts';
import { apiLogin, bearer } from '../support/api-session.ts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openAsAdmin } from '../support/admin.ts';

/** At a phone's 375 px nothing may scroll sideways (WCAG 1.4.10 reflow). */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
}

// Sign-in, uploads and a reload: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** A real 1 × 1 PNG: the server checks the bytes, so a renamed text file would be refused. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a customer changes their name and photo on /account, and the header shows both', async ({
  page,
  navigate,
  login,
  newCustomer,
}) => {
  const account = await newCustomer();
  await login(account);
  // Signed in (the home page) before the account page is asked for.
  await expect(page).toHaveURL(/\/$/);
  await navigate('/account');
  const profile = page.getByRole('region', { name: 'Profile' });
  const header = page.getByRole('banner');

  const name = `Jordan Rivers ${Date.now() % 10_000}`;
  await profile.getByLabel('Name', { exact: true }).fill(name);
  await profile.getByRole('button', { name: 'Save name' }).click();
  await expect(
    profile.getByRole('status').filter({ hasText: `You now appear as ${name}.` }),
  ).toBeFocused();
  await expect(header.getByRole('link', { name: new RegExp(name) })).toBeVisible();

  await profile.getByLabel('Photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG_1PX,
  });
  await expect(profile.getByText('Image uploaded')).toBeVisible();
  // The avatar in the header is the stored photo, served by the server from the database.
  const avatar = header.getByRole('link', { name: new RegExp(name) }).locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/api\/users\/[\w-]+\/photo\?v=/);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);

  // Both survive a reload: the stored user was updated, and the server agrees.
  await page.reload();
  await expect(header.getByRole('link', { name: new RegExp(name) }).locator('img')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Profile' }).getByLabel('Name', { exact: true }),
  ).toHaveValue(name);
  await expectNoSidewaysScroll(page);
});

test.describe('the admin profile', () => {
  // The e2e admin's name is shared with other specs (the audit log shows it): put it back.
  test.afterEach(async ({ request }) => {
    const admin = await apiLogin(request, E2E_ADMIN);
    const restored = await request.patch('/api/auth/me', {
      data: { name: 'Administrator' },
      headers: bearer(admin),
    });
    expect(restored.status()).toBe(200);
  });

  test('an admin changes their name on /admin/profile and the account menu shows it', async ({
    page,
    navigate,
    login,
  }) => {
    await openAsAdmin({ page, login, navigate }, '/admin/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Name', { exact: true }).fill('Morgan Keeper');
    await profile.getByRole('button', { name: 'Save name' }).click();
    await expect(profile.getByText('You now appear as Morgan Keeper.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account: Morgan Keeper' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
