import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { verificationLinkFor } from '../support/mailbox.ts';

test('a new customer verifies their email from the link in the mail, and My account knows', async ({
  newCustomer,
  login,
  navigate,
  page,
}) => {
  const account = await newCustomer();
  const signUpLink = await verificationLinkFor(account.email);

  await login(account);
  await expect(page).toHaveURL(/\/$/);
  await navigate('/account');
  const notice = page.getByRole('region', { name: 'Verify your email' });
  await expect(notice).toContainText(account.email);
  expect(await seriousViolations(page), 'axe on My account with the notice').toEqual([]);

  // Another link on request; the sign-up's stops working.
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice.getByRole('status')).toContainText('We sent you a new verification link');
  const newLink = await verificationLinkFor(account.email, 2);
  expect(newLink).not.toBe(signUpLink);

  await navigate(signUpLink);
  await expect(page.getByRole('alert', { name: 'This link cannot be used' })).toBeFocused();

  await navigate(newLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  const result = page.getByRole('status', { name: 'Email verified' });
  await expect(result).toBeFocused();
  await expect(result).toContainText('Your email is verified.');
  expect(await seriousViolations(page), 'axe on the verified link').toEqual([]);

  await result.getByRole('link', { name: 'Go to My account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  // The session learns it from the server: what the notice is shown from.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('user') ?? '{}') as { emailVerified?: boolean })
            .emailVerified,
      ),
    )
    .toBe(true);
  await expect(notice).toHaveCount(0);

  // Opened again (a second tab, the mail read again): it says so and changes nothing.
  await navigate(newLink);
  await expect(page.getByRole('status', { name: 'Email verified' })).toContainText(
    'Your email is already verified.',
  );
});
