import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/accounts.ts';
import {
  apiLogin,
  bearer,
  orderPaidAndActivated,
  type ApiSession,
} from '../support/api-session.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test, waitForApp } from '../support/fixtures.ts';
import { mailToMatching } from '../support/mailbox.ts';

/**
 * A new customer with a running subscription (ordered, paid and activated through the API),
 * reminded of its end by the admin's Remind: the reminder mail that reaches the test SMTP
 * server carries the one-click unsubscribe link and the renew link.
 */
async function remindedCustomer(
  request: APIRequestContext,
  newCustomer: () => Promise<{ email: string; password: string }>,
) {
  const account = await newCustomer();
  const customer = await apiLogin(request, account);
  const admin = await apiLogin(request, E2E_ADMIN);
  const order = await orderPaidAndActivated(request, admin, customer);
  const reminded = await request.post(`/api/admin/renewals/${order.id}/remind`, {
    headers: bearer(admin),
  });
  expect(reminded.status()).toBe(200);
  const mail = await mailToMatching(account.email, /\/api\/email\/unsubscribe\?token=/);
  const unsubscribe = /https?:\/\/[^\s"<>]+\/api\/email\/unsubscribe\?token=[^\s"<>&]+/.exec(
    mail,
  )?.[0];
  const renew = /https?:\/\/[^\s"<>]+\/account\/renew\/[0-9a-f-]{36}/.exec(mail)?.[0];
  expect(unsubscribe, 'the reminder holds an unsubscribe link').toBeTruthy();
  expect(renew, 'the reminder holds a renew link').toBe(
    `${new URL(unsubscribe!).origin}/account/renew/${order.id}`,
  );
  return { account, customer, order, unsubscribe: unsubscribe!, renew: renew! };
}

async function preferencesOf(request: APIRequestContext, session: ApiSession) {
  const answer = await request.get('/api/account/email-preferences', { headers: bearer(session) });
  return ((await answer.json()) as { data: { reminders: boolean; news: boolean } }).data;
}

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a customer turns renewal reminders off in the account, and it stays off', async ({
  page,
  login,
  navigate,
  newCustomer,
  request,
}) => {
  const account = await newCustomer();
  await login(account);
  await expect(page).toHaveURL(/\/$/);
  await navigate('/account');
  const section = page.getByRole('region', { name: 'Email preferences' });
  await expect(section).toContainText('always comes');
  const reminders = section.getByRole('checkbox', { name: 'Renewal reminders' });
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  const save = section.getByRole('button', { name: 'Save preferences' });
  await save.click();
  await expect(page.getByText('Email preferences saved.')).toBeVisible();
  await expect(save).toBeFocused();
  expect(await seriousViolations(page), 'the account with its email preferences').toEqual([]);

  await page.reload();
  await waitForApp(page);
  await expect(
    page
      .getByRole('region', { name: 'Email preferences' })
      .getByRole('checkbox', { name: 'Renewal reminders' }),
  ).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'News and offers' })).toBeChecked();
  expect(await preferencesOf(request, await apiLogin(request, account))).toEqual({
    reminders: false,
    news: true,
  });
});

test('the unsubscribe link of a real reminder works signed out, once or twice, and a forged one is refused', async ({
  page,
  newCustomer,
  request,
}) => {
  const { customer, unsubscribe } = await remindedCustomer(request, newCustomer);
  expect((await preferencesOf(request, customer)).reminders).toBe(true);

  // The link as the mail holds it: the server's GET sends the browser to the confirmation page.
  await open(page, pathOf(unsubscribe));
  await expect(page).toHaveURL(/\/unsubscribe\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed' })).toContainText(
    'You will no longer receive renewal reminders by email.',
  );
  expect(await seriousViolations(page), 'the unsubscribe page').toEqual([]);
  expect((await preferencesOf(request, customer)).reminders).toBe(false);

  // Opened again (a reload, a second click in the mail): the same answer.
  await page.reload();
  await waitForApp(page);
  await expect(
    page.getByText('You will no longer receive renewal reminders by email.'),
  ).toBeVisible();

  // Not in the site's navigation.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /unsubscribe/i }),
  ).toHaveCount(0);

  // A token this server did not sign: refused, with the way to the account.
  const forged = new URL(unsubscribe);
  forged.searchParams.set('token', `${forged.searchParams.get('token')!.slice(0, -4)}AAAA`);
  await open(page, `/unsubscribe${forged.search}`);
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid.');
  await expect(
    page.getByRole('link', { name: 'sign in and change your email preferences in your account' }),
  ).toHaveAttribute('href', '/account');
  expect(await seriousViolations(page), 'the unsubscribe page, link refused').toEqual([]);
});

test('the renew link of a reminder: signed out it asks to sign in, then orders the renewal once', async ({
  page,
  newCustomer,
  request,
}) => {
  const { account, customer, order, renew } = await remindedCustomer(request, newCustomer);

  await open(page, pathOf(renew));
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount%2Frenew%2F/);
  await signInFromHere(page, account);
  await expect(page).toHaveURL(new RegExp(`/account/renew/${order.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Renew your subscription' }),
  ).toBeVisible();
  const placed = page.getByRole('region', { name: 'Order placed' });
  await expect(placed.getByTestId('order-number')).toHaveText(/^SF-/);
  const number = await placed.getByTestId('order-number').textContent();
  await expect(placed.getByRole('heading', { name: 'How to pay' })).toBeVisible();
  expect(await seriousViolations(page), 'the renew page').toEqual([]);

  // The link opened again: the renewal already ordered, not a second one.
  await page.reload();
  await waitForApp(page);
  const again = page.getByRole('region', { name: 'Renewal already ordered' });
  await expect(again.getByTestId('order-number')).toHaveText(number!);
  const mine = await request.get('/api/orders/mine', { headers: bearer(customer) });
  const renewals = ((await mine.json()) as { data: { renewalOf: string | null }[] }).data.filter(
    (o) => o.renewalOf === order.id,
  );
  expect(renewals).toHaveLength(1);

  await page.getByRole('link', { name: 'See your orders in your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your orders' }).getByText(number!)).toBeVisible();
});

/** Fills the sign-in form already on screen (the renew link sent the visitor to it). */
async function signInFromHere(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
