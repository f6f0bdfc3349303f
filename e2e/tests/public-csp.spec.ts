import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { mainHeading, PUBLIC_ROUTES } from './public-routes.ts';

/**
 * Every Content-Security-Policy violation the page reports, from the `securitypolicyviolation`
 * event (which fires even when the script catches the refusal, as zod's eval probe does) and
 * from Chromium's console line. Either one marks Lighthouse's Best Practices down.
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void })
        .reportCspViolation;
      report(
        `${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}

// A dozen pages, each with its start-up spinner and lazy chunks.
test.describe.configure({ timeout: 90_000 });

/** Waits until the page's lazy chunks have arrived and run. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('no public page breaks the Content-Security-Policy', async ({ page, navigate }) => {
  const violations = await watchCsp(page);
  for (const route of PUBLIC_ROUTES) {
    await navigate(route.path);
    await expect(page.getByRole('heading', mainHeading(route))).toBeVisible();
    await settle(page);
  }

  // What loads on demand: a form's validation, and the chat panel from the launcher.
  await navigate('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  await expect(page.getByRole('dialog', { name: 'Streamfront Assistant' })).toBeVisible();
  await settle(page);

  expect(violations).toEqual([]);
});

test('a signed-in customer meets no CSP violation either', async ({ page, login, newCustomer }) => {
  const violations = await watchCsp(page);
  await login(await newCustomer());
  await expect(page).not.toHaveURL(/\/login/);
  for (const route of PUBLIC_ROUTES.filter(({ path }) => path !== '/login')) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', mainHeading(route))).toBeVisible();
    await settle(page);
  }
  // The bell's live channel (socket.io) and the inbox are signed-in only.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await settle(page);

  expect(violations).toEqual([]);
});
