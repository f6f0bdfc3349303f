// Initial JavaScript of the public pages, measured the way a visitor gets it: the built app
// on the real server in Chromium, every script fetched until the network is idle, sized
// gzipped. Fails above the budget, when admin, chart or chat-panel code is among them, or when
// a library that only some pages or signed-in users need has come into the first load.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/start-server.ts';
import { chromiumFlags, chromiumPath } from './support/chromium.ts';
import { benchResults } from './support/results.ts';

const BUDGET_KB = 100;
const PAGES = ['/', '/packages'];
const FORBIDDEN = /admin|chart|recharts|chat-panel|chat-window/i;
/**
 * Libraries that load when a page or a person needs them, found in a script by a name their
 * code keeps through minification (chunk names do not say what a shared chunk holds).
 */
const LAZY_LIBRARIES = [
  // The contract's schemas: the form pages; zod in the shell cost 25 KB (issue 21).
  { library: 'zod', marker: /\._zod\b/ },
  // The live channel: signed-in users only.
  { library: 'socket.io-client', marker: /\bEIO\b/ },
  // The form kit: the form pages.
  { library: 'react-hook-form', marker: /\bshouldUnregister\b/ },
  // Toasts: at the first click or key press, or for a signed-in user.
  { library: 'react-hot-toast', marker: /data-rht-toaster/ },
];

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const results = benchResults('initial-js-budget');
try {
  for (const pagePath of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    const libraries = new Set<string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => undefined);
      if (!body) return;
      scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
      const text = body.toString('utf8');
      for (const { library, marker } of LAZY_LIBRARIES)
        if (marker.test(text)) libraries.add(library);
    });
    await page.goto(`${server.baseURL}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500); // the start-up spinner's second, then lazy page chunks
    await context.close();

    const totalKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
    const forbidden = [...scripts.keys()].filter((name) => FORBIDDEN.test(name));
    console.log(
      `\n${pagePath}: ${scripts.size} scripts, ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB, ratio ${(totalKb / BUDGET_KB).toFixed(2)})`,
    );
    for (const [name, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${name}`);
    }
    if (forbidden.length > 0)
      console.log(`  loaded code that must stay lazy: ${forbidden.join(', ')}`);
    if (libraries.size > 0)
      console.log(`  loaded libraries that must stay lazy: ${[...libraries].join(', ')}`);
    results.record({
      figure: `${pagePath}: initial JavaScript, gzipped`,
      value: totalKb,
      unit: 'KB',
      target: { compared: 'value', op: '<=', limit: BUDGET_KB },
    });
    results.record({
      figure: `${pagePath}: admin, chart or chat-panel scripts loaded`,
      value: forbidden.length,
      unit: '',
      target: { compared: 'value', op: '<=', limit: 0 },
    });
    results.record({
      figure: `${pagePath}: lazy libraries (zod, socket.io, form kit, toasts) loaded`,
      value: libraries.size,
      unit: '',
      target: { compared: 'value', op: '<=', limit: 0 },
    });
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(results.finish() ? 0 : 1);
