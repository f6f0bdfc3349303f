import { expect, test } from '../support/fixtures.ts';
import { openAsAdmin } from '../support/admin.ts';

// The demo seed places orders over the last months; the most recent ones are still pending.
for (const width of [1280, 375]) {
  test(`an admin filters orders, marks a pending one paid and sees the timeline grow at ${width} px`, async ({
    page,
    login,
    navigate,
  }) => {
    await openAsAdmin({ page, login, navigate }, '/admin/orders', width);
    await expect(page).toHaveTitle('Orders · Streamfront Admin');
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table).toBeVisible();

    // Filter by status: the filter lands in the URL and only pending orders remain.
    await page.getByLabel('Status').selectOption('pending');
    await expect(page).toHaveURL(/[?&]status=pending/);
    const rows = table.getByRole('row').filter({ hasText: 'SF-' });
    await expect(rows.first()).toBeVisible();
    await expect(table.getByText('Paid', { exact: true })).toHaveCount(0);

    // Open the first pending order.
    const first = rows.first();
    await first.getByRole('button', { name: /^Open order / }).click();
    const detail = page.getByRole('region', { name: /^Order / });
    await expect(detail).toBeVisible();
    const timeline = detail.getByRole('list', { name: 'Timeline' });
    const before = await timeline.getByRole('listitem').count();

    // Mark it paid; cancelling asks first, and Keep it leaves the order as it was.
    await detail.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    // Mark paid asks what payment was seen; both answers are required.
    await detail.getByRole('button', { name: 'Mark paid' }).click();
    const paying = page.getByRole('dialog', { name: 'Mark this order paid' });
    await expect(paying.getByLabel('Paid with')).toBeFocused();
    await paying.getByRole('button', { name: 'Mark paid' }).click();
    await expect(paying.getByText('Choose how the customer paid')).toBeVisible();
    await expect(paying.getByLabel('Paid with')).toBeFocused();
    await paying.getByLabel('Paid with').selectOption('Bank transfer');
    await paying.getByLabel('What you saw').fill(`Transfer ref E2E-${width} on the statement`);
    await paying.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByText(/^Order .+ is paid\.$/)).toBeVisible();
    await expect(paying).toBeHidden();
    await expect(timeline.getByRole('listitem')).toHaveCount(before + 1);
    await expect(timeline.getByText('Pending → Paid')).toBeVisible();
    await expect(timeline.getByRole('listitem').last()).toContainText('by Administrator');
    await expect(detail.getByText(`Transfer ref E2E-${width} on the statement`)).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'Timeline' })).toBeFocused();
    await expect(detail.getByRole('button', { name: 'Activate' })).toBeVisible();

    if (width === 375) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    }
  });
}

for (const width of [1280, 375]) {
  test(`an admin creates a promo code, checked as the server checks it, and deletes it at ${width} px`, async ({
    page,
    login,
    navigate,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const code = `E2E${width}X${Date.now() % 100000}`;
    await openAsAdmin({ page, login, navigate }, '/admin/promo-codes');
    await expect(page).toHaveTitle('Promo codes · Streamfront Admin');
    const table = page.getByRole('table', { name: 'Promo codes' });
    await expect(table).toBeVisible();

    await page.getByRole('button', { name: 'New promo code' }).click();
    const form = page.getByRole('form', { name: 'New promo code' });
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Discount', { exact: true }).fill('150');
    await form.getByRole('button', { name: 'Create promo code' }).click();
    await expect(form.getByText('A percent discount is at most 100')).toBeVisible();
    await form.getByLabel('Discount', { exact: true }).fill('15');
    await form.getByRole('button', { name: 'Create promo code' }).click();
    await expect(page.getByText(`“${code}” created.`)).toBeVisible();

    await page.getByLabel('Search promo codes').fill(code);
    await expect(page).toHaveURL(/[?&]q=E2E/);
    const row = () => table.getByRole('row').filter({ hasText: code });
    await expect(row()).toHaveCount(1);
    await expect(row()).toContainText('15% off');

    if (width === 375) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await expect(row().getByRole('button', { name: `Delete ${code}` })).toBeInViewport();
    }

    await row()
      .getByRole('button', { name: `Delete ${code}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete “${code}”?` });
    await dialog.getByRole('button', { name: 'Delete promo code' }).click();
    await expect(page.getByText(`“${code}” deleted.`)).toBeVisible();
    await expect(row()).toHaveCount(0);
  });
}
