import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { verificationLinkFor } from '../support/mailbox.ts';

// Dates follow the viewer's language (decision 040): this visitor reads American English.
test.use({ locale: 'en-US' });

/**
 * The one spec that takes a trial: every browser test comes from 127.0.0.1, and a network
 * address gets one free trial a day (decision 055).
 */
test('a visitor takes the free trial from /packages: registers, verifies the email, watches', async ({
  page,
  navigate,
}) => {
  const email = `e2e-trial-${Date.now()}@streamfront.test`;
  await navigate('/packages');
  const essentials = page.getByRole('article', { name: 'Essentials' });
  await essentials.getByRole('link', { name: 'Try free for 24 hours: Essentials' }).click();

  // Signed out: sign-in first, then back to the trial.
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Ftrial%2F/);
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Name').fill('Trial Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Trial-visitor-pass-42');
  await page.getByRole('button', { name: 'Create account' }).click();

  const heading = page.getByRole('heading', { level: 1, name: 'Try Essentials free for 24 hours' });
  await expect(heading).toBeVisible();
  const trialUrl = new URL(page.url()).pathname;
  // Not verified yet: the page says what to do, and the server refuses the same.
  await expect(page.getByRole('region', { name: 'Verify your email' })).toContainText(email);
  await page.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(page.getByRole('alert')).toContainText('Verify your email first');
  expect(await seriousViolations(page), 'axe on the trial page with its refusal').toEqual([]);

  // The link from the registration mail, read from the test SMTP server.
  await navigate(await verificationLinkFor(email));
  await expect(page.getByRole('status', { name: 'Email verified' })).toContainText(
    'Your email is verified.',
  );

  await navigate(trialUrl);
  await expect(page.getByRole('region', { name: 'Verify your email' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start my free trial' }).click();

  // My account: the trial with its login, counted in hours.
  await expect(page).toHaveURL(/\/account$/);
  const card = page.getByRole('article', { name: /^Essentials/ });
  await expect(card.getByText('Free trial')).toBeVisible();
  await expect(card.getByText(/^2[34] hours left$/)).toBeVisible();
  await expect(card.getByText(/^sf\d{4}[a-z]{4}$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Order Essentials' })).toBeVisible();
  expect(await seriousViolations(page), 'axe on My account with the trial').toEqual([]);
});
