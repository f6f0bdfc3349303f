import { expect, test } from '../support/fixtures.ts';
import { openAsAdmin } from '../support/admin.ts';

// The demo seed makes three subscriptions end within 7 days of the first start and three more
// within 30 days.
test('an admin reminds a customer and extends a demo subscription from the Renewals tab', async ({
  page,
  login,
  navigate,
}) => {
  // Two actions, each waiting for the list to refetch, on a machine shared with other runs.
  test.slow();
  await openAsAdmin({ page, login, navigate }, '/admin/orders');
  await page
    .getByRole('navigation', { name: 'Orders views' })
    .getByRole('link', { name: 'Renewals' })
    .click();
  await expect(page).toHaveURL(/\/admin\/orders\/renewals$/);
  await expect(
    page.getByRole('navigation', { name: 'Orders views' }).getByRole('link', { name: 'Renewals' }),
  ).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: 'Subscriptions ending soon' });
  await expect(table).toBeVisible();

  await page.getByLabel('Ending within').selectOption('7');
  await expect(page).toHaveURL(/[?&]within=7/);
  const rows = table.getByRole('row').filter({ hasText: 'SF-' });
  await expect(rows.first()).toBeVisible();
  const remind = rows.first().getByRole('button', { name: /^Remind SF-\d{6}$/ });
  const label = (await remind.getAttribute('aria-label'))!;
  const orderNumber = label.replace('Remind ', '');

  // Remind: the toast says so and the focus stays on the row's button.
  await remind.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Reminder sent to .+\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Remind ${orderNumber}` })).toBeFocused();
  await expect(table.getByRole('row').filter({ hasText: orderNumber })).not.toContainText('Never');

  // Extend by one month: it leaves the 7-day window, and the focus goes to the list's heading.
  await page.getByRole('button', { name: `Extend ${orderNumber}` }).click();
  const form = page.getByRole('form', { name: `Extend ${orderNumber}` });
  await expect(page.getByRole('heading', { name: `Extend ${orderNumber}` })).toBeFocused();
  await form.getByLabel('Months to add').fill('0');
  await form.getByRole('button', { name: 'Extend subscription' }).click();
  await expect(form.getByText('Months must be a whole number from 1 to 36')).toBeVisible();
  await form.getByLabel('Months to add').fill('1');
  await form.getByRole('button', { name: 'Extend subscription' }).click();
  await expect(page.getByText(new RegExp(`^${orderNumber} now ends on `))).toBeVisible();
  await expect(table.getByText(orderNumber)).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: 'Subscriptions ending in the next 7 days' }),
  ).toBeFocused();

  // The other tab is one link away and keeps its own address.
  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
});
