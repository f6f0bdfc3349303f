import { E2E_ADMIN } from '../support/accounts.ts';
import { apiLogin, bearer, orderPaidAndActivated } from '../support/api-session.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInAsAdmin } from '../support/admin.ts';

// Two axe scans of a full page: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('the audit log names the admin’s status changes, filters by record type, and passes axe', async ({
  page,
  login,
  newCustomer,
  request,
}) => {
  const admin = await apiLogin(request, E2E_ADMIN);
  const customer = await apiLogin(request, await newCustomer());
  const { orderNumber } = await orderPaidAndActivated(request, admin, customer);
  // A change to another kind of record, so the type filter has something to leave out.
  const code = `AUDIT${Date.now() % 1_000_000}`;
  const created = await request.post('/api/admin/promo-codes', {
    data: { code, discountType: 'percent', discountValue: 5 },
    headers: bearer(admin),
  });
  expect(created.status()).toBe(201);

  await signInAsAdmin(page, login);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page).toHaveTitle('Audit log · Streamfront Admin');
  const table = page.getByRole('table', { name: 'Audit log' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });

  // Newest first: the code just made, then the order's two steps, each with who made it.
  await expect(rows.first()).toContainText(`Created promo code ${code}`);
  const orderRows = rows.filter({ hasText: `Changed order ${orderNumber} status` });
  await expect(orderRows).toHaveCount(2);
  await expect(orderRows.nth(0)).toContainText('Status: Paid → Active');
  await expect(orderRows.nth(1)).toContainText('Status: Pending → Paid');
  await expect(orderRows.nth(0)).toContainText('Administrator');
  expect(await seriousViolations(page), 'the audit log page').toEqual([]);

  // Only orders: the URL keeps the filter, and no promo code row is left.
  await page.getByLabel('Record type').selectOption({ label: 'Orders' });
  await expect(page).toHaveURL(/[?&]entityType=order(&|$)/);
  await expect(rows.filter({ hasText: 'promo code' })).toHaveCount(0);
  await expect(rows.first()).toContainText(`Changed order ${orderNumber} status`);
  for (const text of await rows.allTextContents()) expect(text).toMatch(/order SF-/);

  // One entry opened: its fields before and after, and the way to the order.
  await orderRows
    .nth(0)
    .getByRole('button', { name: new RegExp(`^Details: Changed order ${orderNumber} status`) })
    .click();
  const panel = page.getByRole('region', { name: `Changed order ${orderNumber} status` });
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  const changes = panel.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row', { name: /Status/ })).toContainText('Paid');
  await expect(changes.getByRole('row', { name: /Expires/ })).toBeVisible();
  expect(await seriousViolations(page), 'an opened entry').toEqual([]);

  await panel.getByRole('link', { name: `Open order ${orderNumber}` }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?order=/);
  await expect(page.getByRole('region', { name: `Order ${orderNumber}` })).toBeVisible();
});
