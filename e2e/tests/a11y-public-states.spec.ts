import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { installColourKit, type Rgba } from '../support/contrast.ts';
import { expect, test } from '../support/fixtures.ts';
import { readFocus, tabWalkProblems } from '../support/keyboard.ts';

// The seeded answer of the payment_methods intent.
const ANSWER = /You can pay by bank transfer, at a card terminal or in cash at a reseller/;

const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'Streamfront Assistant' });

/** Opens the chat and asks, so the panel shows an answer as a visitor would see it. */
async function openChatWithAnswer(page: Page) {
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const chat = chatPanel(page);
  const input = chat.getByRole('textbox', { name: 'Type your message' });
  await expect(input).toBeFocused();
  await input.fill('How do I pay?');
  await input.press('Enter');
  await expect(chat.getByRole('list', { name: 'Messages' }).getByText(ANSWER)).toBeVisible({
    timeout: 15_000,
  });
  return chat;
}

/** One banner, one main and one footer, whatever is open on top of them. */
async function expectOneOfEachLandmark(page: Page) {
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
}

/**
 * Presses `key` again and again: the focus stays inside what `selector` matches (a CSS
 * selector: cheap to check at every step), in sight each time.
 */
async function expectFocusKeptIn(page: Page, selector: string, key: 'Tab' | 'Shift+Tab') {
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press(key);
    const focus = await readFocus(page);
    const where = `${key} #${step + 1}, ${focus.element}`;
    expect(focus, where).toMatchObject({ onBody: false, hasIndicator: true, covered: false });
    const inside = await page.evaluate(
      (within) => document.activeElement?.closest(within) != null,
      selector,
    );
    expect(inside, `${where}: outside ${selector}`).toBe(true);
  }
}

/**
 * Texts inside `selector` that read below WCAG's 4.5:1 (3:1 when large) against what is drawn
 * behind them, and the input placeholders likewise. axe leaves these "incomplete" inside a
 * fixed panel over the page (it cannot tell what is behind it), so they are measured here:
 * colours through a canvas (any CSS colour, oklch included, as sRGB), backgrounds composed
 * up the ancestors to the first opaque one, each colour of a gradient tried.
 */
async function lowContrastTexts(page: Page, selector: string): Promise<string[]> {
  await installColourKit(page);
  return page.evaluate((root) => {
    const { parse: rgba, over, ratio } = window.__colour!;
    /** The colours that may be behind `element`'s text. */
    const backdrops = (element: Element): Rgba[] => {
      const layers: Rgba[] = [];
      const paint = (ground: Rgba) =>
        layers.reduceRight((below, layer) => over(layer, below), ground);
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const stops = style.backgroundImage.match(/(rgba?|oklch|oklab|color)\([^)]*\)/g);
        if (stops) return stops.map((stop) => paint(rgba(stop)));
        const colour = rgba(style.backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] === 1) break;
      }
      const base = layers.pop() ?? [255, 255, 255, 1];
      return [paint(base)];
    };
    const problems: string[] = [];
    const check = (element: Element, colour: string, text: string) => {
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const worst = Math.min(...backdrops(element).map((ground) => ratio(rgba(colour), ground)));
      if (worst < (large ? 3 : 4.5)) problems.push(`"${text.slice(0, 40)}": ${worst.toFixed(2)}:1`);
    };
    const container = document.querySelector(root)!;
    for (const element of Array.from(container.querySelectorAll('*'))) {
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      const box = element.getBoundingClientRect();
      // Screen-reader-only text is 1 px and clipped: nothing to read on screen.
      if (!own || box.width <= 1 || box.height <= 1) continue;
      check(element, getComputedStyle(element).color, own);
    }
    for (const input of Array.from(container.querySelectorAll('input[placeholder]'))) {
      if ((input as HTMLInputElement).value === '') {
        check(
          input,
          getComputedStyle(input, '::placeholder').color,
          input.getAttribute('placeholder')!,
        );
      }
    }
    return problems;
  }, selector);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('on a desktop, nothing focused hides under the open chat; axe finds nothing', async ({
  page,
  navigate,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ['/', '/help-center']) {
    await navigate(path);
    await page.waitForLoadState('networkidle');
    const chat = await openChatWithAnswer(page);
    await expect(chat.getByRole('status')).toHaveText(ANSWER);
    await expectOneOfEachLandmark(page);

    // Home: up the whole page from the chat's input, footer first, so under the sticky bar.
    if (path === '/') {
      expect(await tabWalkProblems(page, { key: 'Shift+Tab', steps: 150 }), path).toEqual([]);
    }
    // Down the whole page from the top, into the chat and out to its launcher.
    await page.getByRole('link', { name: 'Skip to main content' }).focus();
    expect(await tabWalkProblems(page, { steps: 150 }), path).toEqual([]);
  }

  // The chat's every part at once: an answer and the settings open.
  await chatPanel(page).getByRole('button', { name: 'Chat settings' }).click();
  await expect(chatPanel(page).getByRole('switch', { name: /Sound/ })).toBeVisible();
  expect(await seriousViolations(page), 'chat open with an answer and its settings').toEqual([]);
});

test('on a phone, the open chat and the open menu keep the focus inside them', async ({
  page,
  navigate,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 667 });
  await navigate('/');
  await page.waitForLoadState('networkidle');

  // The chat covers the screen here: a modal dialog, left with Escape.
  const chat = await openChatWithAnswer(page);
  await expect(chat).toHaveAttribute('aria-modal', 'true');
  await expectOneOfEachLandmark(page);
  await expectFocusKeptIn(page, '#chat-panel', 'Tab');
  await expectFocusKeptIn(page, '#chat-panel', 'Shift+Tab');
  expect(await seriousViolations(page), 'chat open with an answer').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeFocused();

  for (const path of ['/', '/help-center']) {
    if (path !== '/') await navigate(path);
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    // The menu and the button that closes it: nothing of the page behind.
    const menuAndToggle = '#mobile-menu, [aria-controls="mobile-menu"]';
    await expectFocusKeptIn(page, menuAndToggle, 'Tab');
    await expectFocusKeptIn(page, menuAndToggle, 'Shift+Tab');
    await expect(menu).toBeVisible();
    if (path === '/') {
      await expectOneOfEachLandmark(page);
      expect(await seriousViolations(page), 'mobile menu open').toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  }
});

test('every text of the open chat reads at 4.5:1, which axe cannot measure over the page', async ({
  page,
  navigate,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await navigate('/contact');
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const chat = chatPanel(page);
  // The greeting with its quick reply, and the empty input's placeholder.
  await expect(chat.getByRole('button', { name: 'Talk to a person' })).toBeVisible();
  expect(await lowContrastTexts(page, '#chat-panel'), 'on opening').toEqual([]);

  // An answer with its confidence, the settings open, and the counter of a typed message.
  await chat.getByRole('button', { name: 'Chat settings' }).click();
  await chat.getByRole('switch', { name: /Show confidence/ }).check();
  const input = chat.getByRole('textbox', { name: 'Type your message' });
  await input.fill('How do I pay?');
  await input.press('Enter');
  await expect(chat.getByRole('list', { name: 'Messages' }).getByText(ANSWER)).toBeVisible({
    timeout: 15_000,
  });
  await input.fill('And in cash?');
  await expect(chat.getByText(/^Confidence: \d+%$/)).toBeVisible();
  expect(await lowContrastTexts(page, '#chat-panel'), 'with an answer').toEqual([]);
});
