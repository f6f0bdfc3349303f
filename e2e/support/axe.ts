import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's serious and critical findings on the page as it settles: what would stop someone.
 * Running animations are waited out first: a toast caught mid fade-in is half transparent, and
 * axe would measure the contrast of a frame nobody reads.
 */
export async function seriousViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<string[]> {
  // An endless one (a pulsing "live" dot) never settles and does not change what is read.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
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
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}
