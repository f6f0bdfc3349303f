import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const QUESTION = 'What payment methods do you accept?';
// The seeded answer of the payment_methods intent.
const ANSWER = /You can pay by bank transfer, at a card terminal or in cash at a reseller/;
const GENERIC_ERROR = 'Sorry, I encountered an error. Please try again later.';
const UNAVAILABLE = 'Chatbot is currently unavailable. Please try again later.';

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const chat = page.getByRole('dialog', { name: 'Streamfront Assistant' });
  await expect(chat).toBeVisible();
  return chat;
}

test('a seeded question is answered a fixed second after the server replies', async ({
  page,
  navigate,
}) => {
  await navigate('/');
  const chat = await openChat(page);
  await expect(chat.getByText(/I'm the Streamfront assistant/)).toBeVisible();

  // Timestamps taken in the page, on one clock: when the typing dots and the answer appear.
  // A 20 ms heartbeat records each time the page's main thread was held up, and when, so that
  // a busy machine's late timers are told apart from a delay longer than the one second: the
  // stalls between the server's answer and the bot's message are added up (several short
  // ones delay the message as much as one long one).
  await page.evaluate(() => {
    const marks: Record<string, number> = {};
    const stalls: [at: number, held: number][] = [];
    Object.assign(window, { chatMarks: marks, chatStalls: stalls });
    let beat = performance.now();
    setInterval(() => {
      const now = performance.now();
      if (now - beat > 25) stalls.push([now, now - beat - 20]);
      beat = now;
    }, 20);
    new MutationObserver(() => {
      if (!marks.typing && document.querySelector('[data-testid="chat-typing"]'))
        marks.typing = performance.now();
      const bot = document.querySelectorAll('[data-testid="chat-message"][data-sender="bot"]');
      if (!marks.answer && bot.length > 1) marks.answer = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });

  const input = chat.getByRole('textbox', { name: 'Type your message' });
  await input.fill(QUESTION);
  await expect(chat.getByText(`${QUESTION.length}/500`)).toBeVisible();
  await chat.getByRole('button', { name: 'Send message' }).click();

  await expect(chat.getByTestId('chat-typing')).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(chat.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await expect(chat.getByRole('list', { name: 'Messages' }).getByText(ANSWER)).toBeVisible();
  await expect(chat.getByTestId('chat-typing')).toHaveCount(0);
  await expect(input).toBeEnabled();

  const { typing, answer, responseEnd, stall } = await page.evaluate(() => {
    const { chatMarks: marks, chatStalls: stalls } = window as unknown as {
      chatMarks: Record<string, number>;
      chatStalls: [number, number][];
    };
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('/api/chatbot/process-message')) as PerformanceResourceTiming;
    const answer = marks.answer ?? 0;
    return {
      typing: marks.typing ?? 0,
      answer,
      responseEnd: entry.responseEnd,
      // The beats that overlap the wait (a beat spans `held` + 20 ms before `at`).
      stall: stalls
        .filter(([at, held]) => at > entry.responseEnd && at - held - 20 < answer)
        .reduce((sum, [, held]) => sum + held, 0),
    };
  });
  expect(answer - typing).toBeGreaterThanOrEqual(900);
  // The delay counts from the server's answer, not from the click.
  expect(answer - responseEnd).toBeGreaterThanOrEqual(900);
  expect(answer - responseEnd).toBeLessThan(1500 + stall);
});

test('a reply that arrives while minimized shows the unread badge', async ({ page, navigate }) => {
  await navigate('/packages');
  const chat = await openChat(page);
  const badge = page.getByTestId('chat-unread-badge');
  await expect(badge).toHaveCount(0);

  await chat.getByRole('textbox', { name: 'Type your message' }).fill('How can I pay?');
  await chat.getByRole('button', { name: 'Send message' }).click();
  await chat.getByRole('button', { name: 'Minimize chat' }).click();
  await expect(chat).toHaveCSS('height', '60px');

  await expect(badge).toHaveText('1');
  await expect(page.getByRole('button', { name: /1 unread message/ })).toBeVisible();

  await chat.getByRole('button', { name: 'Maximize chat' }).click();
  await expect(badge).toHaveCount(0);
  await expect(chat.getByRole('list', { name: 'Messages' }).getByText(ANSWER)).toBeVisible();
});

test('retry after a failed message sends it again', async ({ page, navigate }) => {
  let calls = 0;
  await page.route('**/api/chatbot/process-message', async (route) => {
    calls += 1;
    if (calls === 1) {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Forced failure' }),
      });
    } else {
      await route.continue();
    }
  });
  await navigate('/');
  const chat = await openChat(page);
  await chat.getByRole('textbox', { name: 'Type your message' }).fill(QUESTION);
  await chat.getByRole('button', { name: 'Send message' }).click();

  await expect(chat.getByRole('alert')).toHaveText(new RegExp(GENERIC_ERROR));
  await expect(chat.getByTestId('chat-message').filter({ hasText: GENERIC_ERROR })).toHaveCount(1);
  await chat.getByRole('button', { name: 'Retry' }).click();

  await expect(chat.getByRole('list', { name: 'Messages' }).getByText(ANSWER)).toBeVisible();
  await expect(chat.getByRole('alert')).toHaveCount(0);
  // The failed attempt was replaced, not repeated.
  await expect(chat.getByTestId('chat-message').filter({ hasText: QUESTION })).toHaveCount(1);
  expect(calls).toBe(2);
});

test('a 503 from the server makes the assistant unavailable', async ({ page, navigate }) => {
  await page.route('**/api/chatbot/process-message', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'No active training data' }),
    }),
  );
  await navigate('/');
  const chat = await openChat(page);
  await chat.getByRole('textbox', { name: 'Type your message' }).fill('Hello there');
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByRole('alert')).toHaveText(UNAVAILABLE);
  await expect(chat.getByTestId('chat-message').filter({ hasText: UNAVAILABLE })).toHaveCount(1);
  await expect(chat.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('the panel keeps to the window: full width less 24 px on a phone', async ({
  page,
  navigate,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await navigate('/');
  const chat = await openChat(page);
  const box = await chat.boundingBox();
  expect(box?.width).toBe(366);
  expect(box?.height).toBe(500);
  expect(box?.x).toBe(12);
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeFocused();
});

test('a page named in an answer opens in the app, with the conversation kept', async ({
  page,
  navigate,
}) => {
  await navigate('/');
  const chat = await openChat(page);
  await chat.getByRole('textbox', { name: 'Type your message' }).fill('can I get a refund');
  await chat.getByRole('button', { name: 'Send message' }).click();
  const messages = chat.getByRole('list', { name: 'Messages' });
  await messages.getByRole('link', { name: 'Refund Policy' }).click();

  await expect(page).toHaveURL(/\/refund-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  await expect(messages.getByText('can I get a refund')).toBeVisible();
});

test('waiting for an email, Cancel leaves the hand-over', async ({ page, navigate }) => {
  await navigate('/');
  const chat = await openChat(page);
  const messages = chat.getByRole('list', { name: 'Messages' });
  await chat.getByRole('button', { name: 'Talk to a person' }).click();
  await expect(messages.getByText(/What's your email address\?/)).toBeVisible();
  await chat.getByRole('button', { name: 'Cancel' }).click();
  await expect(messages.getByText(/No problem, I won't pass this on/)).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
});
