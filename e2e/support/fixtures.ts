import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './accounts.ts';

let customerCounter = 0;

export interface Fixtures {
  /** Signs in through the real /login page. */
  login: (as: 'admin' | { email: string; password: string }) => Promise<void>;
  /** Opens a path and waits until the start-up spinner is gone. */
  navigate: (path: string) => Promise<void>;
  /** A new customer account created through the API. */
  newCustomer: () => Promise<{ name: string; email: string; password: string }>;
}

export async function waitForApp(page: Page) {
  await expect(page.getByTestId('startup-spinner')).toHaveCount(0, { timeout: 10_000 });
}

/** Signs in through the real /login page: the `login` fixture, for a page of another context. */
export async function signIn(page: Page, as: 'admin' | { email: string; password: string }) {
  const account = as === 'admin' ? E2E_ADMIN : as;
  await page.goto('/login');
  await waitForApp(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The server of the worker running this test (global-setup.ts starts one per worker). */
function workerServer(parallelIndex: number): string {
  const urls = (process.env.E2E_BASE_URLS ?? '').split(' ').filter(Boolean);
  const url = urls[parallelIndex % Math.max(urls.length, 1)];
  if (!url) throw new Error('E2E_BASE_URLS is set by the global setup');
  return url;
}

export const test = base.extend<Fixtures>({
  // A worker that restarts after a failure keeps its parallel index, and so its server.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(workerServer(testInfo.parallelIndex));
  },
  navigate: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await waitForApp(page);
    });
  },
  login: async ({ page }, use) => {
    await use((as) => signIn(page, as));
  },
  newCustomer: async ({ request }, use) => {
    await use(async () => {
      customerCounter += 1;
      const account = {
        name: `E2E Customer ${customerCounter}`,
        email: `e2e-customer-${Date.now()}-${customerCounter}@streamfront.test`,
        password: 'Customer-password-77',
      };
      const response = await request.post('/api/auth/register', { data: account });
      expect(response.status()).toBe(201);
      return account;
    });
  },
});

export { expect };
