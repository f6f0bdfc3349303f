// Temporary: screenshots of public pages (deleted after use).
import { chromium } from 'playwright-core';
import { startServer } from './scripts/start-server.ts';

const [, , ...targets] = process.argv;
const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const target of targets) {
    const [path, widthText, full] = target.split(',');
    const width = Number(widthText);
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text()); });
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    await page.goto(`${server.baseURL}${path}`);
    await page.waitForTimeout(2500);
    if (target.endsWith(',menu')) await page.getByRole('button', { name: 'Open menu' }).click();
    const name = `/tmp/shot-${path.replace(/[^a-z0-9]/gi, '_')}-${width}${full ? '-full' : ''}.png`;
    await page.screenshot({ path: name, fullPage: full === 'full' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(name, 'overflow', overflow);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
