import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectFocusOn } from '../support/keyboard.ts';
import { signInAsAdmin } from '../support/admin.ts';

/**
 * axe (WCAG 2.0 to 2.2 A and AA, and best practices) on every admin page of spec §2 and in the
 * states an admin reaches there: a create form open, the same form showing its errors, an edit
 * form open, a delete confirmation open, a record open beside its list. After closing each, the
 * focus is back on the button that opened it.
 */

const ADMIN_PAGES = [
  'dashboard',
  'events',
  'orders',
  'orders/renewals',
  'customers',
  'trials',
  'packages',
  'queries',
  'vod-requests',
  'report-content',
  'promo-codes',
  'notifications',
  'hero-section',
  'finance',
  'settings/favicon',
  'settings/webhooks',
  'chatbot',
  'profile',
  'settings',
  'mail',
  'jobs',
  'audit-log',
];

/** The list pages with create, edit and delete: the button that opens the form, its panel's
 * title and its submit. */
const EDITABLE_LISTS = [
  { path: 'events', create: 'New event', panel: 'New event', submit: 'Create event' },
  { path: 'packages', create: 'New package', panel: 'New package', submit: 'Create package' },
  {
    path: 'promo-codes',
    create: 'New promo code',
    panel: 'New promo code',
    submit: 'Create promo code',
  },
  { path: 'finance', create: 'New entry', panel: 'New entry', submit: 'Add entry' },
  { path: 'settings', create: 'New question', panel: 'New FAQ entry', submit: 'Add question' },
];

async function expectNoViolations(page: Page, state: string) {
  expect(await seriousViolations(page), state).toEqual([]);
}

test.beforeEach(async ({ page, login }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAsAdmin(page, login);
});

// Twenty-two pages, each scanned whole: in six parts of four pages or fewer, each within a
// slow test's time on a busy machine (four parts ran out of it on a slower one of the kind).
const PARTS = 6;
const PART_SIZE = Math.ceil(ADMIN_PAGES.length / PARTS);
const parts = Array.from({ length: PARTS }, (_, i) =>
  ADMIN_PAGES.slice(i * PART_SIZE, (i + 1) * PART_SIZE),
);
for (const [part, pages] of parts.entries()) {
  test(`axe finds nothing on any admin page as it loads (part ${part + 1} of ${PARTS})`, async ({
    page,
    navigate,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of pages) {
      await test.step(`/admin/${path}`, async () => {
        await navigate(`/admin/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expectNoViolations(page, `/admin/${path}`);
      });
    }
  });
}

test('on a phone, the admin menu and the lists as cards pass axe', async ({ page, navigate }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['events', 'orders', 'queries', 'promo-codes']) {
    await navigate(`/admin/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, `/admin/${path} at 375 px`);
  }
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expectNoViolations(page, 'the admin menu open');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});

for (const list of EDITABLE_LISTS) {
  test(`/admin/${list.path}: create form, its errors, edit form and delete confirmation pass axe`, async ({
    page,
    navigate,
  }) => {
    // Four axe scans and a form's round trips: past 30 s on a busy two-core machine.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await navigate(`/admin/${list.path}`);
    const main = page.getByRole('main');

    const create = main.getByRole('button', { name: list.create, exact: true });
    await create.click();
    const panel = main.getByRole('region', { name: list.panel, exact: true });
    await expect(panel.getByRole('heading', { name: list.panel })).toBeFocused();
    await expectNoViolations(page, 'the create form open');

    await panel.getByRole('button', { name: list.submit }).click();
    await expect(panel.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page, 'the create form showing its errors');
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(create).toBeFocused();

    const edit = main.getByRole('button', { name: /^Edit / }).first();
    await edit.click();
    const editing = main.getByRole('region', { name: /^Edit / });
    await expect(editing.getByRole('heading', { name: /^Edit / })).toBeFocused();
    await expectNoViolations(page, 'the edit form open');
    await editing.getByRole('button', { name: 'Close' }).click();
    await expect(edit).toBeFocused();

    const remove = main.getByRole('button', { name: /^Delete / }).first();
    await remove.click();
    const dialog = page.getByRole('dialog', { name: /^Delete / });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoViolations(page, 'the delete confirmation open');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    await expectFocusOn(page, /^button "Delete /);
  });
}

test('an order and a query open beside their lists, and the order’s confirmation, pass axe', async ({
  page,
  navigate,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await navigate('/admin/orders?status=pending');
  await page
    .getByRole('button', { name: /^Open order / })
    .first()
    .click();
  const order = page.getByRole('region', { name: /^Order SF-/ });
  await expect(order.getByRole('list', { name: 'Timeline' })).toBeVisible();
  await expectNoViolations(page, 'an order open');
  const cancel = order.getByRole('button', { name: 'Cancel order' });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoViolations(page, 'the cancel confirmation open');
  await page.keyboard.press('Escape');
  await expect(cancel).toBeFocused();

  await navigate('/admin/queries');
  await page
    .getByRole('button', { name: /^Open .*'s query/ })
    .first()
    .click();
  const reply = page.getByRole('form', { name: /reply/i });
  await expect(reply).toBeVisible();
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoViolations(page, 'a query open, its reply form showing its errors');
});
