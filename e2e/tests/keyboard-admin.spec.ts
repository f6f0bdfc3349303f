import { E2E_ADMIN } from '../support/accounts.ts';
import { apiLogin, bearer } from '../support/api-session.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectFocusOn, tabTo } from '../support/keyboard.ts';
import { openAsAdmin } from '../support/admin.ts';

/**
 * An admin on a list page (promo codes) with the keyboard alone: searches, edits a row,
 * deletes it through its confirmation, then the last row left. After every step the focus is
 * where they would look next: in the form that opened, back on the button that opened it, on
 * the same button of the row that took the deleted one's place, then on the empty list.
 */
test('an admin filters, edits and deletes on a list page with the keyboard alone', async ({
  page,
  login,
  navigate,
  request,
}) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const prefix = `KB${Date.now() % 1_000_000}`;
  const [first, second] = [`${prefix}A`, `${prefix}B`];
  const admin = await apiLogin(request, E2E_ADMIN);
  for (const code of [first, second]) {
    const created = await request.post('/api/admin/promo-codes', {
      headers: bearer(admin),
      data: { code, discountType: 'percent', discountValue: 10 },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await openAsAdmin({ page, login, navigate }, '/admin/promo-codes');
  const table = page.getByRole('table', { name: 'Promo codes' });
  await expect(table).toBeVisible();

  // Filter: the search keeps the focus while the list narrows, and says how many it found.
  await page.getByRole('heading', { level: 1, name: 'Promo codes' }).focus();
  await tabTo(page, /^input "Search promo codes"/);
  await page.keyboard.type(prefix);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${prefix}`));
  await expect(table.getByRole('row').filter({ hasText: prefix })).toHaveCount(2);
  await expect(page.getByText('2 results', { exact: true })).toBeAttached();
  await expectFocusOn(page, /^input "Search promo codes"/);

  // Edit: the form takes the focus; saved, the focus is back on the row's Edit.
  await tabTo(page, new RegExp(`^button "Edit ${first}"`));
  await page.keyboard.press('Enter');
  await expectFocusOn(page, new RegExp(`^h2 "Edit ${first}"`));
  await tabTo(page, /^input "Discount"/);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('20');
  await tabTo(page, /^button "Save changes"/);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`“${first}” saved.`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: first })).toContainText('20% off');
  await expectFocusOn(page, new RegExp(`^button "Edit ${first}"`));

  // Delete asks first, with the safe choice focused; Escape leaves everything as it was.
  await page.keyboard.press('Tab');
  await expectFocusOn(page, new RegExp(`^button "Delete ${first}"`));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Delete “${first}”?` });
  await expect(dialog).toBeVisible();
  await expectFocusOn(page, /^button "Cancel"/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectFocusOn(page, new RegExp(`^button "Delete ${first}"`));

  // Confirmed, the row goes and the focus takes the same button of the row now in its place.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusOn(page, /^button "Delete promo code"/);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`“${first}” deleted.`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: first })).toHaveCount(0);
  await expect
    .poll(async () => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe(`Delete ${second}`);
  await expectFocusOn(page, new RegExp(`^button "Delete ${second}"`));

  // The last one: the focus goes to the empty list's message, not to the page body.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`“${second}” deleted.`)).toBeVisible();
  await expect(page.getByText('Nothing matches this search')).toBeVisible();
  await expect
    .poll(async () => page.evaluate(() => document.activeElement !== document.body))
    .toBe(true);
  await expectFocusOn(page, /Nothing matches this search/);
});
