import { chromiumArgs } from '../../e2e/support/chromium.ts';

export { chromiumPath } from '../../e2e/support/chromium.ts';

// Lighthouse launches Chromium itself, so headless is a flag here (Playwright sets its own).
export const chromiumFlags = ['--headless=new', ...chromiumArgs];
