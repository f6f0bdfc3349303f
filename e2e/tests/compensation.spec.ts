import { formatDate, type MySubscription } from '@streamfront/contract';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../support/accounts.ts';
import {
  apiLogin,
  bearer,
  orderPaidAndActivated,
  type ApiSession,
} from '../support/api-session.ts';
import { expect, signIn, test, waitForApp } from '../support/fixtures.ts';

// Three customers and three orders through the API, a background job, two sign-ins.
test.describe.configure({ timeout: 90_000 });

/** The customer's one subscription, as the server tells them. */
async function subscriptionOf(request: APIRequestContext, customer: ApiSession) {
  const answer = await request.get('/api/account/subscriptions', { headers: bearer(customer) });
  expect(answer.status()).toBe(200);
  const [subscription] = ((await answer.json()) as { data: MySubscription[] }).data;
  expect(subscription).toBeDefined();
  return subscription!;
}

test('an admin extends all Sports Plus subscriptions by 2 days and the customers see it', async ({
  page,
  browser,
  request,
  login,
  navigate,
  newCustomer,
}) => {
  const admin = await apiLogin(request, E2E_ADMIN);
  // A package of its own, so that the subscriptions it has are exactly this test's two.
  const packageName = `Sports Plus ${Date.now()}`;
  const created = await request.post('/api/admin/services', {
    data: { name: packageName, price: 2499, periodMonths: 1, maxDevices: 2 },
    headers: bearer(admin),
  });
  expect(created.status()).toBe(201);
  const sportsPlus = ((await created.json()) as { data: { id: string } }).data.id;

  const accounts = [await newCustomer(), await newCustomer(), await newCustomer()];
  const [fan, otherFan, bystander] = await Promise.all(
    accounts.map((account) => apiLogin(request, account)),
  );
  await orderPaidAndActivated(request, admin, fan!, sportsPlus);
  await orderPaidAndActivated(request, admin, otherFan!, sportsPlus);
  // Another package: the extension passes it by.
  await orderPaidAndActivated(request, admin, bystander!);
  const before = await subscriptionOf(request, fan!);
  const bystanderBefore = await subscriptionOf(request, bystander!);
  expect(before.serviceName).toBe(packageName);
  expect(bystanderBefore.serviceName).not.toBe(packageName);

  // The admin in a browser of their own; the customer signs in on `page` afterwards.
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, 'admin');
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
  await adminPage.goto('/admin/orders');
  await waitForApp(adminPage);
  const opener = adminPage.getByRole('button', { name: 'Extend subscriptions' });
  await opener.click();
  const dialog = adminPage.getByRole('dialog', { name: 'Extend subscriptions' });
  await dialog.getByRole('checkbox', { name: packageName }).check();
  await dialog.getByLabel('Amount').fill('2');
  await expect(dialog.getByLabel('Unit')).toHaveValue('days');
  await dialog.getByLabel('Reason').fill('The live stream was down on Saturday evening.');
  await dialog.getByRole('button', { name: 'Preview' }).click();

  await expect(dialog.getByText('This extends 2 subscriptions by 2 days.')).toBeFocused();
  const sample = dialog.getByRole('table', { name: 'The first 2 of them, by end' });
  await expect(sample.getByRole('row')).toHaveCount(3);
  await expect(sample.getByText(accounts[0]!.email)).toBeVisible();
  await expect(sample.getByText(accounts[1]!.email)).toBeVisible();
  await expect(sample.getByText(accounts[2]!.email)).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Extend 2 subscriptions' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(adminPage.getByText('Extending 2 subscriptions by 2 days.')).toBeVisible();
  await expect(opener).toBeFocused();

  // The job runs in the background; the list asks again until it is done.
  const past = adminPage.getByRole('table', { name: 'Past extensions' });
  const row = past.getByRole('row').filter({ hasText: packageName });
  await expect(row.getByText('Done')).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('2 days');
  await expect(row).toContainText('The live stream was down on Saturday evening.');
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  const after = await subscriptionOf(request, fan!);
  expect(Date.parse(after.expiresAt!) - Date.parse(before.expiresAt!)).toBe(2 * 24 * 3_600_000);
  expect(after.daysLeft).toBe(before.daysLeft + 2);
  expect((await subscriptionOf(request, bystander!)).expiresAt).toBe(bystanderBefore.expiresAt);

  // The customer, signed in, sees the later end and the notice.
  await login(accounts[0]!);
  await expect(page).toHaveURL(/\/$/);
  await navigate('/account');
  const card = page
    .getByRole('region', { name: 'Your subscription' })
    .getByRole('article', { name: packageName });
  const place = await page.evaluate(() => {
    const { locale, timeZone } = Intl.DateTimeFormat().resolvedOptions();
    return { locale, timeZone };
  });
  await expect(card.getByText(`${after.daysLeft} days left`)).toBeVisible();
  await expect(card.getByText(`Ends ${formatDate(after.expiresAt, place)}`)).toBeVisible();

  const bell = page.getByRole('navigation', { name: 'Main' }).getByTestId('notification-bell');
  await bell.click();
  const inbox = page.getByRole('region', { name: 'Notification inbox' });
  await expect(inbox.getByText('We added 2 days', { exact: true })).toBeVisible();
});
