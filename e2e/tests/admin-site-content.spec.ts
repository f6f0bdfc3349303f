import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../support/accounts.ts';
import { apiLogin, bearer } from '../support/api-session.ts';
import { expect, test, waitForApp } from '../support/fixtures.ts';
import { openAsAdmin, signInAsAdmin } from '../support/admin.ts';

// A real 1 × 1 PNG: the server reads the type from these bytes, not from the name.
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// Two tabs, a sign-in and an upload: more than one page's worth of work on a busy CI machine.
test.describe.configure({ timeout: 60_000 });

async function adminHeaders(request: APIRequestContext) {
  return bearer(await apiLogin(request, E2E_ADMIN));
}

test('a new favicon shows in a second open tab after an upload in the first', async ({
  page,
  context,
  login,
  request,
}) => {
  // The other tab: a visitor's view of the home page, open before the upload.
  const other = await context.newPage();
  await other.goto('/');
  await waitForApp(other);
  const otherIcon = other.locator('link[rel="icon"]');
  await expect(otherIcon).toHaveAttribute('href', '/favicon.svg');

  try {
    await signInAsAdmin(page, login);
    await page.goto('/admin/settings/favicon');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Favicon' })).toBeVisible();
    await page.getByLabel('Upload a new favicon').setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: PNG_1PX,
    });
    await expect(page.getByText('Image uploaded')).toBeVisible();

    const uploaded = /^\/api\/favicon\/file\?v=[0-9a-f]{16}$/;
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', uploaded);
    // The second tab heard the storage event and fetched the new address, without a reload.
    await expect(otherIcon).toHaveAttribute('href', uploaded);
    const href = await otherIcon.getAttribute('href');
    const file = await request.get(href!);
    expect(file.headers()['content-type']).toBe('image/png');
  } finally {
    // Other specs expect the shipped icon.
    await request.delete('/api/admin/favicon', { headers: await adminHeaders(request) });
  }
});

test('a hero edit shows in the live preview and then on the home page', async ({
  page,
  login,
  navigate,
  request,
}) => {
  const headers = await adminHeaders(request);
  const original = (
    (await (await request.get('/api/admin/hero', { headers })).json()) as {
      data: { title: string; subtitle: string; ctaLabel: string; ctaHref: string };
    }
  ).data;
  const title = `Derby day, live in 4K ${Date.now()}`;

  try {
    await openAsAdmin({ page, login, navigate }, '/admin/hero-section');
    const form = page.getByRole('form', { name: 'Hero section' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Button text').fill('Watch the derby');

    // The preview is the home page's own hero, at both widths, before anything is saved.
    for (const width of ['desktop', 'phone']) {
      const preview = page.frameLocator(`iframe[title="Home page preview at ${width} width"]`);
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(preview.getByRole('link', { name: 'Watch the derby' })).toBeVisible();
    }

    await form.getByRole('button', { name: 'Save hero section' }).click();
    await expect(page.getByText('Hero section saved. The home page shows it now.')).toBeVisible();

    await navigate('/');
    await expect(page.locator('#hero h1')).toHaveText(title);
    await expect(
      page.locator('#hero').getByRole('link', { name: 'Watch the derby' }),
    ).toHaveAttribute('href', original.ctaHref);
  } finally {
    // Other specs read the seeded hero's title.
    await request.put('/api/admin/hero', {
      headers,
      data: {
        title: original.title,
        subtitle: original.subtitle,
        ctaLabel: original.ctaLabel,
        ctaHref: original.ctaHref,
      },
    });
  }
});

test('a link to Settings → Backups brings that section into view, with the focus', async ({
  page,
  login,
  navigate,
}) => {
  // Where a failed backup's notification leads; the parts above it load their data first.
  await openAsAdmin({ page, login, navigate }, '/admin/settings#backups');
  const section = page.getByRole('region', { name: 'Backups' });
  await expect(section).toBeFocused();
  await expect(section.getByRole('heading', { name: 'Backups' })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).not.toBeInViewport();
  // Still there once every part of the page has loaded.
  await page.waitForLoadState('networkidle');
  await expect(section).toBeFocused();
});
