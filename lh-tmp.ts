import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './scripts/start-server.ts';
import { chromiumFlags, chromiumPath } from './bench/support/chromium.ts';
const pages = process.argv.slice(2);
const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
try {
  for (const p of pages) {
    const r = await lighthouse(`${server.baseURL}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!r) continue;
    const a = r.lhr.audits;
    console.log(p, 'perf', r.lhr.categories.performance?.score);
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive']) console.log(' ', id, a[id]?.displayValue, a[id]?.score);

    console.log(' long tasks', JSON.stringify((a['long-tasks']?.details as any)?.items?.map((i: any) => [i.url?.slice(-40), Math.round(i.duration), Math.round(i.startTime)])));
    console.log(' bootup', JSON.stringify((a['bootup-time']?.details as any)?.items?.map((i: any) => [i.url?.slice(-40), Math.round(i.total), Math.round(i.scripting)])));
    console.log(' mainthread', JSON.stringify((a['mainthread-work-breakdown']?.details as any)?.items?.map((i: any) => [i.group, Math.round(i.duration)])));
    console.log(' cls', JSON.stringify((a['layout-shifts']?.details as any)?.items?.map((i: any) => [i.node?.snippet?.slice(0, 120), i.score])));
    for (const [id, audit] of Object.entries(a)) if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual') console.log('  low', id, audit.score, audit.displayValue ?? '');
  }
} finally { chrome.kill(); await server.stop(); }
