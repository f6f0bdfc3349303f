import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Until no finite animation runs: an endless one (a pulsing "live" dot) never settles. */
async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/** Notes, from now on, whether an animation or a transition starts anywhere on the page. */
async function watchForMotion(page: Page) {
  await page.evaluate(() => {
    const flag = window as unknown as { axeSawMotion?: boolean };
    flag.axeSawMotion = false;
    const saw = () => (flag.axeSawMotion = true);
    for (const type of ['animationstart', 'transitionrun']) {
      document.addEventListener(type, saw, { capture: true, once: true });
    }
  });
}

/**
 * axe's serious and critical findings on the page as it settles: what would stop someone.
 * Running animations are waited out first, and a run during which one started (a toast that
 * began to fade out while axe read the page) is done again: axe would measure the contrast
 * of a frame nobody reads.
 */
export async function seriousViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  // A frame that runs no script (a sandboxed mail preview) never answers axe: left out by name.
  for (const selector of exclude) builder.exclude(selector);
  let violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await animationsSettled(page);
    await watchForMotion(page);
    ({ violations } = await builder.analyze());
    const moved = await page.evaluate(
      () => (window as unknown as { axeSawMotion?: boolean }).axeSawMotion === true,
    );
    if (!moved) break;
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}
