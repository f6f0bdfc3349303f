import { expect, test } from '../support/fixtures.ts';

// Each form takes 5 posts per IP per 10 minutes: this file sends at most 2 per form.

test('the contact form sends a message and confirms it', async ({ page, navigate }) => {
  await navigate('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByLabel('Your name').fill('Morgan Viewer');
  await page.getByLabel('Email').fill('morgan@streamfront.test');
  await page.getByLabel('Subject').fill('Family package question');
  await page.getByLabel('Message').fill('Can I add a fifth screen to the Family package?');
  await page.getByRole('button', { name: 'Send message' }).click();

  const confirmation = page.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(confirmation).toContainText('Thank you for contacting us!');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('signed in, contact needs no email', async ({ page, newCustomer, login, navigate }) => {
  const customer = await newCustomer();
  await login(customer);
  await expect(page).toHaveURL(/\/$/);
  await navigate('/contact');
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expect(page.getByText(customer.email)).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue(customer.name);
  await page.getByLabel('Subject').fill('Upgrade');
  await page.getByLabel('Message').fill('Please move me to the yearly package.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
});

test('the VOD request form sends a request and confirms it', async ({ page, navigate }) => {
  await navigate('/vod-request');
  await page.getByLabel('Title').fill('The Expanse');
  await page.getByRole('radio', { name: /Series/ }).check();
  await page.getByLabel('Release year (optional)').fill('2015');
  // The server's rule for visitors, told by the form before anything is sent.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByText('Email is required when you are not signed in')).toBeVisible();
  await page.getByLabel('Email').fill('morgan@streamfront.test');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request received' })).toContainText(
    'Your request for "The Expanse" has been received.',
  );
  await expect(page.getByLabel('Title')).toHaveValue('');
});

test('the content report form sends a report and confirms it', async ({ page, navigate }) => {
  await navigate('/report-content');
  await page.getByLabel('What is affected?').fill('Streamfront Sports 1');
  await page.getByLabel('Problem').selectOption({ label: 'Buffering or poor quality' });
  await page.getByLabel('Details').fill('Buffers every few seconds since the kick-off at 16:00.');
  await page.getByLabel('Email').fill('morgan@streamfront.test');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Report received' })).toContainText(
    'Thank you for your report.',
  );
});
