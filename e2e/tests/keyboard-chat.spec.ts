import type { Locator, Page } from '@playwright/test';
import { installColourKit, type Rgba } from '../support/contrast.ts';
import { expect, test } from '../support/fixtures.ts';
import { readFocus } from '../support/keyboard.ts';

// The seeded answer of the payment_methods intent.
const ANSWER = /You can pay by bank transfer, at a card terminal or in cash at a reseller/;

/** Focus is on `target`, and a sighted keyboard user can see it there. */
async function expectFocusSeenOn(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  const focus = await readFocus(page);
  expect(focus, focus.element).toMatchObject({ onBody: false, hasIndicator: true, covered: false });
}

/**
 * The focused element's outline, and its contrast with the colour drawn around it: the first
 * background (or each colour of a gradient) found going up from its parent.
 */
async function focusOutline(page: Page) {
  await installColourKit(page);
  return page.evaluate(() => {
    const { parse, ratio } = window.__colour!;
    const active = document.activeElement as HTMLElement;
    const style = getComputedStyle(active);
    let behind: Rgba[] = [];
    for (let node = active.parentElement; node && behind.length === 0; node = node.parentElement) {
      const own = getComputedStyle(node);
      const stops = own.backgroundImage.match(/rgba?\([^)]+\)/g);
      if (stops) behind = stops.map(parse);
      else if (parse(own.backgroundColor)[3] !== 0) behind = [parse(own.backgroundColor)];
    }
    const outline = parse(style.outlineColor);
    return {
      element: [
        active.tagName.toLowerCase(),
        active.getAttribute('type'),
        active.getAttribute('aria-label') ?? active.textContent,
      ].join(' '),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      contrast: Math.min(...behind.map((colour) => ratio(outline, colour))),
    };
  });
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('the chat with the keyboard alone: open, ask, hear the answer, close', async ({
  page,
  navigate,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await navigate('/');
  const launcher = page.getByRole('button', { name: /chat assistant/ });
  const chat = page.getByRole('dialog', { name: 'Streamfront Assistant' });
  const input = chat.getByRole('textbox', { name: 'Type your message' });

  // Shift+Tab from the top of the page reaches its last control: the launcher.
  await page.keyboard.press('Shift+Tab');
  await expectFocusSeenOn(page, launcher);
  await page.keyboard.press('Enter');
  await expect(chat).toBeVisible();
  await expectFocusSeenOn(page, input);

  await page.keyboard.type('How do I pay?');
  await page.keyboard.press('Enter');
  // While the reply is on its way the caret stays where the visitor was typing.
  await expect(chat.getByTestId('chat-typing')).toBeVisible();
  await expectFocusSeenOn(page, input);
  await expect(chat.getByRole('list', { name: 'Messages' }).getByText(ANSWER)).toBeVisible({
    timeout: 15_000,
  });
  await expect(chat.getByRole('status')).toHaveText(ANSWER);
  await expectFocusSeenOn(page, input);

  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expectFocusSeenOn(page, launcher);
  await expect(launcher).toHaveAccessibleName('Open chat assistant');
});

test('every control of the chat shows the site focus outline, settings included', async ({
  page,
  navigate,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await navigate('/help-center');
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const chat = page.getByRole('dialog', { name: 'Streamfront Assistant' });
  await expect(chat.getByRole('textbox', { name: 'Type your message' })).toBeFocused();
  await page.keyboard.type('how do I pay');
  await page.keyboard.press('Enter');
  await expect(chat.getByRole('list', { name: 'Messages' }).getByText(ANSWER)).toBeVisible({
    timeout: 15_000,
  });

  // Open the settings with the keyboard: Shift+Tab back up to its button, then Space.
  const settings = chat.getByRole('button', { name: 'Chat settings' });
  for (let step = 0; step < 20; step += 1) {
    if (await settings.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Shift+Tab');
  }
  await expect(settings).toBeFocused();
  await page.keyboard.press('Space');
  await expect(chat.getByRole('switch', { name: /Sound/ })).toBeVisible();

  // From the settings button once round the panel, checking each stop.
  const seen: string[] = [];
  for (let step = 0; step < 20; step += 1) {
    const inChat = await chat.evaluate((panel) => panel.contains(document.activeElement));
    if (!inChat) break;
    const outline = await focusOutline(page);
    seen.push(outline.element);
    expect(outline.style, outline.element).toBe('solid');
    expect(outline.width, outline.element).toBeGreaterThanOrEqual(2);
    expect(outline.contrast, outline.element).toBeGreaterThanOrEqual(3);
    const focus = await readFocus(page);
    expect(focus, focus.element).toMatchObject({ hasIndicator: true, covered: false });
    await page.keyboard.press('Tab');
  }
  // The walk went through the header, the three switches, the answer and the message input.
  expect(seen).toEqual(
    expect.arrayContaining([
      'button button Chat settings',
      'button button Minimize chat',
      'button button Close chat',
      'button button Helpful',
      'input text Type your message',
    ]),
  );
  expect(seen.filter((stop) => stop.startsWith('input checkbox'))).toHaveLength(3);
});
