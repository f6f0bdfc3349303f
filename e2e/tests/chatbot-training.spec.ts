import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openAsAdmin } from '../support/admin.ts';

// Nothing in the seeded set is about gift cards: the assistant falls back and keeps it.
const QUESTION = 'Do you sell gift cards?';
const NEW_ANSWER = 'Gift cards are coming soon: ask support to be told when they launch.';

async function ask(page: Page, text: string) {
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const chat = page.getByRole('dialog', { name: 'Streamfront Assistant' });
  await chat.getByRole('textbox', { name: 'Type your message' }).fill(text);
  await chat.getByRole('button', { name: 'Send message' }).click();
  return chat;
}

test('an admin fixes an unanswered question and the assistant answers it after retraining', async ({
  page,
  navigate,
  login,
}) => {
  test.setTimeout(60_000);
  await navigate('/');
  let chat = await ask(page, QUESTION);
  // The fallback answer offers a person.
  await expect(chat.getByRole('button', { name: 'Talk to a person' })).toBeVisible();
  await expect(chat.getByRole('list', { name: 'Messages' }).getByText(NEW_ANSWER)).toHaveCount(0);

  await openAsAdmin({ page, login, navigate }, '/admin/chatbot');
  await expect(page.getByRole('heading', { name: 'Chatbot', level: 1 })).toBeVisible();
  await expect(page.getByTestId('model-version')).toHaveText('1');

  await page.getByRole('tab', { name: /Unanswered questions/ }).click();
  await expect(page.getByTestId('unanswered-count')).not.toHaveText('0');
  const item = page.getByTestId('unanswered-question').filter({ hasText: QUESTION });
  await item.getByRole('button', { name: /^Add to intent: / }).click();
  await item.getByLabel('A new intent').check();
  await item.getByLabel('New intent name').fill('gift_cards');
  await item.getByLabel('Answer').fill(NEW_ANSWER);
  await item.getByRole('button', { name: 'Add question' }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByText(/Intents changed since this model was trained/)).toBeVisible();

  await page.getByRole('button', { name: 'Train model' }).click();
  await expect(page.getByRole('progressbar', { name: 'Training the model' })).toBeVisible();
  await expect(page.getByText('Training finished: model version 2')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('train-accuracy')).toHaveText(/^\d+(\.\d)?%$/);
  await expect(page.getByTestId('model-version')).toHaveText('2');

  await navigate('/');
  chat = await ask(page, QUESTION);
  await expect(chat.getByRole('list', { name: 'Messages' }).getByText(NEW_ANSWER)).toBeVisible();
});
