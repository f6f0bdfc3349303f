import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures.ts';

// Two people at two desks, each journey a few round trips through the live channel.
test.describe.configure({ timeout: 90_000 });

/** The inbox open in its own browser context, as a second person at another desk. */
async function openInbox(page: Page) {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin\//);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Queries' })
    .click();
  // The admin pages load as their own chunk: on a busy machine the first one takes a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Queries' })).toBeVisible({
    timeout: 20_000,
  });
  // Subscribed: a new query's notification cannot be missed from here on.
  await expect(page.getByRole('banner').getByTestId('notification-bell')).toHaveAttribute(
    'data-live-subscribed',
    'true',
  );
  return page.getByRole('table', { name: 'Queries' });
}

test('a signed-in customer writes in, an admin sees it arrive live and replies, the customer reads the reply', async ({
  page,
  browser,
  login,
  newCustomer,
}) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const inbox = await openInbox(adminPage);

  const account = await newCustomer();
  await login(account);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  // Signed in: the form already knows who is writing.
  await expect(form.getByLabel('Your name')).toHaveValue(account.name);
  const subject = `Two homes ${Date.now()}`;
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Can my daughter watch in her student flat too?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();

  // No reload: the new message's notification refreshes the open inbox.
  await expect(inbox.getByText(subject)).toBeVisible();
  await adminPage
    .getByRole('button', { name: `Open ${account.name}'s query "${subject}"` })
    .click();
  const detail = adminPage.getByRole('region', { name: subject });
  await expect(detail.getByText('Signed-in customer')).toBeVisible();
  const reply = detail.getByRole('form', { name: `Reply to ${account.name}` });
  await reply.getByLabel(`Reply to ${account.name}`).fill('Yes: up to four screens, anywhere.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(adminPage.getByText(`Reply sent to ${account.name}.`)).toBeVisible();

  // The customer is told in the app, and the notification leads to the thread on /account.
  const bell = page.getByRole('navigation', { name: 'Main' }).getByTestId('notification-bell');
  await expect(bell.getByTestId('notification-badge')).toHaveText('1');
  await bell.click();
  await page
    .getByRole('region', { name: 'Notification inbox' })
    .getByText('We replied to your question')
    .click();
  await page
    .getByRole('dialog', { name: 'We replied to your question' })
    .getByRole('link', { name: 'Open' })
    .click();
  await expect(page).toHaveURL(/\/account\?query=/);
  const questions = page.getByRole('region', { name: 'Your questions' });
  await expect(questions.getByRole('button', { name: new RegExp(subject) })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(questions.getByText('Yes: up to four screens, anywhere.')).toBeVisible();

  // The customer answers back; the admin's open query shows it and is open again.
  const answer = questions.getByRole('form', { name: `Write back about ${subject}` });
  await answer.getByLabel('Your message').fill('Wonderful, thank you!');
  await answer.getByRole('button', { name: 'Send' }).click();
  await expect(questions.getByText('Wonderful, thank you!')).toBeVisible();
  await expect(detail.getByText('Wonderful, thank you!')).toBeVisible();
  await expect(detail.getByLabel(`Status of ${account.name}'s query`)).toHaveValue('open');
  await adminContext.close();
});

test("a chat hand-over reaches the inbox with its transcript, and the admin's reply shows in the still-open widget", async ({
  page,
  browser,
  navigate,
}) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const inbox = await openInbox(adminPage);

  await navigate('/');
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const chat = page.getByRole('dialog', { name: 'Streamfront Assistant' });
  const messages = chat.getByRole('list', { name: 'Messages' });
  await chat.getByRole('button', { name: 'Talk to a person' }).click();
  await expect(messages.getByText(/What's your email address\?/)).toBeVisible();
  const email = `chat-${Date.now()}@streamfront.test`;
  await chat.getByRole('textbox', { name: 'Type your message' }).fill(email);
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(messages.getByText(/A member of our team will reply/)).toBeVisible();

  await expect(inbox.getByText(email)).toBeVisible();
  await inbox
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('button', { name: `Open Chat visitor's query "Chat hand-over"` })
    .click();
  const detail = adminPage.getByRole('region', { name: 'Chat hand-over' });
  await expect(detail.getByText(`Chat visitor · ${email}`)).toBeVisible();
  const transcript = detail.getByRole('region', { name: 'Chat transcript' });
  await expect(transcript.getByText(email)).toBeVisible();
  await expect(detail.getByText(/in the chat window, if they still have it open/)).toBeVisible();
  const reply = detail.getByRole('form', { name: 'Reply to Chat visitor' });
  await reply.getByLabel('Reply to Chat visitor').fill('Hello! I am here to help.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(adminPage.getByText('Reply sent to Chat visitor.')).toBeVisible();

  // The widget asks for the team's replies every few seconds while it stays open.
  await expect(messages.getByText('Hello! I am here to help.')).toBeVisible({ timeout: 15_000 });
  await expect(messages.getByText(/from our team/)).toBeVisible();
  await adminContext.close();
});
