import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, bearer, type ApiSession } from '../support/api-session.ts';
import { seriousViolations } from '../support/axe.ts';
import { signIn, expect, test, waitForApp } from '../support/fixtures.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { openAsAdmin, signInAsAdmin } from '../support/admin.ts';

/** A public form sent through the API, as a visitor or signed in. */
async function send(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
  as?: ApiSession,
) {
  const response = await request.post(path, { data, ...(as ? { headers: bearer(as) } : {}) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('an admin marks a merged VOD request added, and a customer who asked is told', async ({
  page,
  browser,
  login,
  navigate,
  newCustomer,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `The Quiet Orbit ${Date.now() % 100000}`;
  const guest = `vod-guest-${Date.now()}@streamfront.test`;
  const account = await newCustomer();
  const customer = await apiLogin(request, account);
  // The same title asked for twice, written differently: one request, two people.
  const id = await send(request, '/api/vod-requests', { title, type: 'movie' }, customer);
  expect(
    await send(request, '/api/vod-requests', {
      title: `${title.toUpperCase()}  (2024)`,
      type: 'movie',
      email: guest,
    }),
  ).toBe(id);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsAdmin({ page, login, navigate }, '/admin/vod-requests');
  await expect(page).toHaveTitle('VOD requests · Streamfront Admin');
  await page.getByLabel('Search VOD requests').fill(title);
  await expect(page).toHaveURL(/[?&]q=The/);
  const table = page.getByRole('table', { name: 'VOD requests' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2 people');

  await row.getByRole('button', { name: `Open the request for ${title}` }).click();
  const panel = page.getByRole('region', { name: title });
  await expect(panel.getByRole('heading', { name: title })).toBeFocused();
  const askers = panel.getByRole('list', { name: 'Who asked' });
  await expect(askers.getByRole('listitem')).toHaveCount(2);
  await expect(askers).toContainText(account.email);
  await expect(askers).toContainText(guest);
  expect(await seriousViolations(page), 'axe on the VOD desk with a title open').toEqual([]);

  const form = panel.getByRole('form', { name: `Status of "${title}"` });
  await form.getByLabel('Status').selectOption('added');
  await form.getByLabel('Note to the people who asked').fill('Find it under Sci-fi.');
  await form.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText(`"${title}" is added.`)).toBeVisible();
  await expect(row).toContainText('Added');

  // The guest has no account: the mail says so.
  expect(await latestMailTo(guest)).toContain('Find it under Sci-fi.');

  // The customer who asked sees it in the bell, in a browser of their own.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, account);
  await expect(customerPage).toHaveURL(/\/$/);
  await waitForApp(customerPage);
  const bell = customerPage
    .getByRole('navigation', { name: 'Main' })
    .getByTestId('notification-bell');
  await expect(bell.getByTestId('notification-badge')).toHaveText('1');
  await bell.click();
  const inbox = customerPage.getByRole('region', { name: 'Notification inbox' });
  await expect(inbox.getByText(`"${title}" is now available`)).toBeVisible();
  await customerContext.close();
});

test('at 375 px a new report joins its problem live and the admin resolves the group', async ({
  page,
  login,
  navigate,
  request,
}) => {
  test.setTimeout(90_000);
  const channel = `E2E Arena ${Date.now() % 100000}`;
  const reporters = [0, 1, 2].map((n) => `report-${n}-${Date.now()}@streamfront.test`);
  const report = (subject: string, email: string) =>
    send(request, '/api/content-reports', {
      subject,
      problemType: 'buffering',
      details: `Constant buffering on ${subject} tonight.`,
      email,
    });
  await report(channel, reporters[0]!);
  await report(channel.toLowerCase(), reporters[1]!);

  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page, login);

  // The VOD desk fits a phone too, with a title open.
  await navigate('/admin/vod-requests');
  await page
    .getByRole('button', { name: /^Open the request for / })
    .first()
    .click();
  await expect(page.getByRole('form', { name: /^Status of "/ })).toBeVisible();
  expect(await sidewaysOverflow(page), 'VOD requests at 375 px').toBeLessThanOrEqual(0);

  await navigate(`/admin/report-content?q=${encodeURIComponent(channel)}`);
  await expect(page).toHaveTitle('Content reports · Streamfront Admin');
  await expect(page.getByTestId('notification-bell')).toHaveAttribute(
    'data-live-subscribed',
    'true',
  );
  const table = page.getByRole('table', { name: 'Content reports' });
  const row = table.getByRole('row').filter({ hasText: channel });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toContainText('2');

  // A third report about the same channel, written differently, arrives without a reload.
  await report(`${channel.toUpperCase()}!`, reporters[2]!);
  await expect(row.getByRole('cell').nth(1)).toContainText('3');

  await row.getByRole('button', { name: `Open the reports about ${channel}` }).click();
  const panel = page.getByRole('region', { name: channel });
  await expect(panel.getByRole('list', { name: 'Reports' }).getByRole('listitem')).toHaveCount(3);
  const form = panel.getByRole('form', { name: `Status of the problem with ${channel}` });
  await form.getByLabel('Status', { exact: true }).selectOption('resolved');
  await form.getByLabel('Note to the reporters').fill('The stream server was restarted.');
  await form.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText(`${channel} is resolved.`)).toBeVisible();
  await expect(panel.getByText('Told: “The stream server was restarted.”')).toHaveCount(3);
  expect(await sidewaysOverflow(page), 'content reports at 375 px').toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), 'axe on the reports desk with a problem open').toEqual([]);

  // Every reporter left an address only: each is told by mail.
  for (const email of reporters) {
    expect(await latestMailTo(email)).toContain('The stream server was restarted.');
  }
});
