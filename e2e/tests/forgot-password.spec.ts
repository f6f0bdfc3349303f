import { mailToMatching } from '../support/mailbox.ts';
import { expect, test } from '../support/fixtures.ts';

test('a customer who forgot the password gets a link by email and signs in with a new one', async ({
  page,
  navigate,
  login,
  newCustomer,
}) => {
  const account = await newCustomer();
  await navigate('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'we have sent it a link' }),
  ).toBeVisible();

  // Not the sign-up's verification mail, which may arrive after it.
  const mail = await mailToMatching(account.email, /resetToken=/);
  const link = /http:\/\/127\.0\.0\.1:\d+\/login\?resetToken=[\w-]+/.exec(mail)?.[0];
  expect(link, 'the email holds a reset link to this site').toBeTruthy();

  await navigate(new URL(link!).pathname + new URL(link!).search);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('A-brand-new-passphrase-7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The link worked once: opening it again says so.
  await page.evaluate(() => localStorage.clear());
  await navigate(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password', { exact: true }).fill('Another-new-passphrase-8');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('already been used');

  // The old password no longer works; the new one does.
  await login({ email: account.email, password: account.password });
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await login({ email: account.email, password: 'A-brand-new-passphrase-7' });
  await expect(page).toHaveURL(/\/$/);
});
