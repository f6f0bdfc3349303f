// Lighthouse (mobile preset, the package's default) on the built app served by the real
// server, in Debian's Chromium. Prints the four category scores per page against the
// targets and fails below them.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../scripts/start-server.ts';
import { chromiumFlags, chromiumPath } from './support/chromium.ts';
import { benchResults } from './support/results.ts';

const PAGES = ['/', '/packages'];
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
});
const results = benchResults('lighthouse');
try {
  console.log('page        performance  accessibility  best-practices  seo');
  for (const pagePath of PAGES) {
    const run = () =>
      lighthouse(`${server.baseURL}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(TARGETS),
      });
    let result = await run();
    // A trace that failed to record (NO_NAVSTART and the like) scores 0 and asks to "run
    // Lighthouse again": a tooling hiccup, not a property of the page, so run it once more.
    if (result?.lhr.runtimeError) result = await run();
    if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((id) => [
        id,
        Math.round((result.lhr.categories[id]?.score ?? 0) * 100),
      ]),
    ) as Record<keyof typeof TARGETS, number>;
    console.log(
      `${pagePath.padEnd(12)}${String(scores.performance).padStart(11)}${String(scores.accessibility).padStart(15)}${String(scores['best-practices']).padStart(16)}${String(scores.seo).padStart(5)}`,
    );
    for (const [id, target] of Object.entries(TARGETS) as [keyof typeof TARGETS, number][]) {
      if (scores[id] < target) {
        const category = result.lhr.categories[id];
        const failing = (category?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (result.lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        console.log(`  ${id} ${scores[id]} < ${target}: ${failing.join(', ')}`);
      }
    }
    for (const [id, target] of Object.entries(TARGETS) as [keyof typeof TARGETS, number][]) {
      results.record({
        figure: `${pagePath}: Lighthouse ${id}`,
        value: scores[id],
        unit: '',
        target: { compared: 'value', op: '>=', limit: target },
      });
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
process.exit(results.finish() ? 0 : 1);
