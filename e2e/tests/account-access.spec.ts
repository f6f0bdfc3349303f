import type { MySubscription } from '@streamfront/contract';
import { E2E_ADMIN } from '../support/accounts.ts';
import { apiLogin, bearer, orderPaidAndActivated } from '../support/api-session.ts';
import { expect, test } from '../support/fixtures.ts';

// Two sign-ins, an order moved twice by the admin, then the page: more than 30 s when busy.
test.describe.configure({ timeout: 60_000 });

test('a customer whose order is activated finds the access on /account, shows the password and copies it', async ({
  page,
  context,
  request,
  baseURL,
  login,
  navigate,
  newCustomer,
}) => {
  // Copy and read back, as the customer's browser would allow once asked.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(baseURL!).origin,
  });
  const account = await newCustomer();
  const customer = await apiLogin(request, account);
  const admin = await apiLogin(request, E2E_ADMIN);
  const order = await orderPaidAndActivated(request, admin, customer);

  // What the built-in connector made at activation, as the server tells its owner.
  const answer = await request.get('/api/account/subscriptions', { headers: bearer(customer) });
  expect(answer.status()).toBe(200);
  const [subscription] = ((await answer.json()) as { data: MySubscription[] }).data;
  expect(subscription?.orderId).toBe(order.id);
  expect(subscription?.provisioning, 'the e2e server creates access itself (built-in)').toBe(
    'ready',
  );
  const { serviceName } = subscription!;
  const { username, password } = subscription!.access!;

  await login(account);
  await expect(page).toHaveURL(/\/$/);
  await navigate('/account');

  const section = page.getByRole('region', { name: 'Your subscription' });
  // First on the page, right after its heading.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
    'Your subscription',
  );
  const card = section.getByRole('article', { name: serviceName });
  await expect(card.getByRole('heading', { level: 3, name: serviceName })).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText(username, { exact: true })).toBeVisible();

  // Hidden on arrival: not in the page's text at all, only said to be hidden.
  await expect(card.getByText('Password hidden')).toBeAttached();
  expect(await page.locator('body').innerText()).not.toContain(password);

  await card.getByRole('button', { name: 'Show password' }).click();
  await expect(card.getByText(password, { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Copy password' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
});
