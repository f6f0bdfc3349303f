import { expect, test } from '../support/fixtures.ts';
import { mainHeading, PUBLIC_ROUTES } from './public-routes.ts';

test('every public route shows its heading, its own title and description', async ({
  page,
  navigate,
}) => {
  // Every public route in one test: a slow test's time on a slow or busy machine.
  test.slow();
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of PUBLIC_ROUTES) {
    await navigate(route.path);
    await expect(page.getByRole('heading', mainHeading(route))).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    titles.add(await page.title());
    descriptions.add(
      (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
    );
  }
  expect(titles.size).toBe(PUBLIC_ROUTES.length);
  expect(descriptions.size).toBe(PUBLIC_ROUTES.length);
});

test('home and packages carry Open Graph tags, other pages none', async ({ page, navigate }) => {
  for (const path of ['/', '/packages']) {
    await navigate(path);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /Streamfront/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http.*\/og-image\.jpg$/,
    );
  }
  await navigate('/contact');
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(0);
});

// No page scrolls sideways on a phone, signed in or out: phone-widths.spec.ts.

test('robots.txt, sitemap.xml and the favicon are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  const robotsText = await robots.text();
  expect(robotsText).toContain('Disallow: /admin');
  expect(robotsText).toContain('Disallow: /login');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  expect(await sitemap.text()).toContain('<loc>https://streamfront.tv/packages</loc>');

  const favicon = await request.get('/api/favicon');
  const faviconUrl = ((await favicon.json()) as { data: { favicon: { url: string } } }).data.favicon
    .url;
  expect((await request.get(faviconUrl)).ok()).toBe(true);
});

test('the packages catalogue lists packages with a Subscribe action each', async ({
  page,
  navigate,
}) => {
  await navigate('/packages');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    await expect(cards.nth(i).getByRole('link', { name: /^Subscribe to / })).toBeVisible();
  }
  await expect(page.getByText('Most popular')).toBeVisible();
});

test('the request pages have their own way home', async ({ page, navigate }) => {
  for (const path of ['/vod-request', '/report-content']) {
    await navigate(path);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});
