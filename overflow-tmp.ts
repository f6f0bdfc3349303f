import { chromium } from 'playwright-core';
import { startServer } from './scripts/start-server.ts';
const [, , ...targets] = process.argv;
const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const target of targets) {
    const [path, w] = target.split(',');
    const page = await browser.newPage({ viewport: { width: Number(w), height: 800 } });
    await page.goto(`${server.baseURL}${path}`);
    await page.waitForTimeout(2000);
    const res = await page.evaluate(() => {
      const vw = document.documentElement.clientWidth;
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const r = el.getBoundingClientRect();
        if (r.right > vw + 0.5 && r.width > 0) out.push(`${el.tagName}.${String(el.className).slice(0, 80)} right=${Math.round(r.right)} w=${Math.round(r.width)} text=${(el.textContent ?? '').slice(0, 40)}`);
      }
      return { sw: document.documentElement.scrollWidth, vw, out: out.slice(0, 15) };
    });
    console.log(path, w, res.sw, res.vw);
    for (const line of res.out) console.log('  ', line);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
