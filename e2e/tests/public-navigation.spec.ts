import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signInAsAdmin } from '../support/admin.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('anchor links (spec §2)', () => {
  test('FAQ from another page lands on the home page with the FAQ in view', async ({
    page,
    navigate,
  }) => {
    await navigate('/contact');
    await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(
      page.getByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInViewport();
  });

  test('Features from another page lands on the features section', async ({ page, navigate }) => {
    await navigate('/packages');
    await mainNav(page).getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(page.locator('#features h2')).toBeInViewport();
  });

  test('a hard load of /#faq scrolls to the FAQ once the page is ready', async ({
    page,
    navigate,
  }) => {
    await navigate('/#faq');
    await expect(
      page.getByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInViewport();
  });

  test('on the home page the links scroll there and back', async ({ page, navigate }) => {
    await navigate('/');
    await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
    await expect(
      page.getByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInViewport();
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.locator('#hero h1')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens and closes on Escape, a click outside and a link', async ({ page, navigate }) => {
    await navigate('/contact');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator('#mobile-menu');

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login / Register' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    // Below the open menu, on the page itself.
    await page.mouse.click(40, 800);
    await expect(menu).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Packages' }).click();
    await expect(menu).toHaveCount(0);
    await expect(page).toHaveURL(/\/packages$/);
  });

  test('its section links reach the home page sections', async ({ page, navigate }) => {
    await navigate('/help-center');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(
      page.getByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInViewport();
  });
});

test('the header changes its look after 10 pixels of scroll', async ({ page, navigate }) => {
  await navigate('/help-center');
  const header = page.locator('header').filter({ has: mainNav(page) });
  await expect(header).not.toHaveAttribute('data-scrolled');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(header).not.toHaveAttribute('data-scrolled');
});

test.describe('where the navigation bar and footer show (spec §2)', () => {
  for (const path of [
    '/',
    '/packages',
    '/contact',
    '/help-center',
    '/setup-guide',
    '/privacy-policy',
    '/refund-policy',
    '/terms-of-service',
    '/no-such-page',
  ]) {
    test(`shown on ${path}`, async ({ page, navigate }) => {
      await navigate(path);
      await expect(mainNav(page)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  for (const path of ['/login', '/vod-request', '/report-content']) {
    test(`hidden on ${path}`, async ({ page, navigate }) => {
      await navigate(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(mainNav(page)).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }

  test('hidden on admin pages', async ({ page, login, navigate }) => {
    await signInAsAdmin(page, login);
    for (const path of ['/admin/dashboard', '/admin/packages', '/admin/settings/favicon']) {
      await navigate(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(mainNav(page)).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    }
  });
});

test('the footer shows the current year, All Rights Reserved and the version', async ({
  page,
  navigate,
}) => {
  await navigate('/packages');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Streamfront.`);
  await expect(footer).toContainText('All Rights Reserved.');
  await expect(footer).toContainText('Live Sports | Live TV | VOD');
  await expect(footer).toContainText('Version 0.1.0');
  await footer.getByRole('link', { name: 'Streamfront home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the external links open in a new tab with their tooltips', async ({ page, navigate }) => {
  await navigate('/');
  for (const name of ['Wikipedia', 'Web Player']) {
    const link = mainNav(page).getByRole('link', { name });
    await expect(link).toHaveAttribute('title', name);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/login',
  );
  await mainNav(page).getByRole('link', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/packages$/);
});

test('a signed-in customer sees their account and can sign out', async ({
  page,
  newCustomer,
  login,
  navigate,
}) => {
  const customer = await newCustomer();
  await login(customer);
  await expect(page).toHaveURL(/\/$/);
  await navigate('/packages');
  await expect(mainNav(page).getByText(customer.name, { exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);

  await page
    .getByRole('link', { name: /^Subscribe to / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]+$/);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(mainNav(page).getByTitle('My account')).toHaveAttribute('href', '/account');

  // Signing out on a signed-in-only page leads to the sign-in page, so sign out from a public one.
  await navigate('/packages');

  await mainNav(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a visitor who subscribes is asked to sign in first, returning to the checkout', async ({
  page,
  navigate,
}) => {
  await navigate('/packages');
  await page
    .getByRole('link', { name: /^Subscribe to / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fcheckout%2F[0-9a-f-]+$/);
});
