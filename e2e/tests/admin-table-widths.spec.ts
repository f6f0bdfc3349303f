import { expect, test } from '../support/fixtures.ts';
import { openAsAdmin } from '../support/admin.ts';

/**
 * Each row action whose box reaches outside the window or outside a box that clips it (a
 * scrolling or hidden-overflow ancestor), with the page and every box scrolled to the left.
 */
function clippedActions() {
  const clipped: string[] = [];
  const actions = document.querySelectorAll<HTMLElement>(
    'button[aria-label^="Edit "], button[aria-label^="Delete "]',
  );
  for (const action of Array.from(actions)) {
    const box = action.getBoundingClientRect();
    let fits = box.left >= 0 && box.right <= window.innerWidth + 0.5;
    for (let parent = action.parentElement; parent && fits; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      fits = box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5;
    }
    if (!fits) clipped.push(action.getAttribute('aria-label') ?? '?');
  }
  return { count: actions.length, clipped };
}

for (const width of [1280, 375]) {
  test(`the chatbot intents table fits a ${width} px window with every row's actions in view`, async ({
    page,
    login,
    navigate,
  }) => {
    await openAsAdmin({ page, login, navigate }, '/admin/chatbot', width);
    const table = page.getByRole('table', { name: /^Intents/ });
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(5);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);

    const { count, clipped } = await page.evaluate(clippedActions);
    expect(count).toBe((await rows.count()) * 2);
    expect(clipped, 'row actions cut off').toEqual([]);

    // The last row's Delete works where it stands: its confirmation opens in view.
    const last = rows.last();
    await last.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('dialog', { name: /^Delete / });
    await expect(dialog.getByRole('button', { name: 'Delete intent' })).toBeInViewport({
      ratio: 1,
    });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
}
