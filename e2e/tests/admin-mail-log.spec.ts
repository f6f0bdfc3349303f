import type { MailMessage } from '@streamfront/contract';
import { E2E_ADMIN } from '../support/accounts.ts';
import { apiLogin, bearer } from '../support/api-session.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectFocusOn } from '../support/keyboard.ts';
import { mailToMatching } from '../support/mailbox.ts';
import { signInAsAdmin } from '../support/admin.ts';

// Full-page axe scans and a real mail round trip: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('the mail log: the given-up messages, one read as sent, and sent again', async ({
  page,
  login,
  request,
}) => {
  const admin = await apiLogin(request, E2E_ADMIN);
  // The demo mail log holds a reminder a mail server refused for good.
  const dead = await request.get('/api/admin/mail?state=dead&pageSize=1', {
    headers: bearer(admin),
  });
  const [given] = ((await dead.json()) as { data: MailMessage[] }).data;
  expect(given, 'a given-up message in the demo mail log').toBeDefined();

  await signInAsAdmin(page, login);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Mail log' })
    .click();
  await expect(page).toHaveTitle('Mail log · Streamfront Admin');
  await page.getByLabel('State').selectOption({ label: 'Given up' });
  await expect(page).toHaveURL(/[?&]state=dead(&|$)/);
  const table = page.getByRole('table', { name: 'Mail log' });
  const row = table.getByRole('row').filter({ hasText: given!.subject }).first();
  await expect(row).toContainText('Given up');
  await expect(row).toContainText(`To ${given!.to}`);
  expect(await seriousViolations(page), 'the mail log').toEqual([]);

  // Opened: the message as the customer's mail program shows it, in a frame that runs nothing.
  await row.getByRole('button', { name: /^Open the message / }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]message=${given!.id}`));
  const panel = page.getByRole('region', { name: given!.subject });
  await expect(panel.getByRole('heading', { level: 2, name: given!.subject })).toBeFocused();
  const frame = panel.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('title', `The message "${given!.subject}" as sent`);
  await expect(
    panel.frameLocator('iframe').getByRole('link', { name: /^Renew for / }),
  ).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Plain-text part' })).toBeVisible();
  await expect(panel).toContainText('Last error');
  // The frame runs no script, so axe cannot enter it; mail-templates.spec.ts scans the mail itself.
  expect(await seriousViolations(page, { exclude: ['iframe[sandbox]'] }), 'a message open').toEqual(
    [],
  );

  // Sent again: queued at once, then sent by the worker through the real SMTP server.
  // From the keyboard: the button goes once the message is queued, and the focus must not.
  await panel.getByRole('button', { name: 'Send again' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(`"${given!.subject}" is queued to ${given!.to} again.`),
  ).toBeVisible();
  await expectFocusOn(page, /Queued to be sent again/);
  await expect
    .poll(
      async () => {
        const detail = await request.get(`/api/admin/mail/${given!.id}`, {
          headers: bearer(admin),
        });
        return ((await detail.json()) as { data: MailMessage }).data.state;
      },
      { timeout: 20_000 },
    )
    .toBe('sent');
  await page.reload();
  const reopened = page.getByRole('region', { name: given!.subject });
  await expect(reopened.locator('dd').filter({ hasText: /^Sent$/ })).toBeVisible();
  await expect(reopened.getByRole('button', { name: 'Send again' })).toHaveCount(0);
});

test('the jobs page: counts per state, filters from the URL, and axe clean', async ({
  page,
  login,
  navigate,
}) => {
  await signInAsAdmin(page, login);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Jobs' })
    .click();
  await expect(page).toHaveTitle('Jobs · Streamfront Admin');
  const counts = page.getByRole('region', { name: 'Jobs by state' });
  await expect(counts.getByText('Dead', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  expect(await seriousViolations(page), 'the jobs page').toEqual([]);

  // The "a background job failed" notice links here: the dead ones, or none.
  await navigate('/admin/jobs?state=dead');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('dead');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();

  // Finished work lists with its kind, its tries and when it finished, never its payload.
  await page.getByLabel('State', { exact: true }).selectOption('done');
  await expect(page).toHaveURL(/[?&]state=done(&|$)/);
  const rows = page
    .getByRole('table', { name: 'Background jobs' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText('Done');
  await expect(rows.first()).toContainText(/Finished /);
  await expect(rows.first().getByRole('button')).toHaveCount(0);
});

test('settings: the mail sender is saved, and a test mail reports the mail server’s answer', async ({
  page,
  login,
  navigate,
}) => {
  await signInAsAdmin(page, login);
  await navigate('/admin/settings');
  const sender = page.getByLabel('Sender name');
  await expect(sender).toBeVisible();
  const before = await sender.inputValue();
  const name = `Streamfront E2E ${Date.now() % 100_000}`;
  await sender.fill(name);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  const to = `e2e-test-mail-${Date.now()}@streamfront.test`;
  await page.getByLabel('Send to').fill(to);
  const send = page.getByRole('button', { name: 'Send a test mail' });
  await send.click();
  await expect(
    page.getByRole('status').filter({ hasText: `The mail server accepted the test mail to ${to}` }),
  ).toContainText(/It answered: 250/);
  await expect(send).toBeFocused();
  // It went through the real SMTP server, from the sender name just saved.
  expect(await mailToMatching(to, /^From: /m)).toMatch(new RegExp(`^From: "?${name}"? <`, 'm'));
  expect(await seriousViolations(page), 'settings after a test mail').toEqual([]);

  // Put back as it was, for the other tests on this server.
  await sender.fill(before);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();
});
