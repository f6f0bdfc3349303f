import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { mainHeading, PUBLIC_ROUTES } from './public-routes.ts';

// The widths, and 390 for the most common phone of the day.
const PHONE_WIDTHS = [320, 360, 375, 390, 414];

/** How far the page reaches past the right edge of the window; 0 when nothing scrolls sideways. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Every public route at every phone width: no sideways scroll, the menu button wholly on screen.
 * Each route loads once and the window then turns through the widths, as a phone rotated or a
 * browser resized would: the layout answers the width, not the load.
 */
async function checkEveryRoute(page: Page, navigate: (path: string) => Promise<void>) {
  for (const route of PUBLIC_ROUTES) {
    await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 760 });
    await navigate(route.path);
    await expect(page.getByRole('heading', mainHeading(route))).toBeVisible();
    // The bar's contents settle once the site settings and the session have arrived.
    await page.waitForLoadState('networkidle');
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 760 });
      expect(await sidewaysOverflow(page), `${route.path} at ${width} px`).toBeLessThanOrEqual(0);

      const nav = page.getByRole('navigation', { name: 'Main' });
      if ((await nav.count()) === 0) continue;
      const box = await nav.getByRole('button', { name: 'Open menu' }).boundingBox();
      expect(box, `the menu button on ${route.path} at ${width} px`).not.toBeNull();
      expect(box!.x, `menu button left edge, ${route.path} at ${width} px`).toBeGreaterThanOrEqual(
        0,
      );
      expect(
        box!.x + box!.width,
        `menu button right edge, ${route.path} at ${width} px`,
      ).toBeLessThanOrEqual(width);
    }
  }
}

test.describe('phones from 320 to 414 pixels wide (issue 9, item 9)', () => {
  test('signed out, no page scrolls sideways and the menu button is on screen', async ({
    page,
    navigate,
  }) => {
    test.setTimeout(120_000);
    await checkEveryRoute(page, navigate);
  });

  test('signed in as a customer, likewise', async ({ page, navigate, login, newCustomer }) => {
    test.setTimeout(120_000);
    await login(await newCustomer());
    await expect(page).toHaveURL(/\/$/);
    await checkEveryRoute(page, navigate);
  });
});
